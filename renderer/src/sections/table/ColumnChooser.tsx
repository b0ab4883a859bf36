import { Button, Checkbox, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useText } from '../../i18n';
import type { ColumnSpec } from './columns';

interface ColumnChooserProps {
  /** The columns the radio/tab selection shows. */
  columns: readonly ColumnSpec[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: ReadonlySet<string>) => void;
}

/**
 * Which fields the table shows and exports: is_default 0 columns start unselected, and reducing the fields is what
 * the large-export prompt suggests. The last selected field cannot be unselected.
 */
export default function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const t = useText();
  if (columns.length === 0) return null;
  const selected = columns.filter((column) => !hidden.has(column.key)).map((column) => column.key);
  const toggle = (key: string, checked: boolean) => {
    const next = new Set(hidden);
    if (checked) next.delete(key);
    else next.add(key);
    onChange(next);
  };
  const content = (
    <div
      className="ts-table-columns"
      style={{ display: 'flex', flexDirection: 'column', gap: 4, maxHeight: 320, overflowY: 'auto' }}
    >
      {columns.map((column) => {
        const checked = !hidden.has(column.key);
        return (
          <Checkbox
            key={column.key}
            checked={checked}
            disabled={checked && selected.length === 1}
            onChange={(event) => toggle(column.key, event.target.checked)}
          >
            {column.header}
          </Checkbox>
        );
      })}
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('table.columnsHint')} content={content}>
      <Button size="small" icon={<SettingOutlined />} data-testid="table-columns">
        {t('table.columns')}
      </Button>
    </Popover>
  );
}
