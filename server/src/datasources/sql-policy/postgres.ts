import { parse } from 'libpg-query';
import type { DataSourceKind } from '../types';
import { functionAllowed } from './functions';
import { refuse, type SqlPurpose } from './verdict';

interface PgStatement {
  stmt?: Record<string, unknown>;
}

/** Nodes that write, wherever they sit (a data-modifying CTE is a DeleteStmt inside a SelectStmt). */
const WRITES = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt']);

function stringsOf(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((item) => {
    const sval = (item as { String?: { sval?: unknown } }).String?.sval;
    return typeof sval === 'string' ? sval : '?';
  });
}

/** A call is allowed when its name is on the list and it is unqualified or in pg_catalog (never a user's schema). */
function checkCall(call: Record<string, unknown>, kind: DataSourceKind): void {
  const parts = stringsOf(call.funcname);
  const name = parts[parts.length - 1] ?? '?';
  const schema = parts.slice(0, -1);
  const builtIn = schema.length === 0 || (kind === 'postgres' && schema.length === 1 && schema[0] === 'pg_catalog');
  if (!builtIn || !functionAllowed(kind, name)) refuse({ reason: 'forbidden_function', name: parts.join('.') });
}

function lockName(clause: unknown): string {
  const strength = (clause as { LockingClause?: { strength?: string } }).LockingClause?.strength ?? '';
  return strength.includes('SHARE') ? 'FOR SHARE' : 'FOR UPDATE';
}

/** Depth-first over the parse tree; refuses at the first write, SELECT INTO, row lock or call off the list. */
function walk(node: unknown, kind: DataSourceKind): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, kind);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (WRITES.has(key)) refuse({ reason: 'not_read_only' });
    if (key === 'FuncCall') checkCall(value as Record<string, unknown>, kind);
    if (key === 'intoClause') refuse({ reason: 'forbidden_clause', name: 'INTO' });
    if (key === 'lockingClause' && Array.isArray(value) && value.length) {
      refuse({ reason: 'forbidden_clause', name: lockName(value[0]) });
    }
    walk(value, kind);
  }
}

/**
 * PostgreSQL's own parser (libpg-query), so the tree is exactly what the server will execute. `kind` names the
 * allow-list: SQLite statements its own grammar could not read come here too (sql-guard.ts says how).
 */
export async function checkPostgres(sql: string, purpose: SqlPurpose, kind: DataSourceKind): Promise<void> {
  let stmts: PgStatement[];
  try {
    stmts = ((await parse(sql)) as { stmts?: PgStatement[] }).stmts ?? [];
  } catch {
    return refuse({ reason: 'unparsable' });
  }
  if (stmts.length === 0) refuse({ reason: 'empty' });
  if (stmts.length > 1) refuse({ reason: 'multiple_statements' });
  const stmt = stmts[0].stmt ?? {};
  const [type] = Object.keys(stmt);
  if (type === 'SelectStmt') return walk(stmt, kind);
  if (purpose === 'dataset') refuse({ reason: 'not_select' });
  if (type === 'VariableShowStmt' && kind === 'postgres') return;
  const explained = (stmt.ExplainStmt as { query?: Record<string, unknown> } | undefined)?.query;
  if (explained && Object.keys(explained)[0] === 'SelectStmt') return walk(explained, kind);
  refuse({ reason: 'not_read_only' });
}
