/**
 * Real databases for the query compiler's suites: a scratch MariaDB and PostgreSQL database (tessera_q_<time>_<hex>,
 * dropped afterwards) and an SQLite temp file, each loaded with the same hand-made table `q_facts` (query-fixture.ts).
 * Compiled SQL runs on a raw driver connection, as the data-source registry runs it (native `?` / `$n` bindings).
 * An unreachable server skips its suites with a clear message, unless TESSERA_REQUIRE_DBS=1.
 */
import knexFactory, { type Knex } from 'knex';
import type { CompiledSql, DataSourceKind, Row } from '../src/datasources/types';
import { FACT_ROWS, createFactTable } from './query-fixture';
import { ENGINE_KINDS, KNEX_CLIENTS, createScratchKnex, describeEach } from './support/engines';

export const KINDS: DataSourceKind[] = ENGINE_KINDS;
const PREFIX = 'tessera_q_';

/** A knex that only builds SQL (no connection), for compile-only tests. */
export function offlineKnex(kind: DataSourceKind): Knex {
  return knexFactory({ client: KNEX_CLIENTS[kind], useNullAsDefault: true });
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
    if (kind === 'mysql')
      (connection as MysqlConnection).query(sql, values, (err, rows) => (err ? reject(err) : resolve(rows as Row[])));
    else (connection as SqliteConnection).all(sql, values, (err, rows) => (err ? reject(err) : resolve(rows)));
  });
}

export interface Engine {
  kind: DataSourceKind;
  /** Connected to the scratch database; the compiler only uses it to build SQL. */
  knex: Knex;
  run(compiled: CompiledSql): Promise<Row[]>;
}

/**
 * Declares `body` once per engine as `title [kind]`, with a scratch database holding q_facts (created in
 * beforeAll, dropped in afterAll); `engine()` returns it inside tests.
 */
export function describeEngines(title: string, body: (engine: () => Engine) => void): void {
  describeEach(
    KINDS,
    title,
    async (kind) => {
      const db = await createScratchKnex(kind, { prefix: PREFIX, mysql: { charset: 'utf8mb4' } });
      try {
        await createFactTable(db.knex);
        await db.knex('q_facts').insert(FACT_ROWS);
      } catch (err) {
        await db.drop();
        throw err;
      }
      return { db, engine: engineOn(kind, db.knex) };
    },
    ({ db }) => db.drop(),
    (current) => body(() => current().engine),
  );
}

function engineOn(kind: DataSourceKind, knex: Knex): Engine {
  const client = knex.client as PoolClient;
  return {
    kind,
    knex,
    async run(compiled) {
      const connection = await client.acquireConnection();
      try {
        return await runOn(kind, connection, compiled);
      } finally {
        await client.releaseConnection(connection);
      }
    },
  };
}
