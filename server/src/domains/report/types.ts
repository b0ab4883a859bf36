import type { LinkedSelectOption } from '@tessera/schema/dsl';

export type {
  CompactReportData,
  ReportColumn,
  ReportData,
  ReportPageInfo as ReportPage,
  SelectOption,
} from '@tessera/schema/api';

/** `new/data` with `explain: 1` (admins): the SQL that would run, never run. */
export interface ReportExplain {
  sql: string;
  bindings: unknown[];
  /** The total_size statement, when the query asked for a page. */
  count?: { sql: string; bindings: unknown[] };
  /** Both statements with their bindings listed after them, for display. */
  sql_text: string;
}

export type { LinkedSelectOption };
