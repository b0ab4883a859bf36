/**
 * Test harness: every suite runs against real stores — SQLite always, MariaDB and PostgreSQL when reachable
 * (TEST_MYSQL_URL, TEST_PG_URL). Each (file, store) gets a fresh, uniquely named database that is dropped
 * afterwards. An unreachable server skips its suites with a clear message, unless TESSERA_REQUIRE_DBS=1.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Router from '@koa/router';
import { Sequelize } from 'sequelize';
import request from 'supertest';
import type { DestinationStream } from 'pino';
import { createApp, type AppHandle, type Services } from '../src/app';
import { prepareStore, type PrepareResult } from '../src/bootstrap';
import { loadConfig, type Config, type DemoDataSize } from '../src/config';
import { createLogger } from '../src/core/logger';
import type { AppState } from '../src/core/state';
import { openStore, type Store } from '../src/store';

export type StoreKind = 'sqlite' | 'mysql' | 'postgres';
export const STORE_KINDS: StoreKind[] = ['sqlite', 'mysql', 'postgres'];
export const ADMIN_PASSWORD = 'admin-pass-123';
export const MEMBER_PASSWORD = 'member-pass-123';

const SERVER_URLS: Record<Exclude<StoreKind, 'sqlite'>, string> = {
  mysql: process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306',
  postgres: process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
};
const REQUIRE_DBS = process.env.TESSERA_REQUIRE_DBS === '1';
const PREFIX = 'tessera_t_';

const reachability = new Map<StoreKind, boolean>();

/** Synchronous TCP probe (describe blocks cannot await), once per store kind and test file. */
export function reachable(kind: StoreKind): boolean {
  if (kind === 'sqlite') return true;
  const cached = reachability.get(kind);
  if (cached !== undefined) return cached;
  const u = new URL(SERVER_URLS[kind]);
  const port = Number(u.port || (kind === 'mysql' ? 3306 : 5432));
  const script = `const s=require('net').connect(${port},${JSON.stringify(u.hostname)});s.setTimeout(2000);s.on('connect',()=>process.exit(0));s.on('error',()=>process.exit(1));s.on('timeout',()=>process.exit(1));`;
  const ok = spawnSync(process.execPath, ['-e', script], { timeout: 5000 }).status === 0;
  reachability.set(kind, ok);
  return ok;
}

function withDatabase(serverUrl: string, database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

async function onServer<T>(kind: Exclude<StoreKind, 'sqlite'>, work: (s: Sequelize) => Promise<T>): Promise<T> {
  const s = new Sequelize(SERVER_URLS[kind], { dialect: kind, logging: false, pool: { max: 1 } });
  try {
    return await work(s);
  } finally {
    await s.close();
  }
}

/** Drops test databases older than an hour that a crashed run left behind (names carry their creation time). */
async function dropStale(kind: Exclude<StoreKind, 'sqlite'>, s: Sequelize): Promise<void> {
  const sql = kind === 'mysql' ? `SHOW DATABASES LIKE '${PREFIX}%'` : `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`;
  const [rows] = await s.query(sql);
  const cutoff = Date.now() - 3600_000;
  for (const row of rows as Record<string, string>[]) {
    const name = Object.values(row)[0];
    const created = parseInt(name.slice(PREFIX.length).split('_')[0], 36);
    if (/^tessera_t_[a-z0-9]+_[a-f0-9]+$/.test(name) && created < cutoff) {
      await s.query(kind === 'mysql' ? `DROP DATABASE IF EXISTS \`${name}\`` : `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    }
  }
}

/** A fresh database: its url and how to drop it. */
async function freshDatabase(kind: StoreKind, dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') return { url: `sqlite:${path.join(dir, 'tessera.sqlite')}`, drop: async () => undefined };
  const name = `${PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onServer(kind, async (s) => {
    await dropStale(kind, s).catch(() => undefined);
    await s.query(kind === 'mysql' ? `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci` : `CREATE DATABASE "${name}"`);
  });
  return {
    url: withDatabase(SERVER_URLS[kind], name),
    drop: () => onServer(kind, (s) => s.query(kind === 'mysql' ? `DROP DATABASE IF EXISTS \`${name}\`` : `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

export interface EnvOptions {
  /** Load the demo content (default true). */
  demo?: boolean;
  /** Also generate the demo data source (data file, `demo` connection, templates) at this size; default none, which keeps suites fast and free of a `demo` connection. */
  demoData?: DemoDataSize;
  basePath?: string;
  /** WEB_DIST; default a folder that does not exist. */
  webDist?: string;
  /** ADMIN_PASSWORD; null → generated. Default ADMIN_PASSWORD above. */
  adminPassword?: string | null;
  extraRoutes?: (router: Router<AppState>, context: { services: Services; store: Store }) => void;
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
  token: string;
}

export interface TestEnv {
  kind: StoreKind;
  config: Config;
  handle: AppHandle;
  prepared: PrepareResult;
  /** What prepareStore printed (the generated admin password banner). */
  printed: string[];
  /** Every log line (JSON) written while the env lived. */
  logs: string[];
  dataDir: string;
  adminToken: string;
  http: ReturnType<typeof request>;
  /** `${basePath}api${path}` */
  api(path: string): string;
  get(path: string, token?: string): request.Test;
  post(path: string, body: unknown, token?: string): request.Test;
  login(username: string, password: string): Promise<string>;
  /** Creates an active user holding the named demo roles and logs him in. */
  addUser(username: string, roles?: string[], isAdmin?: boolean): Promise<TestUser>;
  appId(appKey: string): Promise<number>;
  close(): Promise<void>;
}

let counter = 0;

export async function createEnv(kind: StoreKind, options: EnvOptions = {}): Promise<TestEnv> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-test-'));
  const db = await freshDatabase(kind, dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    ADMIN_PASSWORD: options.adminPassword === null ? undefined : options.adminPassword ?? ADMIN_PASSWORD,
    BASE_PATH: options.basePath ?? '/',
    WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web-dist'),
    TESSERA_DEMO: options.demo === false ? '0' : '1',
  });
  config.webCacheMs = 0;
  config.demoData = options.demoData ?? null;
  const logs: string[] = [];
  const destination: DestinationStream = { write: (line: string) => void logs.push(line) };
  const logger = createLogger('info', destination);
  const store = await openStore(db.url);
  const printed: string[] = [];
  const prepared = await prepareStore(store, config, { logger, print: (text) => printed.push(text) });
  const handle = await createApp(config, { store, logger, extraRoutes: options.extraRoutes });
  const http = request(handle.app.callback());
  const api = (p: string) => `${config.basePath}api${p}`;
  const auth = (t: request.Test, token?: string) => (token ? t.set('Authorization', `Bearer ${token}`) : t);
  const env: TestEnv = {
    kind,
    config,
    handle,
    prepared,
    printed,
    logs,
    dataDir,
    adminToken: '',
    http,
    api,
    get: (p, token) => auth(http.get(api(p)), token),
    post: (p, body, token) => auth(http.post(api(p)).send(body as object), token),
    async login(username, password) {
      const res = await http.post(api('/auth/login')).send({ username, password });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return (res.body as { result_data: { token: string } }).result_data.token;
    },
    async addUser(username, roles = [], isAdmin = false) {
      const unique = `${username}${++counter}`;
      const { user } = await handle.services.users.add({ username: unique, realname: `${username} ${counter}`, password: MEMBER_PASSWORD, is_admin: isAdmin });
      const { Role, RoleUser } = store.models;
      for (const name of roles) {
        const role = await Role.findOne({ where: { name } });
        if (!role) throw new Error(`no role ${name}`);
        await RoleUser.create({ role_id: role.id, user_id: user.id });
      }
      return { id: user.id, username: unique, password: MEMBER_PASSWORD, token: await env.login(unique, MEMBER_PASSWORD) };
    },
    async appId(appKey) {
      const app = await store.models.App.findOne({ where: { app_key: appKey }, paranoid: false });
      if (!app) throw new Error(`no app ${appKey}`);
      return app.id;
    },
    async close() {
      await store.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (prepared.adminCreated && config.adminPassword) env.adminToken = await env.login('admin', config.adminPassword);
  return env;
}

/**
 * Declares `body` once per store kind, as `title [kind]`, with a fresh env per block (created in beforeAll,
 * dropped in afterAll). `env()` returns it inside tests.
 */
export function describeStores(title: string, options: EnvOptions, body: (env: () => TestEnv) => void): void {
  for (const kind of STORE_KINDS) {
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
        describe.skip(name, () => body(() => ({}) as TestEnv));
      }
      continue;
    }
    describe(name, () => {
      let current: TestEnv | undefined;
      beforeAll(async () => {
        current = await createEnv(kind, options);
      });
      afterAll(async () => {
        await current?.close();
      });
      body(() => {
        if (!current) throw new Error('test env is not ready');
        return current;
      });
    });
  }
}

/** The result_data of an envelope response. */
export function data<T>(res: { body: unknown }): T {
  return (res.body as { result_data: T }).result_data;
}
