import { Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import type { ColumnSpec } from './columns';

/** A column header; a column with a description shows it as a tooltip (is_show_description). */
export default function HeaderTitle({ column }: { column: ColumnSpec }) {
  if (!column.description) return <>{column.header}</>;
  return (
    <Tooltip title={column.description}>
      <span className="ts-table-header">
        {column.header} <QuestionCircleOutlined style={{ color: '#8c8c8c' }} />
      </span>
    </Tooltip>
  );
}
