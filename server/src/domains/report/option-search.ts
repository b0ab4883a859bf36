import type { CompiledSql, DataSourceKind } from '../../datasources/types';
import { textValue } from '../../query/values';

const ESCAPE = '!';
const escapeLike = (text: string): string => text.replace(/[!%_]/g, (ch) => ESCAPE + ch);

/** The column as text: comparable with a text pattern or list on every engine, whatever its type. */
function asText(kind: DataSourceKind, quoted: string): string {
  // utf8mb4 also takes four-byte characters a utf8mb3 column could not compare with, and makes a binary string
  // text, so LOWER applies to it.
  return kind === 'mysql' ? `CONVERT(${quoted} USING utf8mb4)` : `CAST(${quoted} AS TEXT)`;
}

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
  if (kind === 'postgres') return { sql: `${asText(kind, quoted)} ILIKE ${marker} ESCAPE '${ESCAPE}'`, pattern };
  return { sql: `LOWER(${asText(kind, quoted)}) LIKE ${marker} ESCAPE '${ESCAPE}'`, pattern: pattern.toLowerCase() };
}

/** What a search matches: the values containing `text`, and `labelled` (values whose display label contains it). */
export interface OptionSearch {
  text: string;
  labelled?: readonly string[];
}

/**
 * DISTINCT non-null values of one column of the compiled rows, sorted, at most `limit` (a validated integer);
 * with `search`, only values containing its text, ignoring case, or among its labelled values.
 */
export function distinctSql(
  kind: DataSourceKind,
  compiled: CompiledSql,
  quoted: string,
  limit: number,
  search?: OptionSearch,
): CompiledSql {
  const where = [`${quoted} IS NOT NULL`];
  const bindings: unknown[] = [...compiled.bindings];
  // The compiled SQL is native: PostgreSQL numbers its markers.
  const marker = () => (kind === 'postgres' ? `$${bindings.length + 1}` : '?');
  if (search) {
    const match = folded(kind, quoted, textValue(search.text, 'search', 'search'), marker());
    bindings.push(match.pattern);
    const labelled = search.labelled ?? [];
    if (labelled.length === 0) where.push(match.sql);
    else {
      const markers = labelled.map((value) => {
        const at = marker();
        bindings.push(value);
        return at;
      });
      where.push(`(${match.sql} OR ${asText(kind, quoted)} IN (${markers.join(', ')}))`);
    }
  }
  return {
    sql: `SELECT DISTINCT ${quoted} FROM (${compiled.sql}) AS v WHERE ${where.join(' AND ')} ORDER BY ${quoted} LIMIT ${limit}`,
    bindings,
  };
}
