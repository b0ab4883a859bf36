import { useState } from 'react';
import { Empty, Input, Tag } from 'antd';
import { useDraggable } from '@dnd-kit/core';
import { COLUMN_TYPES, type DatasetColumn } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import type { DragData } from './drag';
import { BINDING_TEXTS } from './texts';
import './binding.css';

function FieldItem({ field }: { field: DatasetColumn }) {
  const data: DragData = { kind: 'field', field };
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id: `field:${field.column_key}`, data });
  const indicator = field.column_type === COLUMN_TYPES.INDICATOR;
  return (
    <li
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      className={`ts-designer-field${isDragging ? ' is-dragging' : ''}`}
      data-testid="field-item"
      data-field-key={field.column_key}
      title={field.description ?? field.column_key}
    >
      <Tag color={indicator ? 'green' : 'blue'}>{field.column_name}</Tag>
    </li>
  );
}

const matches = (field: DatasetColumn, search: string) =>
  !search || field.column_name.toLowerCase().includes(search) || field.column_key.toLowerCase().includes(search);

/**
 * The dataset's fields, dimensions then indicators, with a search over their labels and keys: drag them into a zone.
 * Shared by the designer and the looker.
 */
export default function FieldList({ fields, lang }: { fields: readonly DatasetColumn[]; lang: Lang }) {
  const text = BINDING_TEXTS[lang];
  const [search, setSearch] = useState('');
  const shown = fields.filter((f) => matches(f, search.trim().toLowerCase()));
  const groups = [
    { label: text.dimensions, fields: shown.filter((f) => f.column_type === COLUMN_TYPES.DIMENSION) },
    { label: text.indicators, fields: shown.filter((f) => f.column_type === COLUMN_TYPES.INDICATOR) },
  ];
  return (
    <div className="ts-designer-fields" data-testid="field-list">
      <Input.Search
        size="small"
        allowClear
        placeholder={text.search}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="field-search"
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text.noFields} />
      ) : (
        groups.map(
          (group) =>
            group.fields.length > 0 && (
              <div key={group.label}>
                <div className="ts-designer-subtitle">{group.label}</div>
                <ul>
                  {group.fields.map((field) => (
                    <FieldItem key={field.column_key} field={field} />
                  ))}
                </ul>
              </div>
            ),
        )
      )}
    </div>
  );
}
