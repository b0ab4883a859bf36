import type { Section } from '../../section';
import { fieldNature, usesFreeDrag, type SectionContext } from '../columns';
import { at } from '../pointer';
import { error, type DocumentIssue } from '../types';
import { ZONE_MESSAGES, aboutColumn } from './zone-messages';

/**
 * The free-drag chart has the same two zones: dimension_list takes dimensions, indicator_list numeric fields
 * (spec section 5). A key the document does not describe is left alone here.
 */
export function freeDragZoneFields(section: Section, sectionAt: string, context: SectionContext): DocumentIssue[] {
  const chart = section.chart_config;
  if (!chart || !usesFreeDrag(chart)) return [];
  const issues: DocumentIssue[] = [];
  const base = at(sectionAt, 'chart_config', 'free_chart_options');
  (chart.free_chart_options?.dimension_list ?? []).forEach((key, i) => {
    if (fieldNature(section, context, key).indicator === true)
      issues.push(error(at(base, 'dimension_list', i), aboutColumn(ZONE_MESSAGES.dimensionOnly, key)));
  });
  (chart.free_chart_options?.indicator_list ?? []).forEach((key, i) => {
    if (fieldNature(section, context, key).numeric === false)
      issues.push(error(at(base, 'indicator_list', i), aboutColumn(ZONE_MESSAGES.valueOnly, key)));
  });
  return issues;
}
