import { Tooltip } from 'antd';
import { LockOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useText } from '../../i18n';
import type { ColumnSpec } from './columns';

/**
 * A column header; a column with a description shows it as a tooltip (is_show_description); a column withheld from
 * the viewer (field authority) shows a lock saying so.
 */
export default function HeaderTitle({ column }: { column: ColumnSpec }) {
  const t = useText();
  if (column.masked)
    return (
      <Tooltip title={t('table.masked')}>
        <span className="ts-table-header" data-masked="true">
          <LockOutlined aria-label={t('table.masked')} style={{ color: '#8c8c8c' }} /> {column.header}
        </span>
      </Tooltip>
    );
  if (!column.description) return <>{column.header}</>;
  return (
    <Tooltip title={column.description}>
      <span className="ts-table-header">
        {column.header} <QuestionCircleOutlined style={{ color: '#8c8c8c' }} />
      </span>
    </Tooltip>
  );
}
