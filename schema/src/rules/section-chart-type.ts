import { CHART_TYPES, COMPARE_TYPES, DEFAULT_COMPARE_TYPE, REPORT_TYPES, type ChartType } from '../dsl/codes';
import type { Section } from '../dsl';

const KNOWN: readonly number[] = Object.values(CHART_TYPES);

/**
 * What a section shows, as one code of CHART_TYPES (the admin's chart query searches by it): a chart section
 * (report_type 2 with a chart not switched off, as the renderer decides) shows the type its chart config draws —
 * free drag: `free_chart_type` when set, else `config_type`; every other section is cards (`show_type` card) or a
 * table. A code no chart type knows counts as a table.
 */
export function sectionChartType(section: Pick<Section, 'report_type' | 'chart_config' | 'show_type'>): ChartType {
  const chart = section.chart_config;
  if (section.report_type === REPORT_TYPES.CHART && chart && chart.have_chart !== 0) {
    const compare = chart.chart_compare_type ?? DEFAULT_COMPARE_TYPE;
    const code = (compare === COMPARE_TYPES.FREE_DRAG ? chart.free_chart_type : undefined) ?? chart.config_type;
    return code !== undefined && KNOWN.includes(code) ? code : CHART_TYPES.TABLE;
  }
  return section.show_type === 'card' ? CHART_TYPES.CARD : CHART_TYPES.TABLE;
}
