import { REPORT_TYPES, type Section } from '@tessera/schema/dsl';
import { isFlagOn } from '@tessera/schema/rules';
import type { SectionKind } from './types';

/**
 * The bodies a section shows, in order: a chart section (report_type 2 with a chart) draws its chart, and the
 * table under it when table_config.basic.have_table is on; otherwise show_type decides between cards and a table.
 * An experiment section (other_config.ab_report) shows the A/B report instead.
 */
export function sectionKinds(section: Section): SectionKind[] {
  if (section.other_config?.ab_report) return ['ab'];
  const chart = section.chart_config;
  if (section.report_type === REPORT_TYPES.CHART && chart && chart.have_chart !== 0) {
    return isFlagOn(section.table_config?.basic?.have_table) ? ['chart', 'table'] : ['chart'];
  }
  return [section.show_type === 'card' ? 'card' : 'table'];
}
