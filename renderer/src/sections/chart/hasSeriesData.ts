import type { ChartOption } from '@tessera/schema/charts';

/**
 * True when some series has a point to draw; all gaps (null) count as nothing, so the section says 'no data'. A
 * Sankey draws its links: without one there is nothing.
 */
export function hasSeriesData(option: ChartOption): boolean {
  return option.series.some((series) =>
    series.type === 'sankey'
      ? series.links.length > 0
      : series.data.some((datum) =>
          datum !== null && typeof datum === 'object' ? datum.value !== null : datum !== null,
        ),
  );
}
