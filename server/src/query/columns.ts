import {
  CHART_TYPES,
  COLUMN_TYPES,
  COMPARE_TYPES,
  DEFAULT_AGGREGATE,
  DEFAULT_COMPARE_TYPE,
  DEFAULT_SORTS,
  type Aggregate,
  type DefaultSort,
  type Section,
  type SortOrder,
} from '@tessera/schema/dsl';
import { queryError } from './errors';
import type { Catalog, ColumnRole } from './types';

/** A column the section shows, resolved against the dataset. */
export interface QueryColumn {
  key: string;
  name: string;
  role: ColumnRole;
  /** Indicators only: the builder column's aggregate, else the dataset column's, else SUM. */
  aggregate?: Aggregate;
  /** The configured initial sort, used when the payload sorts nothing. */
  defaultSort?: SortOrder;
  /** Where the key came from, for messages. */
  field: string;
}

const sortOf = (code: DefaultSort | undefined): SortOrder | undefined =>
  code === DEFAULT_SORTS.ASC ? 'asc' : code === DEFAULT_SORTS.DESC ? 'desc' : undefined;

interface Candidate {
  key: string;
  name?: string;
  role?: ColumnRole;
  aggregate?: Aggregate;
  defaultSort?: SortOrder;
  field: string;
}

/** Builder columns picked for the section (selected absent counts as picked, as in the schema rules). */
function builderCandidates(section: Section): Candidate[] {
  return (section.column_config_model_list ?? [])
    .map((column, i) => ({ column, i }))
    .filter(({ column }) => column.selected !== 0)
    .map(({ column, i }) => ({
      key: column.column_key,
      name: column.column_name,
      role: column.column_type === COLUMN_TYPES.INDICATOR ? 'indicator' : 'dimension',
      aggregate: column.aggregate,
      defaultSort: sortOf(column.default_sort),
      field: `section.column_config_model_list.${i}.column_key`,
    }));
}

/** Table columns: the templates list a table's columns here only; type and aggregate come from the dataset. */
function tableCandidates(section: Section): Candidate[] {
  return (section.table_config?.columns ?? []).map((column, i) => ({
    key: column.column_key,
    name: column.column_name,
    defaultSort: sortOf(column.sort_type),
    field: `section.table_config.columns.${i}.column_key`,
  }));
}

/** Free-drag lists, when the section draws a free-drag chart (compare type 4, the default). */
function freeDragCandidates(section: Section): Candidate[] {
  const chart = section.chart_config;
  if (!chart || chart.have_chart === 0 || chart.config_type === CHART_TYPES.TABLE) return [];
  if ((chart.chart_compare_type ?? DEFAULT_COMPARE_TYPE) !== COMPARE_TYPES.FREE_DRAG) return [];
  const builder = section.column_config_model_list ?? [];
  const options = chart.free_chart_options ?? {};
  const list = (keys: readonly string[] | undefined, role: ColumnRole, name: string): Candidate[] =>
    (keys ?? []).map((key, i) => ({
      key,
      role,
      aggregate: builder.find((c) => c.column_key === key)?.aggregate,
      field: `section.chart_config.free_chart_options.${name}.${i}`,
    }));
  return [
    ...list(options.dimension_list, 'dimension', 'dimension_list'),
    ...list(options.indicator_list, 'indicator', 'indicator_list'),
  ];
}

/**
 * The columns of the result, in order: the selected builder columns (or, without any, the table columns), then
 * the free-drag lists. Every key must be a dataset column (400 naming it). A key listed twice keeps its first
 * place and role.
 */
export function sectionColumns(section: Section, catalog: Catalog): QueryColumn[] {
  const builder = builderCandidates(section);
  const candidates = [...(builder.length > 0 ? builder : tableCandidates(section)), ...freeDragCandidates(section)];
  const columns: QueryColumn[] = [];
  for (const candidate of candidates) {
    const dataset = catalog.get(candidate.key);
    if (!dataset) throw queryError('query.unknown_column', { key: String(candidate.key) }, candidate.field);
    if (columns.some((c) => c.key === candidate.key)) continue;
    const role = candidate.role ?? (dataset.column_type === COLUMN_TYPES.INDICATOR ? 'indicator' : 'dimension');
    columns.push({
      key: candidate.key,
      name: candidate.name || dataset.column_name,
      role,
      ...(role === 'indicator' ? { aggregate: candidate.aggregate ?? dataset.aggregate ?? DEFAULT_AGGREGATE } : {}),
      ...(candidate.defaultSort ? { defaultSort: candidate.defaultSort } : {}),
      field: candidate.field,
    });
  }
  if (columns.length === 0) throw queryError('query.no_columns', {}, 'section');
  return columns;
}
