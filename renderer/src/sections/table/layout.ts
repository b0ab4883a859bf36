import { TEXT_WIDTH, columnWidth, textWidth } from '@tessera/schema/rules';
import { HEADER_ICON_ROOM } from './constants';
import type { ColumnSpec } from './columns';

/**
 * A column's pixel width. fix_width keeps the configured width (default 110) as it is. Otherwise the configured width
 * is the least the column gets, and it grows to fit its header (with room for the sort arrows and the description
 * icon) and the sampled cell texts, as the spec's text-width estimate measures them (capped at 500). Images are not
 * measured by their address, so they keep the configured width.
 */
export function columnPixelWidth(column: ColumnSpec, cellTexts: readonly string[]): number {
  const configured = columnWidth(column.width, []);
  if (column.fixWidth || column.special === 'image') return configured;
  const icons = (column.sortable ? 1 : 0) + (column.description ? 1 : 0);
  const header = Math.min(textWidth(column.header) + icons * HEADER_ICON_ROOM, TEXT_WIDTH.MAX);
  const cells = cellTexts.length ? columnWidth('auto', cellTexts) : 0;
  return Math.max(configured, header, cells);
}

/** The table body's height in pixels from table_basic.height (a number or a numeric text); null for 'auto' or unset. */
export function bodyHeight(height: number | string | null | undefined): number | null {
  const value = typeof height === 'string' && height.trim() !== '' ? Number(height) : height;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
