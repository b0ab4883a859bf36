import type { Section } from '../../section';
import type { SectionDataset } from '../columns';
import { at } from '../pointer';
import { error, type DocumentIssue } from '../types';

/**
 * In a bundle the section's dataset is at hand, so the columns the builder and the free-drag chart use must be
 * among its columns; otherwise the imported section queries a column that does not exist.
 */
export function sectionColumnsInDataset(
  section: Section,
  sectionAt: string,
  dataset: SectionDataset | undefined,
): DocumentIssue[] {
  if (!dataset) return [];
  const known = new Set(dataset.columns.map((c) => c.column_key));
  const missing = (key: string, pointer: string): DocumentIssue =>
    error(pointer, {
      en: `column "${key}" is not a column of dataset "${dataset.key}"`,
      zh: `字段 "${key}" 不是数据集 "${dataset.key}" 的字段`,
    });
  const issues: DocumentIssue[] = [];
  (section.column_config_model_list ?? []).forEach((column, i) => {
    if (!known.has(column.column_key))
      issues.push(missing(column.column_key, at(sectionAt, 'column_config_model_list', i, 'column_key')));
  });
  const free = section.chart_config?.free_chart_options;
  for (const list of ['dimension_list', 'indicator_list'] as const) {
    (free?.[list] ?? []).forEach((key, i) => {
      if (!known.has(key)) issues.push(missing(key, at(sectionAt, 'chart_config', 'free_chart_options', list, i)));
    });
  }
  return issues;
}
