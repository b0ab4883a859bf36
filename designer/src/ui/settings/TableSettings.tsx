import { useState } from 'react';
import { Button, Collapse, Switch } from 'antd';
import { DeleteOutlined, HolderOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
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
import type { Filter, Section, TableColumn } from '@tessera/schema/dsl';
import { addTableColumns, moveTableColumn, removeTableColumn, setSetting } from '../../commands/settings';
import { useDesignerStore } from '../../edit/hooks';
import { useText } from '../../i18n';
import ColumnEditor from './ColumnEditor';
import HeightField from './HeightField';
import SchemaField from './SchemaField';
import BilingualInput from '../translations/BilingualInput';
import TranslatedField from '../translations/TranslatedField';
import { setEnglish } from '../../commands/translations';

interface RowProps {
  id: string;
  index: number;
  column: TableColumn;
  switches: Filter[];
}

/** One column: drag handle, shown or hidden, its name; the rest of its settings fold out. */
function ColumnRow({ id, index, column, switches }: RowProps) {
  const t = useText();
  const store = useDesignerStore();
  const [open, setOpen] = useState(false);
  const { setNodeRef, attributes, listeners, transform, transition } = useSortable({ id: column.column_key });
  const shown = column.is_default !== 0;
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className="ts-settings-column-row" data-testid="table-column">
      <div className="ts-settings-column-head">
        <span
          className="ts-settings-handle"
          aria-label={t('settings.dragColumn')}
          {...attributes}
          {...listeners}
          data-testid="column-handle"
        >
          <HolderOutlined />
        </span>
        <Switch
          size="small"
          checked={shown}
          aria-label={t('settings.columnShown')}
          onChange={(on) =>
            setSetting(store, id, {
              pointer: `/table_config/columns/${index}/is_default`,
              value: on ? 1 : 0,
              label: 'settings.columnShown',
              said: { text: on ? 'settings.on' : 'settings.off' },
            })
          }
          data-testid="column-shown"
        />
        <BilingualInput
          label={t('settings.columnName')}
          value={column.column_name}
          english={column.i18n?.en?.column_name ?? ''}
          onValue={(text) =>
            setSetting(store, id, {
              pointer: `/table_config/columns/${index}/column_name`,
              value: text,
              label: 'settings.columnName',
              typing: true,
            })
          }
          onEnglish={(text) =>
            setEnglish(store, id, `/table_config/columns/${index}`, 'column_name', text, 'settings.columnName')
          }
          onBlur={() => store.getState().endTyping()}
          testId="column-name"
        />
        <Button
          size="small"
          type={open ? 'primary' : 'text'}
          icon={<SettingOutlined />}
          aria-label={t('settings.title')}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid="column-more"
        />
        <Button
          size="small"
          type="text"
          icon={<DeleteOutlined />}
          aria-label={t('settings.remove')}
          onClick={() => removeTableColumn(store, id, index)}
        />
      </div>
      {open && <ColumnEditor id={id} index={index} column={column} switches={switches} />}
    </li>
  );
}

/** The table's columns in display order, reordered by drag (one step per drop). */
function ColumnList({ section }: { section: Section }) {
  const t = useText();
  const store = useDesignerStore();
  const id = String(section.id);
  const columns = section.table_config?.columns ?? [];
  const switches = (section.filter_config_model_list ?? []).filter((f) => f.type === 'radio' || f.type === 'tab');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = columns.map((c) => c.column_key);
  const onEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    moveTableColumn(store, id, keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  const missing = (section.column_config_model_list ?? []).some((f) => !keys.includes(f.column_key));
  return (
    <div data-testid="table-columns">
      {columns.length === 0 && <div className="ts-settings-hint">{t('settings.noColumns')}</div>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onEnd}>
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ul className="ts-settings-columns">
            {columns.map((column, index) => (
              <ColumnRow key={column.column_key} id={id} index={index} column={column} switches={switches} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      {missing && (
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => addTableColumns(store, id)}
          data-testid="add-columns"
        >
          {t('settings.addColumns')}
        </Button>
      )}
    </div>
  );
}

/** A table's settings: basic (paging, export, radio switch, height, tips) and its columns. */
export default function TableSettings({ section }: { section: Section }) {
  const t = useText();
  const id = String(section.id);
  const b = (rest: string) => `/table_config/basic/${rest}`;
  return (
    <Collapse
      size="small"
      defaultActiveKey={['basic', 'columns']}
      data-testid="table-settings"
      items={[
        {
          key: 'basic',
          label: t('settings.basic'),
          children: (
            <>
              <SchemaField id={id} pointer={b('table_is_pagination')} label="settings.pagination" />
              <SchemaField id={id} pointer={b('backend_handle_page')} label="settings.backendPaging" />
              <SchemaField id={id} pointer={b('table_is_export')} label="settings.export" />
              <SchemaField id={id} pointer={b('table_radio_show')} label="settings.radioShow" />
              <HeightField id={id} what="table" />
              <TranslatedField id={id} parent="/table_config/basic" field="tips" label="settings.tips" />
            </>
          ),
        },
        { key: 'columns', label: t('settings.columns'), children: <ColumnList section={section} /> },
      ]}
    />
  );
}
