import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { BuilderColumn, DatasetColumn } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import type { DragData, DropData, ZoneRole } from './drag';
import { BINDING_TEXTS } from './texts';
import './binding.css';

interface ColumnProps {
  role: ZoneRole;
  column: BuilderColumn;
  field: DatasetColumn;
  index: number;
  lang: Lang;
  onRemove: (key: string) => void;
  settings?: ReactNode;
  actions?: ReactNode;
}

function ZoneColumn({ role, column, field, index, lang, onRemove, settings, actions }: ColumnProps) {
  const data: DragData & DropData = { kind: 'column', role, field, index };
  const { setNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({
    id: `${role}:${column.column_key}`,
    data,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`ts-designer-zone-item${isDragging ? ' is-dragging' : ''}`}
      data-testid="zone-item"
      data-field-key={column.column_key}
    >
      <div className="ts-designer-zone-item-head">
        <span className="ts-designer-handle" {...attributes} {...listeners}>
          <HolderOutlined />
          <span className="ts-designer-zone-item-name">{column.column_name}</span>
        </span>
        {actions}
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={BINDING_TEXTS[lang].remove}
          onClick={() => onRemove(column.column_key)}
        />
      </div>
      {settings}
    </li>
  );
}

export interface ZoneListProps {
  role: ZoneRole;
  /** The zone's columns, in order. */
  columns: readonly BuilderColumn[];
  /** The dataset's fields (what a column dragged out of the zone carries). */
  fields: readonly DatasetColumn[];
  /** The last drop here was refused: the spec's sentence, shown where the field was let go. */
  refusal: string | null;
  lang: Lang;
  onRemove: (key: string) => void;
  /** A column's own settings under its name (the designer's aggregate, formatter and sort). */
  settings?: (column: BuilderColumn) => ReactNode;
  /** Buttons of a column beside its remove button (the designer's texts toggle). */
  actions?: (column: BuilderColumn) => ReactNode;
}

/**
 * A drop zone: its columns in order (drag to reorder, or out to the other zone), and the refusal of a wrong drop.
 * Who owns the columns (the designer's section, the looker's config) handles drops, moves and removals.
 */
export default function ZoneList({ role, columns, fields, refusal, lang, onRemove, settings, actions }: ZoneListProps) {
  const text = BINDING_TEXTS[lang];
  const data: DropData = { kind: 'zone', role };
  const { setNodeRef, isOver } = useDroppable({ id: `zone:${role}`, data });
  const fieldOf = (column: BuilderColumn): DatasetColumn =>
    fields.find((f) => f.column_key === column.column_key) ?? column;
  return (
    <div className="ts-designer-zone-wrap">
      <div className="ts-designer-subtitle">{role === 'dimension' ? text.dimensionZone : text.indicatorZone}</div>
      <div ref={setNodeRef} className={`ts-designer-zone${isOver ? ' is-over' : ''}`} data-testid={`zone-${role}`}>
        <SortableContext items={columns.map((c) => `${role}:${c.column_key}`)} strategy={verticalListSortingStrategy}>
          <ul>
            {columns.map((column, index) => (
              <ZoneColumn
                key={column.column_key}
                role={role}
                column={column}
                field={fieldOf(column)}
                index={index}
                lang={lang}
                onRemove={onRemove}
                settings={settings?.(column)}
                actions={actions?.(column)}
              />
            ))}
          </ul>
        </SortableContext>
        {columns.length === 0 && (
          <div className="ts-designer-zone-hint">{role === 'dimension' ? text.dropDimension : text.dropIndicator}</div>
        )}
        {refusal && <Alert type="error" showIcon message={refusal} data-testid="zone-refusal" />}
      </div>
    </div>
  );
}
