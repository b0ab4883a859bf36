import type { ChartConfig } from '@tessera/schema/dsl';

/** Height of a chart whose config says 'auto' or nothing: ECharts needs a sized box to draw into. */
const DEFAULT_CHART_HEIGHT = 400;

/** chart_config.height in pixels: a number or a numeric string (spec section 5); 'auto', absent or 0 take the default. */
export function chartHeight(height: ChartConfig['height']): number {
  const pixels = typeof height === 'number' ? height : Number(height);
  return Number.isFinite(pixels) && pixels > 0 ? pixels : DEFAULT_CHART_HEIGHT;
}
