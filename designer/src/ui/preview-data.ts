import type { ChartConfig, Page, Section } from '@tessera/schema/dsl';

/**
 * Chart settings that only change how the rows are drawn. The data service never reads them when it compiles a
 * section's query (server/src/query/columns.ts reads have_chart, config_type, chart_compare_type and
 * free_chart_options of a chart), and the renderer asks for data by section, filters, sort and page: an edit of one
 * of these (a legend switch, a tooltip, an axis, the series' looks) needs no new data, only a new drawing.
 */
export const DRAWING_ONLY_CHART_KEYS: readonly (keyof ChartConfig)[] = [
  'legend',
  'tooltip',
  'grid',
  'data_zoom',
  'height',
  'series',
  'x_axis',
  'y_axis',
  'category_axis',
  'reverse_axis',
];

const shapes = new WeakMap<Section, string>();

/** A section as far as its data goes (as text): equal for two configs whose answers are the same. */
export function dataShape(section: Section): string {
  let shape = shapes.get(section);
  if (shape === undefined) {
    const chart = section.chart_config;
    if (chart) {
      const kept: Partial<ChartConfig> = { ...chart };
      for (const key of DRAWING_ONLY_CHART_KEYS) delete kept[key];
      shape = JSON.stringify({ ...section, chart_config: kept });
    } else shape = JSON.stringify(section);
    shapes.set(section, shape);
  }
  return shape;
}

/**
 * The page as far as the preview's data goes: its sections' data shapes and the rest of the page but its layout. An
 * edit that leaves it as it was gives the renderer no new client, so no section asks for data again nor goes through
 * loading; the edited section is drawn again from the rows it has. Section ids with errors are part of it: a section
 * the schema refuses shows its messages instead of a chart, which takes a new answer.
 */
export function pageDataKey(doc: Page, sectionsWithErrors: readonly number[]): string {
  const { sections, layout: _layout, ...rest } = doc;
  return [JSON.stringify(rest), ...sections.map(dataShape), JSON.stringify(sectionsWithErrors)].join('\n');
}
