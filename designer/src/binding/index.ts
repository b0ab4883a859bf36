/**
 * `@tessera/designer/binding`: the field list and drop zones the designer and the looker share, with the zone rules
 * they both ask. A small entry of its own, so the looker loads these without the designer.
 */
export { default as FieldList } from './FieldList';
export { default as ZoneList, type ZoneListProps } from './ZoneList';
export { default as BindingDnd } from './BindingDnd';
export { dragOutcome, type DragData, type DropData, type DragOutcome, type ZoneRole } from './drag';
export { dropRefusal, dropIntoZone, type DropZone } from '../kinds/zones';
