/**
 * Enumerations the DSL schemas need that codes.ts does not hold (ECharts layout values and the designer grid).
 * Kept apart because codes.ts is owned by the lead; fold them in when convenient.
 */

/** ECharts axis kinds. */
export const AXIS_TYPES = ['category', 'value', 'time', 'log'] as const;
export type AxisType = (typeof AXIS_TYPES)[number];

/** Where an axis is drawn. */
export const AXIS_POSITIONS = ['top', 'bottom', 'left', 'right'] as const;
export type AxisPosition = (typeof AXIS_POSITIONS)[number];

/** ECharts dataZoom kinds: mouse-wheel/drag inside the plot, or a slider bar. */
export const DATA_ZOOM_TYPES = ['inside', 'slider'] as const;
export type DataZoomType = (typeof DATA_ZOOM_TYPES)[number];

/** Line dash styles of a series. */
export const LINE_TYPES = ['solid', 'dashed', 'dotted'] as const;
export type LineType = (typeof LINE_TYPES)[number];

/** Columns of the page layout grid (react-grid-layout). */
export const GRID_COLUMNS = 12;
