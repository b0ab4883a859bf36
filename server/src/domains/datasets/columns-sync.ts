import type { DatasetColumn } from '@tessera/schema/dsl';
import { guessColumn, type TableColumn } from './guess';

export interface ColumnDiff {
  added: DatasetColumn[];
  /** Declared columns the statement no longer produces. */
  removed: DatasetColumn[];
  /** The columns after applying: the produced order, declared ones kept as they are, new ones guessed. */
  columns: DatasetColumn[];
}

/** Declared columns as the editor sent them: only entries with a key take part (the save checks the rest). */
export function declaredColumns(columns: readonly unknown[]): DatasetColumn[] {
  return columns.filter(
    (c): c is DatasetColumn =>
      typeof c === 'object' && c !== null && typeof (c as { column_key?: unknown }).column_key === 'string',
  );
}

/**
 * What re-reading a statement's columns changes. A declared column is matched by name as the engine matches names
 * (`fold`), and kept with everything the admin typed (label, type, display values); `typeOf` gives the database
 * type of a new column, from which it is guessed like a table's columns.
 */
export function diffColumns(
  declared: readonly DatasetColumn[],
  produced: readonly string[],
  fold: (name: string) => string,
  typeOf: (name: string) => TableColumn,
): ColumnDiff {
  const byName = new Map<string, DatasetColumn>();
  for (const column of declared) if (!byName.has(fold(column.column_key))) byName.set(fold(column.column_key), column);
  const producedNames = new Set(produced.map(fold));
  const added: DatasetColumn[] = [];
  const columns = produced.map((name) => {
    const kept = byName.get(fold(name));
    if (kept) return kept;
    const guessed = guessColumn(typeOf(name));
    added.push(guessed);
    return guessed;
  });
  const removed = declared.filter((c) => !producedNames.has(fold(c.column_key)));
  return { added, removed, columns };
}
