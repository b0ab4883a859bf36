/** Which rows of a virtual body exist in the page: arithmetic on the scroll position, whatever the row count. */

/** Rows drawn beyond each edge of the view, so a small scroll shows rows already there. */
export const OVERSCAN_ROWS = 4;

export interface RowWindow {
  /** First row drawn (inclusive). */
  start: number;
  /** Row after the last drawn (exclusive). */
  end: number;
}

/**
 * The rows a body of `viewHeight` pixels shows at `scrollTop`, every row `rowHeight` tall, plus OVERSCAN_ROWS on each
 * side. Constant time: no row is looked at, so a scroll costs the same for a thousand rows as for a million.
 */
export function rowWindow(scrollTop: number, viewHeight: number, rowHeight: number, rowCount: number): RowWindow {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight));
  const inView = Math.ceil(viewHeight / rowHeight) + 1;
  const start = Math.max(0, Math.min(first, rowCount - inView) - OVERSCAN_ROWS);
  const end = Math.min(rowCount, first + inView + OVERSCAN_ROWS);
  return { start, end };
}
