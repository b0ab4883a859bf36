import type { CompiledSql, DataSourceKind } from '../../datasources/types';
import { textValue } from '../../query/values';

const ESCAPE = '!';
const escapeLike = (text: string): string => text.replace(/[!%_]/g, (ch) => ESCAPE + ch);

/**
 * The column's text, folded for a case-insensitive match on every engine: filter conditions follow the column's
 * collation (PostgreSQL and `_bin` collations are case-sensitive), but a search box is expected to find "USA" from
 * "usa". PostgreSQL has ILIKE; elsewhere both sides are lower-cased (the pattern in JS). SQLite's lower() folds
 * ASCII only, as its LIKE does.
 */
function folded(
  kind: DataSourceKind,
  quoted: string,
  search: string,
  marker: string,
): { sql: string; pattern: string } {
  const pattern = `%${escapeLike(search)}%`;
  if (kind === 'postgres') return { sql: `CAST(${quoted} AS TEXT) ILIKE ${marker} ESCAPE '${ESCAPE}'`, pattern };
  // utf8mb4 also takes four-byte characters a utf8mb3 column could not compare with, and makes a binary string
  // text, so LOWER applies to it.
  const text = kind === 'mysql' ? `CONVERT(${quoted} USING utf8mb4)` : `CAST(${quoted} AS TEXT)`;
  return { sql: `LOWER(${text}) LIKE ${marker} ESCAPE '${ESCAPE}'`, pattern: pattern.toLowerCase() };
}

/**
 * DISTINCT non-null values of one column of the compiled rows, sorted, at most `limit` (a validated integer);
 * with `search`, only values containing it, ignoring case.
 */
export function distinctSql(
  kind: DataSourceKind,
  compiled: CompiledSql,
  quoted: string,
  limit: number,
  search?: string,
): CompiledSql {
  const where = [`${quoted} IS NOT NULL`];
  const bindings = [...compiled.bindings];
  if (search) {
    // The compiled SQL is native: PostgreSQL numbers its markers.
    const marker = kind === 'postgres' ? `$${bindings.length + 1}` : '?';
    const match = folded(kind, quoted, textValue(search, 'search', 'search'), marker);
    where.push(match.sql);
    bindings.push(match.pattern);
  }
  return {
    sql: `SELECT DISTINCT ${quoted} FROM (${compiled.sql}) AS v WHERE ${where.join(' AND ')} ORDER BY ${quoted} LIMIT ${limit}`,
    bindings,
  };
}
