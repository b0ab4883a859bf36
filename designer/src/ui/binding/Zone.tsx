import { Alert, Button, Select, Tooltip } from 'antd';
import { CloseOutlined, HolderOutlined, SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  AGGREGATES,
  DEFAULT_SORTS,
  FORMATTERS,
  type BuilderColumn,
  type DatasetColumn,
  type Section,
} from '@tessera/schema/dsl';
import { SORT_TEXT, cycleSort, removeField, setAggregate, setFormatter, zoneColumns } from '../../commands/fields';
import { useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import type { ZoneRole } from '../../kinds/zones';
import type { DragData, DropData } from './drag';

const SORT_ICON = {
  [DEFAULT_SORTS.NONE]: null,
  [DEFAULT_SORTS.ASC]: <SortAscendingOutlined />,
  [DEFAULT_SORTS.DESC]: <SortDescendingOutlined />,
};

/** An indicator's own settings: aggregate, formatter and default sort (none → asc → desc, by clicks). */
function IndicatorSettings({ sectionId, column }: { sectionId: string; column: BuilderColumn }) {
  const t = useText();
  const store = useDesignerStore();
  const key = column.column_key;
  const sort = column.default_sort ?? DEFAULT_SORTS.NONE;
  return (
    <div className="ts-designer-indicator">
      <Select
        size="small"
        aria-label={t('data.aggregate')}
        value={column.aggregate ?? AGGREGATES[0]}
        options={AGGREGATES.map((a) => ({ value: a, label: a }))}
        onChange={(value) => setAggregate(store, sectionId, key, value)}
        popupMatchSelectWidth={false}
        data-testid={`aggregate-${key}`}
      />
      <Select
        size="small"
        aria-label={t('data.formatter')}
        value={column.formatter ?? 'thousands_point'}
        options={FORMATTERS.map((f) => ({ value: f, label: t(`formatters.${f}`) }))}
        onChange={(value) => setFormatter(store, sectionId, key, value)}
        popupMatchSelectWidth={false}
        data-testid={`formatter-${key}`}
      />
      <Tooltip title={t('data.sort')}>
        <Button
          size="small"
          icon={SORT_ICON[sort]}
          onClick={() => cycleSort(store, sectionId, key)}
          data-testid={`sort-${key}`}
        >
          {t(SORT_TEXT[sort])}
        </Button>
      </Tooltip>
    </div>
  );
}

interface ColumnProps {
  sectionId: string;
  role: ZoneRole;
  column: BuilderColumn;
  field: DatasetColumn;
  index: number;
}

function ZoneColumn({ sectionId, role, column, field, index }: ColumnProps) {
  const t = useText();
  const store = useDesignerStore();
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
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('data.remove')}
          onClick={() => removeField(store, sectionId, column.column_key)}
        />
      </div>
      {role === 'indicator' && <IndicatorSettings sectionId={sectionId} column={column} />}
    </li>
  );
}

interface ZoneProps {
  section: Section;
  role: ZoneRole;
  fields: readonly DatasetColumn[];
  /** The last drop here was refused: the spec's sentence, shown where the field was let go. */
  refusal: string | null;
}

/** A drop zone of the section: its columns in order (drag to reorder), and the refusal of a wrong drop. */
export default function Zone({ section, role, fields, refusal }: ZoneProps) {
  const t = useText();
  const data: DropData = { kind: 'zone', role };
  const { setNodeRef, isOver } = useDroppable({ id: `zone:${role}`, data });
  const sectionId = String(section.id);
  const columns = zoneColumns(section, role);
  const fieldOf = (column: BuilderColumn): DatasetColumn =>
    fields.find((f) => f.column_key === column.column_key) ?? column;
  return (
    <div className="ts-designer-zone-wrap">
      <div className="ts-designer-subtitle">
        {t(role === 'dimension' ? 'data.dimensionZone' : 'data.indicatorZone')}
      </div>
      <div ref={setNodeRef} className={`ts-designer-zone${isOver ? ' is-over' : ''}`} data-testid={`zone-${role}`}>
        <SortableContext items={columns.map((c) => `${role}:${c.column_key}`)} strategy={verticalListSortingStrategy}>
          <ul>
            {columns.map((column, index) => (
              <ZoneColumn
                key={column.column_key}
                sectionId={sectionId}
                role={role}
                column={column}
                field={fieldOf(column)}
                index={index}
              />
            ))}
          </ul>
        </SortableContext>
        {columns.length === 0 && (
          <div className="ts-designer-zone-hint">
            {t(role === 'dimension' ? 'data.dropDimension' : 'data.dropIndicator')}
          </div>
        )}
        {refusal && <Alert type="error" showIcon message={refusal} data-testid="zone-refusal" />}
      </div>
    </div>
  );
}
