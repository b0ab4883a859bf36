/** Limits of the table body. */

/** More rows than this held in the browser without paging are drawn virtually (only the rows in view exist). */
export const VIRTUAL_ROW_THRESHOLD = 200;

/**
 * Height of a row of a virtual table: antd's small cell (8 px padding, a 22 px line, a 1 px border). The cells keep
 * to one line (ellipsis), so every row is this tall and the rows in view follow from the scroll position.
 */
export const VIRTUAL_ROW_HEIGHT = 39;

/** Body height of a virtual table whose height is 'auto' or unset: a virtual list needs a fixed height. */
export const VIRTUAL_BODY_HEIGHT = 480;

/**
 * An export above this many cells (rows × fields) first asks the user to reduce the selected fields (spec section 8):
 * 10,000 rows of 20 fields is about where a CSV stops being quick to produce and to open.
 */
export const EXPORT_CONFIRM_CELLS = 200_000;

/** Rows whose texts a column's width estimate looks at. */
export const WIDTH_SAMPLE_ROWS = 50;

/** Room the sort arrows and the description icon take beside a header's text. */
export const HEADER_ICON_ROOM = 22;

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];
