/**
 * The databases the benchmark runs on: SQLite in a git-ignored folder by default, or a MariaDB/MySQL or PostgreSQL
 * url. Creates the database when the server lacks it, and loads bench_events through data.ts in a child process, so
 * the load's memory never counts against the measured server.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';

export type Engine = 'sqlite' | 'mysql' | 'postgres';

export interface Target {
  engine: Engine;
  /** `sqlite:<file>`, `mysql://…/db`, `postgres://…/db`. */
  url: string;
}

export const ROOT = path.resolve(__dirname, '..', '..');
export const DEFAULT_DIR = path.join(ROOT, 'test-results', 'bench');
/** Used by --all for the two servers; TEST_MYSQL_URL / TEST_PG_URL (as the test suites read them) name the servers. */
const SERVER_URLS = {
  mysql: process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306',
  postgres: process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
};
const BENCH_DATABASE = 'tessera_bench';

export function engineOf(url: string): Engine {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (/^(mysql|mariadb):\/\//.test(url)) return 'mysql';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  throw new Error(`--url must start with sqlite:, mysql://, mariadb:// or postgres://: ${url}`);
}

export function sqliteTarget(dir: string = DEFAULT_DIR): Target {
  return { engine: 'sqlite', url: `sqlite:${path.join(dir, 'bench.sqlite')}` };
}

/** The bench database on the default MariaDB and PostgreSQL servers (--all); `database` overrides its name. */
export function serverTargets(database: string = BENCH_DATABASE): Target[] {
  return (['mysql', 'postgres'] as const).map((engine) => {
    const u = new URL(SERVER_URLS[engine]);
    u.pathname = `/${database}`;
    return { engine, url: u.toString() };
  });
}

/**
 * The target holding a table of `rows` rows: the target itself for the default size, else a database (SQLite: a
 * file) of its own named after the size, so `--rows 100000,1000000` keeps both tables loaded between runs.
 */
export function sizedTarget(target: Target, rows: number, defaultRows: number): Target {
  if (rows === defaultRows) return target;
  if (target.engine === 'sqlite') return { ...target, url: target.url.replace(/(\.sqlite)?$/, `-${rows}.sqlite`) };
  const u = new URL(target.url);
  u.pathname = `${u.pathname.replace(/\/$/, '')}_${rows}`;
  return { ...target, url: u.toString() };
}

/** Connection fields of a server url (what an admin would type into the connection form). */
export function serverParts(url: string): {
  host: string;
  port: number;
  username: string;
  password: string;
  database: string;
} {
  const u = new URL(url);
  const engine = engineOf(url);
  return {
    host: u.hostname,
    port: Number(u.port || (engine === 'mysql' ? 3306 : 5432)),
    username: decodeURIComponent(u.username) || (engine === 'mysql' ? 'root' : 'postgres'),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.replace(/^\//, '')),
  };
}

/** A knex on the target's database itself, configured like the data source drivers (dates as text, big numbers). */
export function directKnex(target: Target, poolMax = 4): Knex {
  if (target.engine === 'sqlite') {
    return knexFactory({
      client: 'sqlite3',
      connection: { filename: target.url.slice('sqlite:'.length) },
      useNullAsDefault: true,
      pool: { min: 1, max: 2 },
    });
  }
  const p = serverParts(target.url);
  const connection = {
    host: p.host,
    port: p.port,
    user: p.username,
    password: p.password || undefined,
    database: p.database,
  };
  if (target.engine === 'mysql')
    return knexFactory({
      client: 'mysql2',
      connection: { ...connection, dateStrings: true, supportBigNumbers: true },
      pool: { min: 1, max: poolMax },
    });
  return knexFactory({ client: 'pg', connection, pool: { min: 1, max: poolMax } });
}

/** Creates the database of a server url when it does not exist yet (SQLite files are created by the loader). */
export async function ensureDatabase(target: Target): Promise<void> {
  if (target.engine === 'sqlite') return;
  const p = serverParts(target.url);
  if (!/^[A-Za-z0-9_]+$/.test(p.database))
    throw new Error(`the database name in --url must be letters, digits and _: ${p.database}`);
  const admin = knexFactory({
    client: target.engine === 'mysql' ? 'mysql2' : 'pg',
    connection: {
      host: p.host,
      port: p.port,
      user: p.username,
      password: p.password || undefined,
      database: target.engine === 'postgres' ? 'postgres' : undefined,
    },
    pool: { min: 0, max: 1 },
  });
  try {
    if (target.engine === 'mysql')
      await admin.raw(
        `CREATE DATABASE IF NOT EXISTS \`${p.database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
    else {
      const found = await admin.raw<{ rows: unknown[] }>('SELECT 1 FROM pg_database WHERE datname = ?', [p.database]);
      if (found.rows.length === 0) await admin.raw(`CREATE DATABASE "${p.database}"`);
    }
  } finally {
    await admin.destroy();
  }
}

/** Loads (or keeps) the 1,000,000-row bench_events through data.ts, in a child process; its progress goes to stderr. */
export function loadTable(target: Target, rows: number): void {
  const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const result = spawnSync(
    process.execPath,
    [tsx, path.join(__dirname, 'data.ts'), '--url', target.url, '--rows', String(rows)],
    { cwd: ROOT, stdio: ['ignore', 2, 2] },
  );
  if (result.status !== 0) throw new Error(`loading bench_events into ${target.engine} failed`);
}
