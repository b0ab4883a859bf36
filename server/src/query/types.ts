import type { Knex } from 'knex';
import type { Aggregate, DatasetColumn, Filter, FilterCondition, ReportQuery, Section } from '@tessera/schema/dsl';
import type { ColumnRole } from '@tessera/schema/api';
import type { CompiledSql, DataSourceKind } from '../datasources/types';
import type { DatasetRecord } from '../domains/datasets/types';

/** What the compiler reads of a dataset: its SQL (or table), its columns and the defaults of its `{{param}}`s. */
export type QueryDataset = Pick<DatasetRecord, 'sql' | 'table_name' | 'columns'> &
  Partial<Pick<DatasetRecord, 'params'>>;

export interface CompileInput {
  /** The section's stored configuration: it decides the columns and which filters exist. */
  section: Section;
  /** The dataset the section (or the payload's data_set_id) reads. */
  dataset: QueryDataset;
  payload: ReportQuery;
  kind: DataSourceKind;
  /** A knex instance of the source's dialect: quoting, bindings, toNative. Never connects here. */
  knex: Knex;
  /** The page's global filters: their keys are accepted in filter_condition like the section's own filters. */
  globalFilters?: readonly Filter[];
  /** Row permissions (per-user row conditions, same shape): ANDed, never matched against configured filters. */
  rowFilters?: readonly FilterCondition[];
  /**
   * Columns withheld from the caller (field authority): dropped from the result and listed in `masked`; a filter or
   * sort on one is refused with 403 naming it; an export simply leaves it out.
   */
  hiddenColumns?: ReadonlySet<string>;
  /** The instant relative dates (today, this week, past N days) are computed from; default: the clock. */
  now?: Date;
}

export type { ColumnRole };

/** A column of the result, in output order. */
export interface ResultColumn {
  key: string;
  /** Label: the export header when exporting, else the section's (or dataset's) column name. */
  name: string;
  role: ColumnRole;
  /** The aggregate of an indicator in a grouped query; absent for dimensions and plain rows. */
  aggregate?: Aggregate;
}

export interface CompiledReportQuery {
  data: CompiledSql;
  /** `SELECT COUNT(*) AS total FROM (…)`, when the payload asked for a page: it gives total_size. */
  count?: CompiledSql;
  columns: ResultColumn[];
  /** Section columns withheld from the caller, with their place among all of the section's columns. */
  masked: (ResultColumn & { position: number })[];
  /** The SQL with its bindings listed after it (never interpolated), for the admins' "show SQL". */
  sql_text_for_admins: string;
}

/** A piece of SQL with its `?` bindings; keys in it are already quoted identifiers. */
export interface Fragment {
  sql: string;
  bindings: Knex.Value[];
}

/** The dataset's columns by key. */
export type Catalog = ReadonlyMap<string, DatasetColumn>;
