import { Parser as MysqlParser } from 'node-sql-parser/build/mysql';
import { Parser as MariadbParser } from 'node-sql-parser/build/mariadb';
import { Parser as SqliteParser } from 'node-sql-parser/build/sqlite';
import { functionAllowed } from './functions';
import { refuse, type SqlPurpose } from './verdict';

type Kind = 'mysql' | 'sqlite';
type Node = Record<string, unknown>;

/** MySQL and MariaDB grammars differ at the edges; a statement either one reads is checked on that tree. */
const PARSERS: Record<Kind, { parser: { astify(sql: string, opt?: object): unknown }; database: string }[]> = {
  mysql: [
    { parser: new MysqlParser(), database: 'mysql' },
    { parser: new MariadbParser(), database: 'mariadb' },
  ],
  sqlite: [{ parser: new SqliteParser(), database: 'sqlite' }],
};

const CALLS = new Set(['function', 'aggr_func', 'window_func']);
/** Statement types that change something, wherever they sit in the tree. */
const WRITES = new Set([
  'insert',
  'update',
  'delete',
  'replace',
  'create',
  'drop',
  'alter',
  'truncate',
  'rename',
  'set',
  'lock',
  'unlock',
  'call',
  'use',
  'grant',
  'revoke',
  'load_data',
  'transaction',
  'exec',
]);

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null ? text((value as Node).value) : null;

/**
 * The name of a call as the engine resolves it: quotes removed (`LOAD_FILE` in backticks is LOAD_FILE), a schema
 * kept so that `db.fn()` (a stored function) is refused by its full name.
 */
function nameOf(call: Node): string {
  const { name } = call;
  if (typeof name === 'string') return name;
  const parts = (name as { name?: unknown[] } | null)?.name;
  const last = Array.isArray(parts) ? parts.map(text).join('.') : null;
  const schema = text((name as { schema?: unknown } | null)?.schema);
  if (!last) return refuse({ reason: 'unparsable' });
  return schema ? `${schema}.${last}` : last;
}

function walk(kind: Kind, node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(kind, item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const n = node as Node;
  if (typeof n.type === 'string') {
    if (WRITES.has(n.type)) refuse({ reason: 'not_read_only' });
    if (n.type === 'assign') refuse({ reason: 'forbidden_clause', name: text(n.symbol) ?? ':=' });
    if (CALLS.has(n.type)) {
      const name = nameOf(n);
      if (name.includes('.') || !functionAllowed(kind, name)) refuse({ reason: 'forbidden_function', name });
    }
  }
  const into = n.into as Node | null | undefined;
  if (into && (into.expr || into.position)) refuse({ reason: 'forbidden_clause', name: 'INTO' });
  if (n.locking_read) refuse({ reason: 'forbidden_clause', name: String(text(n.locking_read) ?? 'FOR UPDATE') });
  if (n.for_update) refuse({ reason: 'forbidden_clause', name: 'FOR UPDATE' });
  for (const value of Object.values(n)) walk(kind, value);
}

function parseTree(sql: string, kind: Kind): unknown {
  for (const { parser, database } of PARSERS[kind]) {
    try {
      return parser.astify(sql, { database });
    } catch {
      // the next grammar, if any
    }
  }
  return refuse({ reason: 'unparsable' });
}

/** MySQL/MariaDB and SQLite, on node-sql-parser's trees. */
export function checkGeneric(sql: string, kind: Kind, purpose: SqlPurpose): void {
  const tree = parseTree(sql, kind);
  const list = (Array.isArray(tree) ? tree : [tree]).filter((s) => s !== null && s !== undefined);
  if (list.length === 0) refuse({ reason: 'empty' });
  if (list.length > 1) refuse({ reason: 'multiple_statements' });
  const stmt = list[0] as Node;
  if (stmt.type === 'select') return walk(kind, stmt);
  if (purpose === 'dataset') refuse({ reason: 'not_select' });
  if ((stmt.type === 'show' || stmt.type === 'desc') && kind === 'mysql') return walk(kind, stmt);
  const explained = stmt.type === 'explain' ? (stmt.expr as Node | undefined) : undefined;
  if (explained?.type === 'select') return walk(kind, explained);
  refuse({ reason: 'not_read_only' });
}
