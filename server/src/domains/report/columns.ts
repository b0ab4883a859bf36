import type { BuilderColumn, DatasetColumn, Formatter, Section } from '@tessera/schema/dsl';
import { englishLabels, valueLabels } from '@tessera/schema/rules';
import type { CompiledReportQuery, ResultColumn } from '../../query';
import type { ReportColumn } from './types';

/** Spec section 3: indicators default to thousands with 2 decimals; dimensions are shown as they are. */
const DEFAULT_FORMATTER: Record<ResultColumn['role'], Formatter> = { indicator: 'thousands_point', dimension: 'none' };

/**
 * The column's English name (the builder column's translation, else the dataset column's, as the name itself comes
 * from the builder column, else the dataset) and English display labels, where there are any.
 */
function inEnglish(
  key: string,
  builder: readonly BuilderColumn[],
  dataset: DatasetColumn | undefined,
): Pick<ReportColumn, 'i18n'> {
  const named = builder.find((c) => c.column_key === key && c.column_name);
  const name = (named ? named.i18n?.en?.column_name : dataset?.i18n?.en?.column_name)?.trim();
  const labels = englishLabels(dataset?.display_values);
  if (!name && !labels) return {};
  return { i18n: { en: { ...(name ? { column_name: name } : {}), ...(labels ? { labels } : {}) } } };
}

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
    const shown = {
      column_key: column.key,
      column_name: column.name,
      role: column.role,
      formatter,
      ...(labels ? { labels } : {}),
      ...inEnglish(column.key, builder, dataset),
    };
    return column.masked ? { ...shown, masked: true } : shown;
  });
}
