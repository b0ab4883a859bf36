import { CHART_TYPES, COMPARE_TYPES, REPORT_TYPES, type ChartType, type Section } from '@tessera/schema';

/** What a section shows, as the outline names it (i18n key `report.kind.<kind>`). */
export type SectionKind = 'table' | 'card' | 'line' | 'bar' | 'pie' | 'lineBar' | 'funnel';

const BY_CHART_TYPE: Record<ChartType, SectionKind> = {
  [CHART_TYPES.TABLE]: 'table',
  [CHART_TYPES.LINE]: 'line',
  [CHART_TYPES.BAR]: 'bar',
  [CHART_TYPES.PIE]: 'pie',
  [CHART_TYPES.LINE_BAR]: 'lineBar',
  [CHART_TYPES.CARD]: 'card',
  [CHART_TYPES.FUNNEL]: 'funnel',
};

/**
 * A chart section (report_type 2 with a chart) is named by its chart type code — in free-drag mode the type chosen
 * there, as the chart builder draws it; otherwise show_type decides between cards and the default table.
 */
export function sectionKind(section: Section): SectionKind {
  const chart = section.chart_config;
  if (section.report_type === REPORT_TYPES.CHART && chart && chart.have_chart !== 0) {
    const freeDrag = (chart.chart_compare_type ?? COMPARE_TYPES.FREE_DRAG) === COMPARE_TYPES.FREE_DRAG;
    const code = freeDrag && chart.free_chart_type !== undefined ? chart.free_chart_type : chart.config_type;
    return BY_CHART_TYPE[code] ?? 'table';
  }
  return section.show_type === 'card' ? 'card' : 'table';
}

/** Names of the filters staff see on the section (hidden ones, is_show 0, only feed the query). */
export function visibleFilterNames(section: Section): string[] {
  return (section.filter_config_model_list ?? []).filter((f) => f.is_show !== 0).map((f) => f.name || f.class_en);
}
