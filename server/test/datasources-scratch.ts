/**
 * Scratch DATA sources for the datasources / connections suites (not the metadata store): a fresh MariaDB and
 * PostgreSQL database named like the harness's (tessera_t_<time>_<hex>, support/engines.ts, so its stale sweep also
 * cleans crashed runs) and a SQLite file in a data-sources folder. `admin` is a writable knex for fixtures and process lists.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { ConnectionSettings } from '../src/datasources/settings';
import type { DataSourceKind } from '../src/datasources/types';
import { ENGINE_KINDS, createScratchKnex, describeKinds, serverAddress } from './support/engines';

export const ENGINES: DataSourceKind[] = ENGINE_KINDS;
export const SQLITE_FILE = 'data/scratch.sqlite';

export interface Scratch {
  kind: DataSourceKind;
  /** Settings of a connection to the scratch database (SQLite: file relative to the data-sources folder). */
  settings: ConnectionSettings;
  /** MySQL: the database name; PostgreSQL: 'public'; SQLite: 'main'. */
  database: string;
  admin: Knex;
  drop(): Promise<void>;
}

function serverSettings(kind: Exclude<DataSourceKind, 'sqlite'>, database: string): ConnectionSettings {
  const a = serverAddress(kind);
  return {
    kind,
    host: a.host,
    port: a.port,
    username: a.user || (kind === 'mysql' ? 'root' : 'postgres'),
    password: a.password || null,
    database_name: database,
    file: null,
    options: {},
  };
}

/** A fresh scratch database of `kind`; SQLite files go into `dataSourcesDir`. */
/** A SQLite connection's settings: a file inside the data-sources folder, nothing else. */
export function sqliteSettings(file: string): ConnectionSettings {
  return {
    kind: 'sqlite',
    host: null,
    port: null,
    username: null,
    password: null,
    database_name: null,
    file,
    options: {},
  };
}

export async function scratch(kind: DataSourceKind, dataSourcesDir: string): Promise<Scratch> {
  if (kind === 'sqlite') {
    mkdirSync(path.join(dataSourcesDir, path.dirname(SQLITE_FILE)), { recursive: true });
    const db = await createScratchKnex(kind, {
      sqliteFile: path.join(dataSourcesDir, SQLITE_FILE),
      pool: { min: 0, max: 1 },
    });
    // Creates the file (SQLite writes nothing until the first change).
    await db.knex.raw('CREATE TABLE _probe (x INTEGER)');
    await db.knex.raw('DROP TABLE _probe');
    return { kind, settings: sqliteSettings(SQLITE_FILE), database: 'main', admin: db.knex, drop: () => db.drop() };
  }
  const db = await createScratchKnex(kind);
  return {
    kind,
    settings: serverSettings(kind, db.name),
    database: kind === 'mysql' ? db.name : 'public',
    admin: db.knex,
    drop: () => db.drop(),
  };
}

/** `describe` per engine; an unreachable server skips (or fails with TESSERA_REQUIRE_DBS=1). */
export function describeEngines(title: string, body: (kind: DataSourceKind) => void): void {
  describeKinds(ENGINES, title, body);
}

/** Polls `check` until it is true or `ms` pass; returns the last result. */
export async function eventually(check: () => Promise<boolean>, ms: number, every = 100): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, every));
  }
}

/** Rows of the query still running in the database whose text contains `marker`. */
export async function runningWith(s: Scratch, marker: string): Promise<number> {
  if (s.kind === 'mysql') {
    const [rows] = (await s.admin.raw(
      'SELECT COUNT(*) AS n FROM information_schema.PROCESSLIST WHERE INFO LIKE ? AND ID <> CONNECTION_ID()',
      [`%${marker}%`],
    )) as [{ n: number }[]];
    return Number(rows[0].n);
  }
  if (s.kind === 'postgres') {
    const res = await s.admin.raw<{ rows: { n: string }[] }>(
      "SELECT COUNT(*) AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE ? AND pid <> pg_backend_pid()",
      [`%${marker}%`],
    );
    return Number(res.rows[0].n);
  }
  return 0;
}

/** A statement that runs about 60 s unless cancelled, tagged with `marker` so the process list can find it. */
export function sleepSql(kind: DataSourceKind, marker: string): string {
  if (kind === 'mysql') return `SELECT SLEEP(60) AS ${marker}`;
  if (kind === 'postgres') return `SELECT pg_sleep(60) AS ${marker}`;
  return `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 1000000000000) SELECT count(*) AS ${marker} FROM c`;
}

/** `n` rows (n, <tag>) generated in the database, for streaming; `tag` finds it in the process list. */
export function manyRowsSql(kind: DataSourceKind, n: number, tag = 'pad'): string {
  const pad = kind === 'sqlite' ? "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'" : "REPEAT('x', 50)";
  if (kind === 'postgres') return `SELECT n, ${pad} AS ${tag} FROM generate_series(1, ${n}) AS g(n)`;
  return `WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < ${n}) SELECT n, ${pad} AS ${tag} FROM c`;
}
