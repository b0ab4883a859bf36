import { parse, scan } from 'libpg-query';
import type { CompiledSql } from '../types';

interface PgUtils {
  prepareValue: (value: unknown) => unknown;
  escapeLiteral: (text: string) => string;
}
// pg ships no types here; these two are what the driver itself uses to send a parameter and to quote a literal.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- pg/lib/utils has no ESM entry nor types
const { prepareValue, escapeLiteral } = require('pg/lib/utils') as PgUtils;

/**
 * Result column types whose text in COPY … CSV is exactly what the cursor path writes (node-postgres' parsers, our
 * date/int8 parsers, csv-stringify's casts): numbers, text and date/time types. Booleans (t/f vs true/false),
 * bytea, json, arrays, intervals and the rest differ, so a result holding one takes the cursor path.
 */
export const COPY_SAME_TEXT_TYPES = new Set([
  21, // int2
  23, // int4
  20, // int8
  26, // oid
  700, // float4
  701, // float8
  1700, // numeric
  25, // text
  1043, // varchar
  1042, // bpchar
  19, // name
  1082, // date
  1114, // timestamp
  1184, // timestamptz
  1083, // time
  1266, // timetz
  2950, // uuid
]);

/** One binding as a SQL literal, or null when it cannot be written as one exactly (bytes, objects). */
function literal(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return null;
  // The text node-postgres would send for the parameter, quoted by its own escapeLiteral (E'…' when it holds a
  // backslash). A quoted literal has PostgreSQL's type `unknown`, exactly like an untyped parameter of the extended
  // protocol, so the statement is planned the same way.
  const text = prepareValue(value);
  return typeof text === 'string' ? escapeLiteral(text) : null;
}

const isCopyOfQueryToStdout = (stmt: Record<string, unknown> | undefined): boolean => {
  const copy = stmt?.CopyStmt as Record<string, unknown> | undefined;
  return !!copy && !!copy.query && !copy.is_from && !copy.is_program && !copy.filename;
};

/**
 * `COPY (<sql>) TO STDOUT WITH (FORMAT csv)` for a compiled SELECT with `$n` bindings, or null when it cannot be made
 * safely (then the caller streams through the cursor). COPY takes no parameters, so each binding is inlined as a
 * literal: the `$n` markers are found by PostgreSQL's own lexer (libpg-query's scan: never a `$1` inside a string,
 * a quoted name or a comment), each value is quoted by node-postgres' escapeLiteral (no string concatenation of
 * user input into SQL text), and the final statement is parsed again with PostgreSQL's parser: it must be one COPY
 * of a query to STDOUT, or nothing runs.
 */
export async function copyStatement(compiled: CompiledSql): Promise<string | null> {
  const literals = compiled.bindings.map(literal);
  if (literals.some((l) => l === null)) return null;
  const bytes = Buffer.from(compiled.sql, 'utf8');
  let tokens: { start: number; end: number; tokenName: string; text: string }[];
  try {
    tokens = (await scan(compiled.sql)).tokens;
  } catch {
    return null;
  }
  const parts: string[] = [];
  let at = 0;
  // Token offsets are in UTF-8 bytes.
  for (const token of tokens) {
    if (token.tokenName !== 'PARAM') continue;
    const index = Number(token.text.slice(1)) - 1;
    if (!Number.isInteger(index) || index < 0 || index >= literals.length) return null;
    parts.push(bytes.toString('utf8', at, token.start), literals[index] as string);
    at = token.end;
  }
  parts.push(bytes.toString('utf8', at));
  const statement = `COPY (${parts.join('')}) TO STDOUT WITH (FORMAT csv)`;
  try {
    const { stmts } = (await parse(statement)) as { stmts?: { stmt?: Record<string, unknown> }[] };
    return stmts?.length === 1 && isCopyOfQueryToStdout(stmts[0].stmt) ? statement : null;
  } catch {
    return null;
  }
}
