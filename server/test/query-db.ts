/**
 * Real databases for the query compiler's suites: a scratch MariaDB and PostgreSQL database (tessera_q_<time>_<hex>,
 * dropped afterwards) and an SQLite temp file, each loaded with the same hand-made table `q_facts` (query-fixture.ts).
 * Compiled SQL runs on a raw driver connection, as the data-source registry runs it (native `?` / `$n` bindings).
 * An unreachable server skips its suites with a clear message, unless TESSERA_REQUIRE_DBS=1.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import type { CompiledSql, DataSourceKind, Row } from '../src/datasources/types';
import { FACT_ROWS, createFactTable } from './query-fixture';

export const KINDS: DataSourceKind[] = ['sqlite', 'mysql', 'postgres'];
const SERVER_URLS: Record<Exclude<DataSourceKind, 'sqlite'>, string> = {
  mysql: process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306',
  postgres: process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
};
const REQUIRE_DBS = process.env.TESSERA_REQUIRE_DBS === '1';
const PREFIX = 'tessera_q_';
const CLIENTS: Record<DataSourceKind, string> = { mysql: 'mysql2', postgres: 'pg', sqlite: 'sqlite3' };

/** A knex that only builds SQL (no connection), for compile-only tests. */
export function offlineKnex(kind: DataSourceKind): Knex {
  return knexFactory({ client: CLIENTS[kind], useNullAsDefault: true });
}

const probed = new Map<DataSourceKind, boolean>();

/** Synchronous TCP probe: describe blocks cannot await. */
function reachable(kind: DataSourceKind): boolean {
  if (kind === 'sqlite') return true;
  const known = probed.get(kind);
  if (known !== undefined) return known;
  const u = new URL(SERVER_URLS[kind]);
  const port = Number(u.port || (kind === 'mysql' ? 3306 : 5432));
  const script = `const s=require('net').connect(${port},${JSON.stringify(u.hostname)});s.setTimeout(2000);s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));s.on('timeout',()=>process.exit(1));`;
  const ok = spawnSync(process.execPath, ['-e', script], { timeout: 5000 }).status === 0;
  probed.set(kind, ok);
  return ok;
}

// ---- raw driver connections (knex types its client loosely; these name what the tests use) --------------------

interface PgConnection {
  query(config: { text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
}
interface MysqlConnection {
  query(sql: string, values: unknown[], done: (err: Error | null, rows: unknown) => void): void;
}
interface SqliteConnection {
  all(sql: string, values: unknown[], done: (err: Error | null, rows: Row[]) => void): void;
}
interface PoolClient {
  acquireConnection(): Promise<object>;
  releaseConnection(connection: object): Promise<unknown>;
}

function runOn(kind: DataSourceKind, connection: object, { sql, bindings }: CompiledSql): Promise<Row[]> {
  const values = [...bindings];
  if (kind === 'postgres') return (connection as PgConnection).query({ text: sql, values }).then((r) => r.rows);
  return new Promise((resolve, reject) => {
    if (kind === 'mysql') (connection as MysqlConnection).query(sql, values, (err, rows) => (err ? reject(err) : resolve(rows as Row[])));
    else (connection as SqliteConnection).all(sql, values, (err, rows) => (err ? reject(err) : resolve(rows)));
  });
}

export interface Engine {
  kind: DataSourceKind;
  /** Connected to the scratch database; the compiler only uses it to build SQL. */
  knex: Knex;
  run(compiled: CompiledSql): Promise<Row[]>;
}

// ---- scratch databases ---------------------------------------------------------------------------------------

interface Scratch {
  knex: Knex;
  drop(): Promise<void>;
}

async function onServer(kind: Exclude<DataSourceKind, 'sqlite'>, work: (k: Knex) => Promise<void>): Promise<void> {
  const k = knexFactory({ client: CLIENTS[kind], connection: SERVER_URLS[kind], pool: { min: 0, max: 1 } });
  try {
    await work(k);
  } finally {
    await k.destroy();
  }
}

const quoteDb = (kind: DataSourceKind, name: string) => (kind === 'mysql' ? `\`${name}\`` : `"${name}"`);
const dropSql = (kind: DataSourceKind, name: string) => `DROP DATABASE IF EXISTS ${quoteDb(kind, name)}${kind === 'postgres' ? ' WITH (FORCE)' : ''}`;

/** Drops databases a crashed run left behind more than an hour ago (names carry their creation time). */
async function dropStale(kind: Exclude<DataSourceKind, 'sqlite'>, k: Knex): Promise<void> {
  const listing = kind === 'mysql' ? `SHOW DATABASES LIKE '${PREFIX}%'` : `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`;
  const result: unknown = await k.raw(listing);
  const rows = (kind === 'mysql' ? (result as unknown[][])[0] : (result as { rows: unknown[] }).rows) as Record<string, string>[];
  const cutoff = Date.now() - 3600_000;
  for (const row of rows) {
    const name = Object.values(row)[0];
    if (/^tessera_q_[a-z0-9]+_[a-f0-9]+$/.test(name) && parseInt(name.slice(PREFIX.length).split('_')[0], 36) < cutoff) {
      await k.raw(dropSql(kind, name)).catch(() => undefined);
    }
  }
}

async function scratch(kind: DataSourceKind): Promise<Scratch> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-q-'));
    const knex = knexFactory({ client: 'sqlite3', connection: { filename: path.join(dir, 'q.sqlite') }, useNullAsDefault: true, pool: { min: 1, max: 1 } });
    return {
      knex,
      drop: async () => {
        await knex.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `${PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(kind, async (k) => {
    await dropStale(kind, k).catch(() => undefined);
    await k.raw(kind === 'mysql' ? `CREATE DATABASE ${quoteDb(kind, name)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci` : `CREATE DATABASE ${quoteDb(kind, name)}`);
  });
  const u = new URL(SERVER_URLS[kind]);
  const connection =
    kind === 'mysql'
      ? { host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password), database: name, charset: 'utf8mb4' }
      : { host: u.hostname, port: Number(u.port || 5432), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password), database: name };
  const knex = knexFactory({ client: CLIENTS[kind], connection, pool: { min: 0, max: 2 } });
  return {
    knex,
    drop: async () => {
      await knex.destroy();
      await onServer(kind, (k) => k.raw(dropSql(kind, name)).then(() => undefined));
    },
  };
}

/**
 * Declares `body` once per engine as `title [kind]`, with a scratch database holding q_facts (created in
 * beforeAll, dropped in afterAll); `engine()` returns it inside tests.
 */
export function describeEngines(title: string, body: (engine: () => Engine) => void): void {
  for (const kind of KINDS) {
    const name = `${title} [${kind}]`;
    if (!reachable(kind)) {
      const where = kind === 'sqlite' ? '' : SERVER_URLS[kind].replace(/\/\/[^@/]*@/, '//');
      if (REQUIRE_DBS) {
        describe(name, () => {
          it(`needs ${kind} at ${where}`, () => {
            throw new Error(`${kind} is not reachable at ${where} and TESSERA_REQUIRE_DBS=1`);
          });
        });
      } else {
        console.warn(`SKIPPED: ${name} — ${kind} is not reachable at ${where} (set TESSERA_REQUIRE_DBS=1 to fail instead)`);
        describe.skip(name, () => body(() => ({}) as Engine));
      }
      continue;
    }
    describe(name, () => {
      let db: Scratch | undefined;
      let engine: Engine | undefined;
      beforeAll(async () => {
        db = await scratch(kind);
        await createFactTable(db.knex);
        await db.knex('q_facts').insert(FACT_ROWS);
        const client = db.knex.client as PoolClient;
        engine = {
          kind,
          knex: db.knex,
          async run(compiled) {
            const connection = await client.acquireConnection();
            try {
              return await runOn(kind, connection, compiled);
            } finally {
              await client.releaseConnection(connection);
            }
          },
        };
      });
      afterAll(async () => {
        await db?.drop();
      });
      body(() => {
        if (!engine) throw new Error('scratch database is not ready');
        return engine;
      });
    });
  }
}
