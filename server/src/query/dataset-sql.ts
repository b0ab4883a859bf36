import type { DataSourceKind } from '../datasources/types';
import { queryError } from './errors';

/**
 * Reads an admin-written dataset SQL once, so it can be wrapped as `(<sql>) AS t` and carry bound filter values.
 *
 * Supported: `'…'` strings ('' doubling; backslash escapes on MySQL and in PostgreSQL E'…'), `"…"` and `` `…` ``
 * quoting, SQLite `[…]`, PostgreSQL `$tag$…$tag$`, `--` comments (MySQL: followed by a space, as MySQL reads
 * them), MySQL `#` comments, `/* … *\/` (nested on PostgreSQL). Inside any of those `{{name}}` is plain text.
 * Comments are dropped (a trailing `-- note` would otherwise swallow the `) AS t` around it), except MySQL's
 * `/*! … *\/` and `/*+ … *\/`, which are code. One trailing `;` is dropped; a second statement is refused.
 *
 * knex reads every `?` as a binding marker (and PostgreSQL numbers them `$n`), so the only `?` left in the
 * SQL must be ours: a plain single-quoted literal holding `?` ('https://x?y') is lifted into a binding of the
 * same text; any other `?` (a PostgreSQL jsonb `?` operator, `?` in an identifier or a prefixed literal such
 * as E'…' or _utf8'…'), PostgreSQL `$1` and SQLite `:name` / `@name` / `$name` parameters are refused with a
 * 400 naming the problem.
 */

export interface Placeholder {
  /** The name inside the braces (resolved against the filter keys later, see source.ts). */
  name: string;
  /** As written, for messages: `{{ dt_start }}`. */
  text: string;
}

export type SqlPiece =
  | { type: 'text'; text: string }
  | { type: 'placeholder'; placeholder: Placeholder }
  /** A literal lifted into a binding because it holds a `?`. */
  | { type: 'literal'; value: string };

const FIELD = 'dataset.sql';
const IDENTIFIER_CHAR = /[\p{L}\p{N}_$]/u;
/** A letter right before a quote makes it a prefixed literal (E'…', N'…', X'…', _utf8'…', U&'…'). */
const LITERAL_PREFIX = /[\p{L}\p{N}_$&]/u;
/** Names are SQL-identifier-like words, as the datasets domain validates them when a dataset is saved. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/y;
const DOLLAR_TAG = /\$(?:[\p{L}_][\p{L}\p{N}_]*)?\$/uy;
const MYSQL_ESCAPES: Readonly<Record<string, string>> = { '0': '\0', b: '\b', n: '\n', r: '\r', t: '\t', Z: '\x1a' };

const fail = (
  key:
    | 'query.sql_question_mark'
    | 'query.sql_multiple_statements'
    | 'query.sql_unterminated'
    | 'query.sql_positional_parameter',
) => queryError(key, {}, FIELD);

/** Index just past the closing quote. `backslash`: a backslash escapes the next character. */
function quoteEnd(sql: string, start: number, quote: string, backslash: boolean): number {
  let j = start + 1;
  while (j < sql.length) {
    const ch = sql[j];
    if (backslash && ch === '\\') j += 2;
    else if (ch === quote && sql[j + 1] === quote) j += 2;
    else if (ch === quote) return j + 1;
    else j += 1;
  }
  throw fail('query.sql_unterminated');
}

/** Index just past the end of a block comment; PostgreSQL nests them. */
function blockCommentEnd(sql: string, start: number, nested: boolean): number {
  let depth = 0;
  let j = start;
  while (j < sql.length) {
    if (sql.startsWith('/*', j)) {
      depth = nested || depth === 0 ? depth + 1 : depth;
      j += 2;
    } else if (sql.startsWith('*/', j)) {
      depth -= 1;
      j += 2;
      if (depth === 0) return j;
    } else j += 1;
  }
  throw fail('query.sql_unterminated');
}

function lineEnd(sql: string, start: number): number {
  const newline = sql.indexOf('\n', start);
  return newline === -1 ? sql.length : newline;
}

function decodeLiteral(literal: string, kind: DataSourceKind): string {
  const body = literal.slice(1, -1);
  if (kind !== 'mysql') return body.replace(/''/g, "'");
  // MySQL keeps the backslash of \% and \_ (they are LIKE escapes); any other escaped character stands for itself.
  return body.replace(/''|\\([\s\S])/g, (match, ch: string | undefined) =>
    ch === undefined ? "'" : (MYSQL_ESCAPES[ch] ?? (ch === '%' || ch === '_' ? match : ch)),
  );
}

function isLineComment(sql: string, i: number, kind: DataSourceKind): boolean {
  if (sql.startsWith('--', i)) return kind !== 'mysql' || i + 2 >= sql.length || sql.charCodeAt(i + 2) <= 32;
  return kind === 'mysql' && sql[i] === '#';
}

export function scanDatasetSql(sql: string, kind: DataSourceKind): SqlPiece[] {
  const pieces: SqlPiece[] = [];
  let text = '';
  /** After a `;` only whitespace and comments may follow. */
  let ended = false;
  const code = (chunk: string) => {
    if (ended && chunk.trim() !== '') throw fail('query.sql_multiple_statements');
    text += chunk;
  };
  const piece = (next: SqlPiece) => {
    if (ended) throw fail('query.sql_multiple_statements');
    if (text) pieces.push({ type: 'text', text });
    text = '';
    pieces.push(next);
  };

  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    const before = sql[i - 1] ?? '';
    if (c === "'") {
      const escaped =
        kind === 'mysql' || (kind === 'postgres' && /[Ee]/.test(before) && !IDENTIFIER_CHAR.test(sql[i - 2] ?? ''));
      const end = quoteEnd(sql, i, c, escaped);
      const literal = sql.slice(i, end);
      if (!literal.includes('?')) code(literal);
      else if (LITERAL_PREFIX.test(before)) throw fail('query.sql_question_mark');
      else piece({ type: 'literal', value: decodeLiteral(literal, kind) });
      i = end;
    } else if (c === '"' || (c === '`' && kind !== 'postgres') || (c === '[' && kind === 'sqlite')) {
      const end = c === '[' ? sql.indexOf(']', i) + 1 : quoteEnd(sql, i, c, c === '"' && kind === 'mysql');
      if (end === 0) throw fail('query.sql_unterminated');
      const quoted = sql.slice(i, end);
      if (quoted.includes('?')) throw fail('query.sql_question_mark');
      code(quoted);
      i = end;
    } else if (isLineComment(sql, i, kind)) {
      i = lineEnd(sql, i);
      code(' ');
    } else if (sql.startsWith('/*', i)) {
      const end = blockCommentEnd(sql, i, kind === 'postgres');
      const comment = sql.slice(i, end);
      if (kind === 'mysql' && /^\/\*[!+]/.test(comment)) {
        if (comment.includes('?')) throw fail('query.sql_question_mark');
        code(comment);
      } else code(' ');
      i = end;
    } else if (c === '$' && kind === 'postgres' && !IDENTIFIER_CHAR.test(before)) {
      if (/\d/.test(sql[i + 1] ?? '')) throw fail('query.sql_positional_parameter');
      DOLLAR_TAG.lastIndex = i;
      const tag = DOLLAR_TAG.exec(sql)?.[0];
      if (!tag) {
        code(c);
        i += 1;
        continue;
      }
      const close = sql.indexOf(tag, i + tag.length);
      if (close === -1) throw fail('query.sql_unterminated');
      const body = sql.slice(i + tag.length, close);
      if (body.includes('?')) piece({ type: 'literal', value: body });
      else code(sql.slice(i, close + tag.length));
      i = close + tag.length;
    } else if (
      kind === 'sqlite' &&
      (c === ':' || c === '@' || c === '$') &&
      /[\p{L}\p{N}_]/u.test(sql[i + 1] ?? '') &&
      !IDENTIFIER_CHAR.test(before)
    ) {
      // SQLite reads :name, @name and $name as parameters and would take our positional values for them.
      throw fail('query.sql_positional_parameter');
    } else if (c === '?') {
      throw fail('query.sql_question_mark');
    } else if (c === ';') {
      ended = true;
      i += 1;
    } else if (sql.startsWith('{{', i)) {
      PLACEHOLDER.lastIndex = i;
      const match = PLACEHOLDER.exec(sql);
      if (!match) throw queryError('query.sql_bad_placeholder', { text: sql.slice(i, i + 40) }, FIELD);
      piece({ type: 'placeholder', placeholder: { name: match[1], text: match[0] } });
      i += match[0].length;
    } else {
      code(c);
      i += 1;
    }
  }
  if (text) pieces.push({ type: 'text', text });
  return pieces;
}

export function placeholdersOf(pieces: readonly SqlPiece[]): Placeholder[] {
  return pieces.flatMap((p) => (p.type === 'placeholder' ? [p.placeholder] : []));
}
