import type { TableColumnType, TableColumnsType } from 'antd';
import type { Lang } from '@tessera/schema/rules';
import { cellText, renderCell } from './cells';
import type { ColumnSort, ColumnSpec } from './columns';
import { WIDTH_SAMPLE_ROWS } from './constants';
import HeaderTitle from './HeaderTitle';
import { columnPixelWidth } from './layout';
import type { TableRow, TableRows } from './rows';

export interface AntdColumns {
  columns: TableColumnsType<TableRow>;
  /** Sum of the column widths: the table's horizontal scroll width. */
  width: number;
}

/**
 * How many leading columns stay fixed on the left while the table scrolls sideways: the dimensions before the first
 * indicator. A table of dimensions only fixes none (nothing would be left to scroll). On a phone, only the first
 * column, whatever it is: several fixed columns would leave no room to scroll through the rest.
 */
function fixedCount(columns: readonly ColumnSpec[], phone: boolean): number {
  if (phone) return columns.length > 1 ? 1 : 0;
  const firstIndicator = columns.findIndex((column) => column.indicator);
  return firstIndicator < 0 ? 0 : firstIndicator;
}

const antdOrder = (column: ColumnSpec, sort: ColumnSort | null): TableColumnType<TableRow>['sortOrder'] =>
  sort?.key === column.key ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;

/** antd columns for the visible columns: header, width, alignment, fixing, sort arrows and cell rendering. */
export function tableColumns(
  shown: readonly ColumnSpec[],
  { rows, reader }: TableRows,
  sort: ColumnSort | null,
  lang: Lang,
  phone = false,
): AntdColumns {
  const sample = rows.slice(0, WIDTH_SAMPLE_ROWS);
  const fixed = fixedCount(shown, phone);
  let width = 0;
  const columns = shown.map((column, index): TableColumnType<TableRow> => {
    const read = reader(column.key);
    const columnWidth = columnPixelWidth(
      column,
      sample.map((row) => cellText(column, read(row))),
    );
    width += columnWidth;
    return {
      key: column.key,
      title: <HeaderTitle column={column} />,
      width: columnWidth,
      align: column.indicator ? 'right' : 'left',
      fixed: index < fixed ? 'left' : undefined,
      // The table sorts itself (browser or query), so antd only draws the arrows and reports clicks.
      ...(column.sortable ? { sorter: true, sortOrder: antdOrder(column, sort) } : {}),
      render: (_: unknown, row: TableRow) => renderCell(column, read(row), lang),
    };
  });
  return { columns, width };
}
