import type { DataSourceKind } from './types';

/**
 * The statement check of the SQL console (defence in depth: the engines also run it read-only). One statement
 * only, starting with a reading keyword, and no write or file keyword outside string literals, quoted names and
 * comments — which are masked first, dialect by dialect, so `'DELETE'` in a string is fine and `/*! … *\/`
 * (MySQL runs what is inside) is refused.
 */
export type SqlCheck =
  | { ok: true; statement: string }
  | { ok: false; reason: 'empty' | 'multiple_statements' | 'not_read_only' | 'unterminated' | 'executable_comment' }
  | { ok: false; reason: 'forbidden_word'; word: string };

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

/** Keywords that write, lock, or reach files/other databases. */
const FORBIDDEN = [
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'REPLACE',
  'DROP',
  'CREATE',
  'ALTER',
  'TRUNCATE',
  'RENAME',
  'GRANT',
  'REVOKE',
  'ATTACH',
  'DETACH',
  'LOAD',
  'COPY',
  'CALL',
  'EXEC',
  'EXECUTE',
  'SET',
  'LOCK',
  'INTO',
  'OUTFILE',
  'DUMPFILE',
  'VACUUM',
  'REINDEX',
  'PREPARE',
];
/** Functions that read server files, reach other servers, signal backends or change settings. */
const FORBIDDEN_FUNCTIONS = [
  'LOAD_FILE',
  'PG_READ_FILE',
  'PG_READ_BINARY_FILE',
  'PG_LS_DIR',
  'PG_STAT_FILE',
  'LO_IMPORT',
  'LO_EXPORT',
  'DBLINK',
  'DBLINK_EXEC',
  'DBLINK_CONNECT',
  'PG_TERMINATE_BACKEND',
  'PG_CANCEL_BACKEND',
  'PG_RELOAD_CONF',
  'PG_ROTATE_LOGFILE',
  'SET_CONFIG',
  'SYS_EXEC',
  'SYS_EVAL',
];
const SQLITE_PRAGMAS =
  /^PRAGMA\s+(?:[A-Za-z_]\w*\s*\.\s*)?(table_info|table_xinfo|index_list|index_info|index_xinfo|foreign_key_list)\s*\(/i;
const EXPLAIN_PREFIX =
  /^EXPLAIN\s+(?:\([^)]*\)\s*)?(?:(?:ANALYZE|VERBOSE|EXTENDED|PARTITIONS|QUERY\s+PLAN|FORMAT\s*=\s*\w+)\s+)*/i;

function firstWordAllowed(stmt: string, kind: DataSourceKind): boolean {
  const body = stmt.replace(EXPLAIN_PREFIX, '');
  const explained = body !== stmt;
  const word = (/^[(\s]*([A-Za-z]+)/.exec(body)?.[1] ?? '').toUpperCase();
  if (word === 'SELECT' || word === 'WITH') return true;
  if (explained) return false;
  if ((word === 'SHOW' && kind !== 'sqlite') || ((word === 'DESCRIBE' || word === 'DESC') && kind === 'mysql'))
    return true;
  return kind === 'sqlite' && SQLITE_PRAGMAS.test(stmt) && !stmt.includes('=');
}

function forbiddenWord(stmt: string): string | null {
  // Allowed spellings of otherwise forbidden words: SHOW CREATE …, CHARACTER SET, INSERT()/REPLACE() string functions.
  const text = stmt.replace(/^SHOW\s+CREATE\b/i, 'SHOW').replace(/\bCHARACTER\s+SET\b/gi, 'CHARACTER');
  const word = /[A-Za-z_][A-Za-z0-9_$]*/g;
  for (let m = word.exec(text); m; m = word.exec(text)) {
    const upper = m[0].toUpperCase();
    if (m.index > 0 && /[0-9$]/.test(text[m.index - 1])) continue;
    const isCall = /^\s*\(/.test(text.slice(m.index + m[0].length));
    if (FORBIDDEN_FUNCTIONS.includes(upper) && isCall) return m[0];
    if (FORBIDDEN.includes(upper) && !(isCall && (upper === 'INSERT' || upper === 'REPLACE'))) return m[0];
  }
  const share = /\bFOR\s+(?:KEY\s+)?SHARE\b/i.exec(text);
  return share ? share[0] : null;
}

export function checkReadOnlySql(sql: string, kind: DataSourceKind): SqlCheck {
  const mask = maskSql(sql, kind);
  if ('problem' in mask) return { ok: false, reason: mask.problem };
  const { masked } = mask;
  const ends: number[] = [];
  for (let i = 0; i < masked.length; i++) if (masked[i] === ';') ends.push(i);
  // Everything after the last semicolon must be blank; before it, only one statement.
  const lastEnd = ends.length ? ends[ends.length - 1] : -1;
  const tail = lastEnd >= 0 ? masked.slice(lastEnd + 1) : '';
  const cut = lastEnd >= 0 && tail.trim() === '' ? lastEnd : masked.length;
  const statements = masked
    .slice(0, cut)
    .split(';')
    .filter((s) => s.trim() !== '');
  if (statements.length === 0) return { ok: false, reason: 'empty' };
  if (statements.length > 1) return { ok: false, reason: 'multiple_statements' };
  const stmt = statements[0].trim();
  if (!firstWordAllowed(stmt, kind)) return { ok: false, reason: 'not_read_only' };
  const word = forbiddenWord(stmt);
  if (word) return { ok: false, reason: 'forbidden_word', word };
  // Send the statement without its trailing semicolon(s): one statement is exactly what the drivers accept.
  let end = cut;
  while (end > 0 && (masked[end - 1] === ';' || /\s/.test(masked[end - 1]))) end--;
  return { ok: true, statement: sql.slice(0, end).trim() };
}
