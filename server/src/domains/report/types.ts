import type { Formatter, LinkedSelectOption } from '@tessera/schema';
import type { Row } from '../../datasources/types';
import type { ColumnRole } from '../../query';

/** A column of a report answer, in output order. */
export interface ReportColumn {
  column_key: string;
  /** The section's label (the export header when exporting). */
  column_name: string;
  role: ColumnRole;
  /** How the browser shows the values: builder column, else table column, else dataset column, else the role's default. */
  formatter: Formatter;
}

export interface ReportPage {
  page: number;
  page_size: number;
  total_size: number;
}

/** `new/data` and `new/config/data`. */
export interface ReportData {
  columns: ReportColumn[];
  /** Indicator values as numbers; keys in column order. */
  rows: Row[];
  /** Present when the query asked for a page. */
  page?: ReportPage;
}

/** `new/data` with `explain: 1` (admins): the SQL that would run, never run. */
export interface ReportExplain {
  sql: string;
  bindings: unknown[];
  /** The total_size statement, when the query asked for a page. */
  count?: { sql: string; bindings: unknown[] };
  /** Both statements with their bindings listed after them, for display. */
  sql_text: string;
}

/** `select-options`. */
export interface SelectOption {
  name: string;
  value: string | number;
}

export type { LinkedSelectOption };
