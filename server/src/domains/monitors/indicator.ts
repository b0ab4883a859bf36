import type { BuilderColumn, Filter, FilterCondition, ReportQuery, Section } from '@tessera/schema/dsl';
import { COLUMN_TYPES } from '@tessera/schema/dsl';
import type { DataSource } from '../../datasources/types';
import { compileReportQuery, normalizeRows, type CompiledReportQuery } from '../../query';
import type { DatasetRecord } from '../datasets/types';

/** What a check reads of a monitor to build its query. */
export interface IndicatorSpec {
  indicator: string;
  time_column: string | null;
  filter_condition: FilterCondition[];
}

/** One period of the indicator: the time column's value (absent without one) and the aggregated value. */
export interface Period {
  time: unknown;
  value: number | null;
}

const FILTER_KIND = { date: 'datepicker', indicator: 'between', string: 'select' } as const;

/**
 * The monitor as a section the report compiler understands: the time column as the one dimension (each value a
 * period), the indicator aggregated by the dataset's rule, and a filter for every condition key, so the compiler
 * checks each key against the dataset and each operator against its value type exactly as for a report.
 */
function monitorSection(spec: IndicatorSpec): Section {
  const columns: BuilderColumn[] = [];
  if (spec.time_column)
    columns.push({ column_key: spec.time_column, column_name: spec.time_column, column_type: COLUMN_TYPES.DIMENSION });
  columns.push({ column_key: spec.indicator, column_name: spec.indicator, column_type: COLUMN_TYPES.INDICATOR });
  const filters: Filter[] = [];
  for (const c of spec.filter_condition)
    if (!filters.some((f) => f.class_en === c.key))
      filters.push({ name: c.key, class_en: c.key, type: FILTER_KIND[c.value_type], filter_type: c.value_type });
  return { id: 'monitor', title: 'monitor', column_config_model_list: columns, filter_config_model_list: filters };
}

/**
 * The latest `count` periods, newest first (one row, the whole filtered set, without a time column). Compiled by the
 * report compiler: 400 naming the field for a bad key, operator or value, before anything runs.
 */
export function compileIndicator(
  spec: IndicatorSpec,
  dataset: Pick<DatasetRecord, 'sql' | 'table_name' | 'columns' | 'params'>,
  source: Pick<DataSource, 'kind' | 'knex'>,
  count: number,
): CompiledReportQuery {
  const payload: ReportQuery = {
    diagram_id: 'monitor',
    filter_condition: spec.filter_condition,
    sort_key_map: spec.time_column ? { [spec.time_column]: 'desc' } : {},
  };
  const compiled = compileReportQuery({
    section: monitorSection(spec),
    dataset,
    payload: spec.time_column ? { ...payload, page: { page: 1, page_size: count } } : payload,
    kind: source.kind,
    knex: source.knex,
  });
  return compiled;
}

/** Runs the compiled statement on the dataset's source and reads the periods. */
export async function readPeriods(
  spec: IndicatorSpec,
  compiled: CompiledReportQuery,
  source: DataSource,
  timeoutMs: number,
): Promise<Period[]> {
  const rows = normalizeRows(await source.query(compiled.data, { timeoutMs }), compiled.columns);
  return rows.map((row) => {
    const raw = row[spec.indicator];
    const value = typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
    return { time: spec.time_column ? row[spec.time_column] : undefined, value };
  });
}
