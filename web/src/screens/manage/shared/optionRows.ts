import type { SelectOptionItem } from '@tessera/schema/api';
import { optionValueText, repeatedOptionValues } from '@tessera/schema/rules';

/** A row of the values grid: texts as typed, and whether the stored value was a number. */
export interface OptionRow {
  key: string;
  name: string;
  value: string;
  numeric: boolean;
}

let sequence = 0;
export const newRowKey = () => `row-${++sequence}`;

export function emptyRow(): OptionRow {
  return { key: newRowKey(), name: '', value: '', numeric: false };
}

export function toRows(items: readonly SelectOptionItem[]): OptionRow[] {
  return items.map((item) => ({
    key: newRowKey(),
    name: item.name,
    value: optionValueText(item.value),
    numeric: typeof item.value === 'number',
  }));
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The items to save: trimmed texts; a value stored as a number stays one while it still reads as one. */
export function toItems(rows: readonly OptionRow[]): SelectOptionItem[] {
  return rows.map((row) => {
    const value = row.value.trim();
    return { name: row.name.trim(), value: row.numeric && NUMBER.test(value) ? Number(value) : value };
  });
}

/**
 * Rows of text copied from a spreadsheet: one per line, cells separated by tabs (what Excel, Numbers and Google
 * Sheets put on the clipboard). Two cells are label and value, in the grid's order; one cell is both. Blank lines
 * are skipped; cells past the second are ignored.
 */
export function parseSpreadsheet(text: string): OptionRow[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.split('\t').map((cell) => cell.trim()))
    .filter((cells) => cells.some((cell) => cell !== ''))
    .map(([name = '', value = '']) => ({
      key: newRowKey(),
      name: name || value,
      value: value || name,
      numeric: false,
    }));
}

export interface RowProblems {
  /** Keys of the rows whose value repeats an earlier row's. */
  duplicateKeys: Set<string>;
  /** The repeated values, once each. */
  duplicateValues: string[];
  /** 1-based numbers of the rows with an empty label or value. */
  blankRows: number[];
}

/** What the server would refuse: repeated values (the same rule) and empty labels or values. */
export function rowProblems(rows: readonly OptionRow[]): RowProblems {
  const items = toItems(rows);
  const repeats = repeatedOptionValues(items);
  return {
    duplicateKeys: new Set(repeats.map((i) => rows[i].key)),
    duplicateValues: [...new Set(repeats.map((i) => optionValueText(items[i].value)))],
    blankRows: items.flatMap((item, i) => (item.name === '' || item.value === '' ? [i + 1] : [])),
  };
}
