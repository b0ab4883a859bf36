/**
 * The database engines the server suites run against: SQLite always, MariaDB and PostgreSQL when reachable
 * (TEST_MYSQL_URL, TEST_PG_URL). An unreachable server skips its suites with a clear message, unless
 * TESSERA_REQUIRE_DBS=1, which turns each into a failing test. Scratch databases are uniquely named
 * (<prefix><base36 time>_<hex>) and dropped afterwards; creating one also sweeps those of the same prefix that a
 * crashed run left behind more than an hour ago.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { isReachable } from './reachable';

export type EngineKind = 'sqlite' | 'mysql' | 'postgres';
export type ServerKind = Exclude<EngineKind, 'sqlite'>;
export const ENGINE_KINDS: EngineKind[] = ['sqlite', 'mysql', 'postgres'];

export const SERVER_URLS: Record<ServerKind, string> = {
  mysql: process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306',
  postgres: process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
};
export const REQUIRE_DBS = process.env.TESSERA_REQUIRE_DBS === '1';
/** The metadata store's prefix; the data-source and template suites share it so one stale sweep covers them all. */
export const SCRATCH_PREFIX = 'tessera_t_';
export const KNEX_CLIENTS: Record<EngineKind, string> = { mysql: 'mysql2', postgres: 'pg', sqlite: 'sqlite3' };
const DEFAULT_PORTS: Record<ServerKind, number> = { mysql: 3306, postgres: 5432 };

// ---- servers ---------------------------------------------------------------------------------------------------

export interface ServerAddress {
  host: string;
  port: number;
  /** As in the URL, decoded; '' when it names none. */
  user: string;
  password: string;
  /** The URL's database ('' when none): where a PostgreSQL admin connection goes. */
  database: string;
}

export function serverAddress(kind: ServerKind): ServerAddress {
  const u = new URL(SERVER_URLS[kind]);
  return {
    host: u.hostname,
    port: Number(u.port || DEFAULT_PORTS[kind]),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.slice(1)),
  };
}

/** The server URL pointing at `database`. */
export function serverUrl(kind: ServerKind, database: string): string {
  const u = new URL(SERVER_URLS[kind]);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Where the server is, for messages (credentials removed); '' for SQLite. */
export function whereIs(kind: EngineKind): string {
  return kind === 'sqlite' ? '' : SERVER_URLS[kind].replace(/\/\/[^@/]*@/, '//');
}

const reachability = new Map<EngineKind, boolean>();

/** Synchronous (describe blocks cannot await), once per kind and test file. */
export function reachable(kind: EngineKind): boolean {
  if (kind === 'sqlite') return true;
  const cached = reachability.get(kind);
  if (cached !== undefined) return cached;
  const ok = isReachable(serverAddress(kind));
  reachability.set(kind, ok);
  return ok;
}

// ---- describe per engine -----------------------------------------------------------------------------------------

/**
 * Declares `body` once per kind as `title [kind]`. An unreachable server becomes a failing `needs <kind> at <url>`
 * test with TESSERA_REQUIRE_DBS=1, otherwise a `SKIPPED:` warning and a skipped block.
 */
export function describeKinds<K extends EngineKind>(kinds: readonly K[], title: string, body: (kind: K) => void): void {
  for (const kind of kinds) {
    const name = `${title} [${kind}]`;
    if (reachable(kind)) {
      describe(name, () => body(kind));
      continue;
    }
    const where = whereIs(kind);
    if (REQUIRE_DBS) {
      describe(name, () => {
        it(`needs ${kind} at ${where}`, () => {
          throw new Error(`${kind} is not reachable at ${where} and TESSERA_REQUIRE_DBS=1`);
        });
      });
    } else {
      console.warn(
        `SKIPPED: ${name} — ${kind} is not reachable at ${where} (set TESSERA_REQUIRE_DBS=1 to fail instead)`,
      );
      describe.skip(name, () => body(kind));
    }
  }
}

/**
 * `describeKinds` with a resource per block: `setup(kind)` in beforeAll, `teardown` in afterAll; `current()`
 * returns it inside hooks and tests.
 */
export function describeEach<K extends EngineKind, T>(
  kinds: readonly K[],
  title: string,
  setup: (kind: K) => Promise<T>,
  teardown: (value: T) => Promise<void>,
  body: (current: () => T, kind: K) => void,
  options: { timeout?: number } = {},
): void {
  describeKinds(kinds, title, (kind) => {
    let ready: { value: T } | undefined;
    beforeAll(async () => {
      ready = { value: await setup(kind) };
    }, options.timeout);
    afterAll(async () => {
      if (ready) await teardown(ready.value);
    });
    body(() => {
      if (!ready) throw new Error(`${title} [${kind}]: the scratch database is not ready`);
      return ready.value;
    }, kind);
  });
}

// ---- knex ----------------------------------------------------------------------------------------------------------

export interface KnexOptions {
  pool?: { min: number; max: number };
  /** Extra driver settings per engine (charset, dateStrings, type parsers, …). */
  mysql?: Partial<Knex.MySql2ConnectionConfig>;
  postgres?: Partial<Knex.PgConnectionConfig>;
}

/**
 * A knex on `database` (SQLite: a file path). Server connections take the URL's address and credentials; `null`
 * means the server itself (MySQL: no database; PostgreSQL: the URL's database, default `postgres`).
 */
export function knexOn(kind: EngineKind, database: string | null, options: KnexOptions = {}): Knex {
  if (kind === 'sqlite') {
    if (database === null) throw new Error('SQLite needs a file');
    return knexFactory({
      client: 'sqlite3',
      connection: { filename: database },
      useNullAsDefault: true,
      pool: options.pool ?? { min: 1, max: 1 },
    });
  }
  const a = serverAddress(kind);
  const base = { host: a.host, port: a.port, user: a.user || undefined, password: a.password || undefined };
  const pool = options.pool ?? { min: 0, max: 2 };
  if (kind === 'mysql')
    return knexFactory({
      client: 'mysql2',
      connection: { ...base, database: database ?? undefined, ...options.mysql },
      pool,
    });
  return knexFactory({
    client: 'pg',
    connection: { ...base, database: database ?? (a.database || 'postgres'), ...options.postgres },
    pool,
  });
}

// ---- scratch databases ---------------------------------------------------------------------------------------------

/** `<prefix><base36 time>_<8 hex>`: unique, and its age readable by the stale sweep. */
export function scratchName(prefix = SCRATCH_PREFIX, hex = randomBytes(4).toString('hex')): string {
  return `${prefix}${Date.now().toString(36)}_${hex}`;
}

const quoteDb = (kind: ServerKind, name: string) => (kind === 'mysql' ? `\`${name}\`` : `"${name}"`);
const createSql = (kind: ServerKind, name: string) =>
  kind === 'mysql'
    ? `CREATE DATABASE ${quoteDb(kind, name)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
    : `CREATE DATABASE ${quoteDb(kind, name)}`;
const dropSql = (kind: ServerKind, name: string) =>
  `DROP DATABASE IF EXISTS ${quoteDb(kind, name)}${kind === 'postgres' ? ' WITH (FORCE)' : ''}`;

async function onServer(kind: ServerKind, work: (k: Knex) => Promise<void>): Promise<void> {
  const k = knexOn(kind, null, { pool: { min: 0, max: 1 } });
  try {
    await work(k);
  } finally {
    await k.destroy();
  }
}

/** Drops `prefix` databases older than an hour that a crashed run left behind (names carry their creation time). */
async function dropStale(kind: ServerKind, k: Knex, prefix: string): Promise<void> {
  const listing =
    kind === 'mysql'
      ? `SHOW DATABASES LIKE '${prefix}%'`
      : `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`;
  const result: unknown = await k.raw(listing);
  const rows = (kind === 'mysql' ? (result as unknown[][])[0] : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];
  const pattern = new RegExp(`^${prefix}[a-z0-9]+_[a-f0-9]+$`);
  const cutoff = Date.now() - 3600_000;
  for (const row of rows) {
    const name = Object.values(row)[0];
    if (pattern.test(name) && parseInt(name.slice(prefix.length).split('_')[0], 36) < cutoff) {
      await k.raw(dropSql(kind, name)).catch(() => undefined);
    }
  }
}

export interface ScratchOptions {
  /** Name prefix of server databases (default SCRATCH_PREFIX). */
  prefix?: string;
  /** The name's hex part (default random): lower-case hex digits that make it unique. */
  hex?: string;
  /** SQLite: this file (left in place on drop); default a file in a temp folder removed on drop. */
  sqliteFile?: string;
}

export interface ScratchDatabase {
  kind: EngineKind;
  /** Server: the database name; SQLite: the file path. */
  name: string;
  /** A DATABASE_URL for it (`sqlite:<file>` for SQLite). */
  url: string;
  /** Drops the database (SQLite: removes the temp folder, if it made one); close connections first. */
  drop(): Promise<void>;
}

export async function createScratchDatabase(kind: EngineKind, options: ScratchOptions = {}): Promise<ScratchDatabase> {
  if (kind === 'sqlite') {
    if (options.sqliteFile)
      return { kind, name: options.sqliteFile, url: `sqlite:${options.sqliteFile}`, drop: () => Promise.resolve() };
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-scratch-'));
    const file = path.join(dir, 'scratch.sqlite');
    return {
      kind,
      name: file,
      url: `sqlite:${file}`,
      drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
    };
  }
  const prefix = options.prefix ?? SCRATCH_PREFIX;
  const name = scratchName(prefix, options.hex);
  await onServer(kind, async (k) => {
    await dropStale(kind, k, prefix).catch(() => undefined);
    await k.raw(createSql(kind, name));
  });
  return {
    kind,
    name,
    url: serverUrl(kind, name),
    drop: () => onServer(kind, (k) => k.raw(dropSql(kind, name)).then(() => undefined)),
  };
}

export interface ScratchKnex extends ScratchDatabase {
  knex: Knex;
  /** Destroys the knex, then drops the database. */
  drop(): Promise<void>;
}

/** A scratch database and a knex on it. */
export async function createScratchKnex(
  kind: EngineKind,
  options: ScratchOptions & KnexOptions = {},
): Promise<ScratchKnex> {
  const db = await createScratchDatabase(kind, options);
  const knex = knexOn(kind, db.name, options);
  return {
    ...db,
    knex,
    async drop() {
      await knex.destroy();
      await db.drop();
    },
  };
}
