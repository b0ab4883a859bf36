import type { DatasetColumn, Formatter, Section } from '@tessera/schema/dsl';
import { englishLabels, valueLabels } from '@tessera/schema/rules';
import type { CompiledReportQuery, ResultColumn } from '../../query';
import type { ReportColumn } from './types';

/** Spec section 3: indicators default to thousands with 2 decimals; dimensions are shown as they are. */
const DEFAULT_FORMATTER: Record<ResultColumn['role'], Formatter> = { indicator: 'thousands_point', dimension: 'none' };

/**
 * The answer's columns: the compiler's (key, label, role) plus the formatter the browser applies — the builder
 * column's, else the table column's props, else the dataset column's, else the role's default — and the dataset
 * column's display values, which the page shows instead of the raw values. Columns withheld from the caller keep
 * their place, marked `masked` (the table shows the header with a lock and no values).
 */
export function reportColumns(
  compiled: Pick<CompiledReportQuery, 'columns' | 'masked'>,
  section: Section,
  datasetColumns: readonly DatasetColumn[],
): ReportColumn[] {
  const builder = section.column_config_model_list ?? [];
  const table = section.table_config?.columns ?? [];
  const columns: (ResultColumn & { masked?: true })[] = [...compiled.columns];
  for (const { position, ...column } of compiled.masked)
    columns.splice(Math.min(position, columns.length), 0, { ...column, masked: true });
  return columns.map((column) => {
    const dataset = datasetColumns.find((c) => c.column_key === column.key);
    const formatter =
      builder.find((c) => c.column_key === column.key)?.formatter ??
      table.find((c) => c.column_key === column.key)?.props?.formatter ??
      dataset?.formatter ??
      DEFAULT_FORMATTER[column.role];
    const labels = valueLabels(dataset?.display_values);
    const labelsEn = englishLabels(dataset?.display_values);
    const shown = {
      column_key: column.key,
      column_name: column.name,
      role: column.role,
      formatter,
      ...(labels ? { labels } : {}),
      ...(labelsEn ? { i18n: { en: { labels: labelsEn } } } : {}),
    };
    return column.masked ? { ...shown, masked: true } : shown;
  });
}
