import type { Formatter } from '../dsl/codes';

/** Whether a report column groups rows (dimension) or is aggregated (indicator). */
export type ColumnRole = 'dimension' | 'indicator';

/** A column of a report answer, in output order. */
export interface ReportColumn {
  column_key: string;
  /** The section's label (the export header when exporting). */
  column_name: string;
  role: ColumnRole;
  /** How the browser shows the values: builder column, else table column, else dataset column, else the role's default. */
  formatter: Formatter;
  /**
   * The dataset column's display values (raw value's text → label), present when it has labels: the page shows the
   * label wherever the value appears (cells, categories, legends); the rows keep the raw value.
   */
  labels?: Record<string, string>;
  /** Name and labels in other languages, where translated (the whole lookup, untranslated values keep their
   * default label); the page picks its reader's (`localized`). */
  i18n?: { en?: { column_name?: string; labels?: Record<string, string> } };
  /** Withheld from the caller by field authority: the rows carry no value for it. */
  masked?: boolean;
}

export type ReportRow = Record<string, unknown>;

export interface ReportPageInfo {
  page: number;
  page_size: number;
  total_size: number;
}

/** `new/data` and `new/config/data`. */
export interface ReportData {
  columns: ReportColumn[];
  /** Indicator values as numbers; keys in column order. */
  rows: ReportRow[];
  /** Present when the query asked for a page. */
  page?: ReportPageInfo;
}

/**
 * `new/data` asked with `compact: 1` (and the queries a `new/data/batch` names in `compact`): the same answer with
 * the rows' keys once and each row an array of its values in their order, so a big unpaged table travels and parses
 * without a key per cell and is read without building an object per row. The web app's tables ask for it; every
 * other client gets `ReportData` unless it asks.
 */
export interface CompactReportData {
  columns: ReportColumn[];
  /** The rows' keys in the order of each row's values (a masked column has none). */
  keys: string[];
  rows: unknown[][];
  page?: ReportPageInfo;
}

/** An option of `select-options`. */
export interface SelectOption {
  name: string;
  value: string | number;
  /** The name in other languages (a translated option or display value); the page picks its reader's. */
  i18n?: { en?: { name?: string } };
}

/** A stored comment on a chart point, as `/api/comment/get|add|update` return it. */
export interface ChartCommentRecord {
  id: number;
  diagram_id: number;
  content: string;
  url: string;
  title: string;
  conditions: Record<string, unknown>;
  field_value: Record<string, string | number | null>;
  username: string;
  realname: string | null;
  created_at: string;
  updated_at: string;
  /** The caller may change or delete it: its author, or an admin. */
  can_edit: boolean;
}
