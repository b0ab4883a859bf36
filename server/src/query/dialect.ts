import type { Knex } from 'knex';
import type { DatasetColumn } from '@tessera/schema/dsl';
import { clientOf } from '../datasources/knex-internals';
import type { DataSourceKind } from '../datasources/types';
import { queryError } from './errors';

/**
 * Characters a key may not carry into SQL even quoted: `?` would become a knex binding marker, a backslash
 * could escape one, `*` and `[n]` get special treatment from knex's quoting, control characters (NUL)
 * are rejected by PostgreSQL. Keys come from the dataset, so this only fences off odd admin-made keys.
 */
const UNSAFE_IDENTIFIER = /[?\\*[\]\p{Cc}]/u;

/** Declared types whose values are not text: string operators compare their text form. */
const NON_TEXT_TYPE = /int|dec|num|float|double|real|date|time|year|bool|bit|serial|money/i;

export interface Dialect {
  kind: DataSourceKind;
  /** A quoted identifier, through knex's own quoting (no splitting on dots or " as "). */
  id(key: string, field: string): string;
  /** The column as text for string operators (see `textOf`). */
  text(quoted: string, column: DatasetColumn | undefined): string;
  /** A numeric binding marker: PostgreSQL needs the cast, or 2.5 compared with an integer column fails. */
  numberMarker: string;
}

export function dialectOf(kind: DataSourceKind, knex: Knex): Dialect {
  return {
    kind,
    id(key, field) {
      if (key === '' || UNSAFE_IDENTIFIER.test(key)) throw queryError('query.unsupported_key', { key }, field);
      const quoted = clientOf(knex).wrapIdentifier(key, undefined);
      if (typeof quoted !== 'string') throw new TypeError('knex returned no identifier');
      return quoted;
    },
    text(quoted, column) {
      return textOf(kind, quoted, column);
    },
    numberMarker: kind === 'postgres' ? 'CAST(? AS NUMERIC)' : '?',
  };
}

/**
 * String operators compare text. PostgreSQL has no implicit cast from numbers or dates to text, so it always
 * casts (free on text columns: text→text is a no-op and indexes stay usable). MySQL would instead turn the
 * text into a number ('abc' = 0 matches zeros), so columns the dataset declares non-textual are cast there
 * too; SQLite likewise, for the same results.
 */
function textOf(kind: DataSourceKind, quoted: string, column: DatasetColumn | undefined): string {
  if (kind === 'postgres') return `CAST(${quoted} AS TEXT)`;
  const nonText = column !== undefined && (column.column_type === 1 || NON_TEXT_TYPE.test(column.data_type ?? ''));
  if (!nonText) return quoted;
  return kind === 'mysql' ? `CAST(${quoted} AS CHAR)` : `CAST(${quoted} AS TEXT)`;
}
