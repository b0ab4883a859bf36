import { AppError } from '../core/errors';
import type { MessageParams } from '../i18n';
import { checkGeneric } from './sql-policy/generic';
import { checkPostgres } from './sql-policy/postgres';
import { Refused, type SqlPurpose, type SqlRefusal } from './sql-policy/verdict';
import type { DataSourceKind } from './types';

/**
 * The statement check of the SQL console and of dataset SQL, the first of three walls (the engines also run every
 * statement read-only, and the connection test warns about a database user allowed more than reading).
 *
 * A lexical pass (literals, quoted names and comments masked dialect by dialect) finds unterminated text, MySQL's
 * executable comments `/*! … *\/` (the parser would read them as comments; MySQL runs them) and the statement
 * without its trailing semicolons. The statement is then parsed by a real parser for the dialect — PostgreSQL's own
 * (libpg-query), node-sql-parser for MySQL/MariaDB and SQLite — and the tree must be one read-only query: no write
 * anywhere (data-modifying CTEs included), no SELECT INTO, no row locks, no session-variable assignment, and every
 * function call on the dialect's allow-list (sql-policy/functions.ts) after quotes, schema and case are
 * normalised. What the parser cannot read is refused, not guessed at.
 */
export type SqlCheck = { ok: true; statement: string } | ({ ok: false } & SqlRefusal);
export type { SqlPurpose, SqlRefusal };

type MaskProblem = 'unterminated' | 'executable_comment';

const IDENT = /[A-Za-z0-9_$]/;

/** Index after the closing quote, or -1 when the literal never ends. Doubled quotes escape; so may backslashes. */
function endOfQuoted(sql: string, start: number, quote: string, backslash: boolean): number {
  for (let j = start + 1; j < sql.length; j++) {
    const ch = sql[j];
    if (backslash && ch === '\\') {
      j++;
      continue;
    }
    if (ch === quote) {
      if (sql[j + 1] === quote) {
        j++;
        continue;
      }
      return j + 1;
    }
  }
  return -1;
}

/** Index after a block comment (PostgreSQL nests them), or -1. */
function endOfComment(sql: string, start: number, nests: boolean): number {
  let depth = 1;
  let j = start + 2;
  while (j < sql.length) {
    if (sql[j] === '*' && sql[j + 1] === '/') {
      depth--;
      j += 2;
      if (depth === 0) return j;
    } else if (nests && sql[j] === '/' && sql[j + 1] === '*') {
      depth++;
      j += 2;
    } else j++;
  }
  return -1;
}

/**
 * The SQL with every literal, quoted name and comment blanked out, same length and same positions as the input
 * (literals keep their quote characters so tokens stay apart).
 */
function maskSql(sql: string, kind: DataSourceKind): { masked: string } | { problem: MaskProblem } {
  const out = sql.split('');
  const blank = (from: number, to: number, keepEnds: boolean) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n' && !(keepEnds && (k === from || k === to - 1))) out[k] = ' ';
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    const next = sql[i + 1];
    // MySQL needs whitespace after `--` (`1--1` is arithmetic there); `#` starts a comment only in MySQL.
    const after = sql[i + 2];
    const dashes =
      c === '-' && next === '-' && (kind !== 'mysql' || after === undefined || /\s/.test(after) || after < ' ');
    const lineComment = dashes || (c === '#' && kind === 'mysql');
    if (lineComment) {
      const end = sql.indexOf('\n', i);
      const to = end < 0 ? sql.length : end;
      blank(i, to, false);
      i = to;
      continue;
    }
    if (c === '/' && next === '*') {
      if (kind === 'mysql' && (sql[i + 2] === '!' || (sql[i + 2] === 'M' && sql[i + 3] === '!')))
        return { problem: 'executable_comment' };
      const to = endOfComment(sql, i, kind === 'postgres');
      if (to < 0) return { problem: 'unterminated' };
      blank(i, to, false);
      i = to;
      continue;
    }
    let to = -2;
    if (c === "'") {
      // PostgreSQL: backslashes escape only in E'…' strings; MySQL: always.
      const eString = kind === 'postgres' && i > 0 && /[eE]/.test(sql[i - 1]) && (i < 2 || !IDENT.test(sql[i - 2]));
      to = endOfQuoted(sql, i, "'", kind === 'mysql' || eString);
    } else if (c === '"') {
      to = endOfQuoted(sql, i, '"', kind === 'mysql');
    } else if (c === '`' && kind !== 'postgres') {
      to = endOfQuoted(sql, i, '`', false);
    } else if (c === '[' && kind === 'sqlite') {
      const end = sql.indexOf(']', i + 1);
      to = end < 0 ? -1 : end + 1;
    } else if (c === '$' && kind === 'postgres' && (i === 0 || !IDENT.test(sql[i - 1]))) {
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (tag) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        to = end < 0 ? -1 : end + tag[0].length;
      }
    }
    if (to === -1) return { problem: 'unterminated' };
    if (to > 0) {
      blank(i, to, true);
      i = to;
      continue;
    }
    i++;
  }
  return { masked: out.join('') };
}

const SQLITE_PRAGMAS =
  /^PRAGMA\s+(?:[A-Za-z_]\w*\s*\.\s*)?(table_info|table_xinfo|index_list|index_info|index_xinfo|foreign_key_list)\s*\(\s*(?:[A-Za-z_]\w*|'[A-Za-z_]\w*')\s*\)$/i;
const EXPLAIN_PREFIX =
  /^EXPLAIN\s+(?:\([^)]*\)\s*)?(?:(?:ANALYZE|VERBOSE|EXTENDED|PARTITIONS|QUERY\s+PLAN|FORMAT\s*=\s*\w+)\s+)*/i;

/** The lexical pass: one statement's text without trailing semicolons, or why it cannot be read. */
function lexical(sql: string, kind: DataSourceKind): SqlCheck {
  const mask = maskSql(sql, kind);
  if ('problem' in mask) return { ok: false, reason: mask.problem };
  const { masked } = mask;
  let end = masked.length;
  while (end > 0 && (masked[end - 1] === ';' || /\s/.test(masked[end - 1]))) end--;
  if (masked.slice(0, end).trim() === '') return { ok: false, reason: 'empty' };
  if (masked.slice(0, end).includes(';')) return { ok: false, reason: 'multiple_statements' };
  return { ok: true, statement: sql.slice(0, end).trim() };
}

/**
 * node-sql-parser's SQLite grammar misses common syntax (CROSS JOIN). What it cannot read is parsed again by
 * PostgreSQL's parser — but only as SQLite tokenises it: the masked text, where comments are blank and every
 * literal and quoted name is blank between its quotes, so no comment nesting, E'…' escape or quoted function name
 * can read differently in the two grammars (a quoted function name is then refused). `$` (a dollar quote in
 * PostgreSQL, a parameter in SQLite) is refused outright.
 */
async function checkSqlite(statement: string, purpose: SqlPurpose): Promise<void> {
  try {
    checkGeneric(statement, 'sqlite', purpose);
  } catch (err) {
    if (!(err instanceof Refused) || err.refusal.reason !== 'unparsable') throw err;
    const mask = maskSql(statement, 'sqlite');
    if ('problem' in mask || mask.masked.includes('$')) throw err;
    await checkPostgres(mask.masked, purpose, 'sqlite');
  }
}

async function checkTree(statement: string, kind: DataSourceKind, purpose: SqlPurpose): Promise<void> {
  if (kind === 'postgres') await checkPostgres(statement, purpose, 'postgres');
  else if (kind === 'sqlite') await checkSqlite(statement, purpose);
  else checkGeneric(statement, kind, purpose);
}

/** Verdicts by statement: dataset SQL is checked again on every query, and parsing is not free. */
const verdicts = new Map<string, SqlCheck>();
const MAX_VERDICTS = 1000;

async function decide(sql: string, kind: DataSourceKind, purpose: SqlPurpose): Promise<SqlCheck> {
  const first = lexical(sql, kind);
  if (!first.ok) return first;
  const { statement } = first;
  const explained = purpose === 'console' ? EXPLAIN_PREFIX.exec(statement) : null;
  try {
    if (explained) await checkTree(statement.slice(explained[0].length), kind, 'dataset');
    else if (purpose === 'console' && kind === 'sqlite' && /^PRAGMA\b/i.test(statement)) {
      if (!SQLITE_PRAGMAS.test(statement)) return { ok: false, reason: 'not_read_only' };
    } else await checkTree(statement, kind, purpose);
  } catch (err) {
    if (err instanceof Refused) {
      // An EXPLAIN of something other than a query is a statement the console does not run.
      const { refusal } = err;
      return explained && refusal.reason === 'not_select'
        ? { ok: false, reason: 'not_read_only' }
        : { ok: false, ...refusal };
    }
    throw err;
  }
  return first;
}

/** Checks one statement for the console (SELECT, SHOW, DESCRIBE, EXPLAIN, SQLite's table PRAGMAs) or a dataset (SELECT). */
export async function checkReadOnlySql(
  sql: string,
  kind: DataSourceKind,
  purpose: SqlPurpose = 'console',
): Promise<SqlCheck> {
  const key = `${kind}\u0000${purpose}\u0000${sql}`;
  const known = verdicts.get(key);
  if (known) return known;
  const verdict = await decide(sql, kind, purpose);
  if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value as string);
  verdicts.set(key, verdict);
  return verdict;
}

/** The 400 of a refused statement, naming the function or clause; `field` points at the SQL in the request. */
export function sqlRefusalError(refusal: SqlRefusal, field = 'sql'): AppError {
  const params: MessageParams = 'name' in refusal ? { name: refusal.name.slice(0, 80) } : {};
  return new AppError(400, `sql.${refusal.reason}`, params, { field });
}
