import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo } from 'react';
import { HolderOutlined } from '@ant-design/icons';
import { reorderSections } from '../../commands/canvas';
import { useDesignerStore, useIsSelected, useSection, useSectionIds } from '../../edit/hooks';
import { useText } from '../../i18n';
import { selectModeOf } from '../canvas/SectionCard';

/**
 * One row: a handle to drag it by, the title to click (shift/ctrl-click adds to the selection). Memoised: a section
 * added or moved re-renders the list, not the rows whose section stayed as it was.
 */
const OutlineRow = memo(function OutlineRow({ id }: { id: string }) {
  const t = useText();
  const store = useDesignerStore();
  const section = useSection(id);
  const selected = useIsSelected(id);
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  if (!section) return null;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`ts-designer-outline-row${selected ? ' is-selected' : ''}${isDragging ? ' is-dragging' : ''}`}
      data-testid="outline-section"
      data-section-id={id}
      aria-selected={selected}
    >
      <span
        className="ts-designer-handle"
        aria-label={t('canvas.dragHandle', { title: section.title })}
        data-testid="outline-handle"
        {...attributes}
        {...listeners}
      >
        <HolderOutlined />
      </span>
      <button
        type="button"
        className="ts-designer-outline-title"
        title={t('canvas.selectHint')}
        onClick={(event) => store.getState().select(id, selectModeOf(event))}
      >
        {section.title}
      </button>
    </li>
  );
});

/** The sections in page order (what the collapse report shows); dragging a row reorders the page, one step. */
export default function Outline() {
  const t = useText();
  const store = useDesignerStore();
  const ids = useSectionIds();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    reorderSections(store, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  if (ids.length === 0) return null;
  return (
    <section className="ts-designer-outline" aria-label={t('canvas.outline')} data-testid="designer-outline">
      <div className="ts-designer-panel-title">{t('canvas.outline')}</div>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol>
            {ids.map((id) => (
              <OutlineRow key={id} id={id} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}
