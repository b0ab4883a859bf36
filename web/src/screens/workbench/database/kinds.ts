import type { DbConnectionInfo, DbConnectionKind } from '@tessera/schema/api';
import type { CodeLanguage } from '../../../lib/monaco';

/** Product names of each kind, as admins know them (not translated). */
export const KIND_LABELS: Record<DbConnectionKind, string> = {
  mysql: 'MySQL / MariaDB',
  postgres: 'PostgreSQL',
  sqlite: 'SQLite',
};

export const KIND_COLORS: Record<DbConnectionKind, string> = { mysql: 'blue', postgres: 'geekblue', sqlite: 'cyan' };

/** The port a connection uses when it names none (the server's DEFAULT_PORTS). */
export const DEFAULT_PORTS: Record<Exclude<DbConnectionKind, 'sqlite'>, number> = { mysql: 3306, postgres: 5432 };

/** Monaco's SQL dialect for a kind: keywords and quoting are highlighted as that engine reads them. */
export const EDITOR_LANGUAGES: Record<DbConnectionKind, CodeLanguage> = {
  mysql: 'mysql',
  postgres: 'pgsql',
  sqlite: 'sql',
};

/** Where a connection points: host:port, or the SQLite file. */
export function addressOf(c: DbConnectionInfo): string {
  if (c.kind === 'sqlite') return c.file ?? '';
  return `${c.host ?? ''}:${c.port ?? DEFAULT_PORTS[c.kind]}`;
}

/** The database the browser opens first: the connection's own, PostgreSQL's `public` schema, SQLite's `main`. */
export function defaultDatabase(c: DbConnectionInfo, databases: string[]): string | null {
  const preferred = c.kind === 'mysql' ? c.database_name : c.kind === 'postgres' ? 'public' : 'main';
  if (preferred && databases.includes(preferred)) return preferred;
  return databases[0] ?? null;
}

/** A table name quoted for the connection's dialect, for the statements the browser writes into the editor. */
export function quoteName(kind: DbConnectionKind, name: string): string {
  return kind === 'mysql' ? `\`${name.replace(/`/g, '``')}\`` : `"${name.replace(/"/g, '""')}"`;
}
