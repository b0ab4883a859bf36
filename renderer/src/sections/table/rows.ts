import type { CompactReportData, ReportData, ReportRow } from '@tessera/schema/api';

/** A row as the answer holds it: an object keyed by column (the spec's shape) or an array of values (compact). */
export type TableRow = ReportRow | readonly unknown[];

/** Reads one column's value from a row. */
export type ReadCell = (row: TableRow) => unknown;

export interface TableRows {
  rows: readonly TableRow[];
  /** The reader of a column's values, bound once per column, so a cell read is one property or index access. */
  reader: (key: string) => ReadCell;
}

const NO_ROWS: readonly TableRow[] = [];
const byKey =
  (key: string): ReadCell =>
  (row) =>
    (row as ReportRow)[key];
const nothing: ReadCell = () => undefined;

export const isCompact = (data: ReportData | CompactReportData): data is CompactReportData =>
  Array.isArray((data as Partial<CompactReportData>).keys);

/**
 * The answer's rows as they came, whatever their shape: a compact answer's arrays are read by index, never turned
 * into objects (100,000 rows would be 100,000 objects built and kept).
 */
export function tableRows(data: ReportData | CompactReportData | null): TableRows {
  if (!data) return { rows: NO_ROWS, reader: byKey };
  if (!isCompact(data)) return { rows: data.rows, reader: byKey };
  const places = new Map(data.keys.map((key, index) => [key, index]));
  return {
    rows: data.rows,
    reader: (key) => {
      const place = places.get(key);
      // A column the rows do not carry (masked by field authority) reads as missing.
      return place === undefined ? nothing : (row) => (row as readonly unknown[])[place];
    },
  };
}
