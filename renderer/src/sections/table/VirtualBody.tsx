import {
  memo,
  useCallback,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
  type UIEvent,
} from 'react';
import type { TableColumnType } from 'antd';
import { rowWindow } from './rowWindow';

/** What antd hands a `components.body` function besides the rows. */
export interface BodyInfo {
  scrollbarSize: number;
  ref: Ref<unknown>;
  onScroll: (info: { currentTarget?: HTMLElement; scrollLeft?: number }) => void;
}

interface Props<R> {
  rows: readonly R[];
  columns: readonly TableColumnType<R>[];
  /** The table's scroll width (sum of the column widths). */
  width: number;
  /** Height of the body: the part of it in view. */
  height: number;
  rowHeight: number;
  /** Width of the body's vertical scrollbar, as antd measured it. */
  scrollbarSize: number;
  /** antd's handle on the scrolling body (its scrollTo and sideways scroll). */
  bodyRef: Ref<unknown>;
  /** Keeps antd's header in step with a sideways scroll. */
  syncHeader: BodyInfo['onScroll'];
}

const SPACER_CELL: CSSProperties = { padding: 0, border: 0 };

/** The sticky offset of each column fixed on the left (null: not fixed), and the last fixed one. */
function fixedOffsets<R>(columns: readonly TableColumnType<R>[]): { offsets: (number | null)[]; last: number } {
  let left = 0;
  let last = -1;
  const offsets = columns.map((column, index) => {
    const offset = column.fixed === 'left' ? left : null;
    if (offset !== null) last = index;
    left += typeof column.width === 'number' ? column.width : 0;
    return offset;
  });
  return { offsets, last };
}

const fixedClass = (index: number, offset: number | null, last: number) =>
  offset === null ? '' : `ant-table-cell-fix-left${index === last ? ' ant-table-cell-fix-left-last' : ''}`;

/**
 * The header's columns over a virtual body: antd places its fixed columns from widths it measures in its own body,
 * which a custom body never gives it (they all stuck at 0), so the header's fixed cells are made sticky here, at
 * the offsets the body's use.
 */
export function virtualHeaderColumns<R>(columns: readonly TableColumnType<R>[]): TableColumnType<R>[] {
  const { offsets, last } = fixedOffsets(columns);
  return columns.map((column, index) => {
    const offset = offsets[index];
    if (offset === null) return column;
    return {
      ...column,
      fixed: undefined,
      onHeaderCell: () => ({ className: fixedClass(index, offset, last), style: { position: 'sticky', left: offset } }),
    };
  });
}

interface BodyCell<R> {
  key: string;
  colWidth: number;
  style: CSSProperties;
  className: string;
  render: TableColumnType<R>['render'];
}

/** Each column's cell: its width in the body, alignment, and the sticky offset of a column fixed on the left. */
function bodyCells<R>(columns: readonly TableColumnType<R>[], scrollbarSize: number): BodyCell<R>[] {
  const { offsets, last } = fixedOffsets(columns);
  return columns.map((column, index) => {
    const columnWidth = typeof column.width === 'number' ? column.width : 0;
    // The header's last column gives the vertical scrollbar its room; so does the body's.
    const colWidth = index === columns.length - 1 ? Math.max(0, columnWidth - scrollbarSize) : columnWidth;
    const offset = offsets[index];
    const style: CSSProperties = {
      textAlign: column.align,
      ...(offset === null ? {} : { position: 'sticky', left: offset }),
    };
    const className = `ant-table-cell ${fixedClass(index, offset, last)}`.trim();
    return { key: String(column.key ?? index), colWidth, style, className, render: column.render };
  });
}

interface RowProps<R> {
  row: R;
  index: number;
  cells: readonly BodyCell<R>[];
  height: number;
}

/** One row; memoised, so a scroll renders only the rows that came into the page, not those still in it. */
const BodyRow = memo(function BodyRow<R>({ row, index, cells, height }: RowProps<R>) {
  return (
    <tr className="ant-table-row ant-table-row-level-0" style={{ height }}>
      {cells.map((cell) => (
        <td key={cell.key} className={cell.className} style={cell.style}>
          {cell.render ? (cell.render(undefined, row, index) as ReactNode) : null}
        </td>
      ))}
    </tr>
  );
}) as <R>(props: RowProps<R>) => ReactNode;

/**
 * The body of a big unpaged table: every row exactly `rowHeight` tall, so the rows in view follow from the scroll
 * position alone (rowWindow) and only they exist in the page, between two spacer rows that give the body its full
 * height. A scroll renders again only when the first row in view changes, and then touches only the rows drawn:
 * nothing walks or keys the whole list (antd's own virtual list does, on every scroll, which made 100,000 rows
 * stutter). Cells are antd's own (`ant-table-cell` in `.ant-table-body > table > tbody`), so borders, hover and
 * the fixed left columns look as in any table; the header stays antd's, kept in step sideways through `onScroll`.
 */
function VirtualBody<R>({ rows, columns, width, height, rowHeight, scrollbarSize, bodyRef, syncHeader }: Props<R>) {
  const [scrollTop, setScrollTop] = useState(0);
  const lastLeft = useRef<number | null>(null);
  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const target = event.currentTarget;
      // Only a change of row in view renders again: between two rows, the browser just moves the pixels.
      const top = Math.floor(target.scrollTop / rowHeight) * rowHeight;
      setScrollTop(top);
      if (target.scrollLeft !== lastLeft.current) {
        lastLeft.current = target.scrollLeft;
        syncHeader({ currentTarget: target, scrollLeft: target.scrollLeft });
      }
    },
    [rowHeight, syncHeader],
  );

  const { start, end } = rowWindow(scrollTop, height, rowHeight, rows.length);
  const cells = useMemo(() => bodyCells(columns, scrollbarSize), [columns, scrollbarSize]);
  const drawn = [];
  for (let index = start; index < end; index += 1)
    drawn.push(<BodyRow key={index} row={rows[index]} index={index} cells={cells} height={rowHeight} />);

  return (
    <div
      ref={bodyRef as Ref<HTMLDivElement>}
      className="ant-table-body ts-virtual-body"
      data-testid="table-virtual-body"
      onScroll={onScroll}
      // No scroll anchoring: rows leaving the page must not make the browser move the scroll position.
      style={{ overflow: 'auto', height, overflowAnchor: 'none' }}
    >
      <table style={{ width: width - scrollbarSize, minWidth: '100%', tableLayout: 'fixed' }}>
        <colgroup>
          {cells.map((cell) => (
            <col key={cell.key} style={{ width: cell.colWidth }} />
          ))}
        </colgroup>
        <tbody className="ant-table-tbody">
          {start > 0 && (
            <tr aria-hidden style={{ height: start * rowHeight }}>
              <td colSpan={cells.length} style={SPACER_CELL} />
            </tr>
          )}
          {drawn}
          {end < rows.length && (
            <tr aria-hidden style={{ height: (rows.length - end) * rowHeight }}>
              <td colSpan={cells.length} style={SPACER_CELL} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

export default memo(VirtualBody) as typeof VirtualBody;
