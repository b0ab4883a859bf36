/**
 * Test harness: every suite runs against real stores — SQLite always, MariaDB and PostgreSQL when reachable
 * (TEST_MYSQL_URL, TEST_PG_URL). Each (file, store) gets a fresh, uniquely named database that is dropped
 * afterwards. An unreachable server skips its suites with a clear message, unless TESSERA_REQUIRE_DBS=1
 * (support/engines.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Router from '@koa/router';
import request from 'supertest';
import type { DestinationStream } from 'pino';
import { createApp, type AppHandle, type Services } from '../src/app';
import type { PrepareResult } from '../src/bootstrap';
import { loadConfig, type Config, type DemoDataSize } from '../src/config';
import { createLogger } from '../src/core/logger';
import type { AppState } from '../src/core/state';
import { openStore, type Store } from '../src/store';
import { ENGINE_KINDS, createScratchDatabase, describeEach, type EngineKind } from './support/engines';
import { copyTemplate, storeTemplate } from './support/store-template';
import { TEST_PASSWORD_COST } from './support/password-cost';

export type StoreKind = EngineKind;
export const STORE_KINDS: StoreKind[] = ENGINE_KINDS;
export const ADMIN_PASSWORD = 'admin-pass-123';
export const MEMBER_PASSWORD = 'member-pass-123';

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
  /** Runs on the opened store before prepareStore migrates it: to build a store as an older version left it. */
  beforePrepare?: (store: Store) => Promise<void>;
  /** More environment settings (OIDC_ISSUER, LOCAL_LOGIN…), read by loadConfig with the rest. */
  env?: Record<string, string>;
  /** REDIS_URL: the result cache, login counters and memo generations in Redis, under key prefixes of this env alone. */
  redisUrl?: string;
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

/** Settings that change what prepareStore makes: an env with any of them prepares its own store. */
const PREPARE_SETTINGS = ['ADMIN_PASSWORD', 'TESSERA_DEMO', 'DATABASE_URL'];

/** Whether the env's store can be a copy of a prepared template (support/store-template.ts). */
function templated(options: EnvOptions): boolean {
  return (
    options.adminPassword === undefined &&
    options.demoData === undefined &&
    options.beforePrepare === undefined &&
    !Object.keys(options.env ?? {}).some((key) => PREPARE_SETTINGS.includes(key))
  );
}

export async function createEnv(kind: StoreKind, options: EnvOptions = {}): Promise<TestEnv> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-test-'));
  const template = templated(options) ? await storeTemplate(kind, ADMIN_PASSWORD, options.demo !== false) : null;
  const db = await createScratchDatabase(kind, { sqliteFile: path.join(dataDir, 'tessera.sqlite') });
  if (template) await copyTemplate(template, db.name);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    ADMIN_PASSWORD: options.adminPassword === null ? undefined : (options.adminPassword ?? ADMIN_PASSWORD),
    BASE_PATH: options.basePath ?? '/',
    WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web-dist'),
    TESSERA_DEMO: options.demo === false ? '0' : '1',
    ...options.env,
  });
  config.webCacheMs = 0;
  config.passwordCost = TEST_PASSWORD_COST;
  config.demoData = options.demoData ?? null;
  if (options.redisUrl) {
    const prefix = `tessera:test:${process.pid}:${Date.now()}:${++counter}:`;
    config.queryCache.redisUrl = options.redisUrl;
    config.queryCache.redisPrefix = `${prefix}query:`;
    config.queryCache.generationsPrefix = `${prefix}generation:`;
    config.queryCache.monitorPrefix = `${prefix}monitor:`;
    config.loginThrottle.redisPrefix = `${prefix}login:`;
  }
  const logs: string[] = [];
  const destination: DestinationStream = { write: (line: string) => void logs.push(line) };
  const logger = createLogger('info', destination);
  const store = await openStore(db.url);
  const printed: string[] = [];
  await options.beforePrepare?.(store);
  if (template) printed.push(...template.printed);
  // Loaded only here: migrations, the demo loader and umzug cost every test file a fresh compile, and an env copied
  // from a template never migrates.
  const prepared = template
    ? template.prepared
    : await (
        await import('../src/bootstrap')
      ).prepareStore(store, config, { logger, print: (text) => printed.push(text) });
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
      const { user } = await handle.services.users.add({
        username: unique,
        realname: `${username} ${counter}`,
        password: MEMBER_PASSWORD,
        is_admin: isAdmin,
      });
      const { Role, RoleUser } = store.models;
      for (const name of roles) {
        const role = await Role.findOne({ where: { name } });
        if (!role) throw new Error(`no role ${name}`);
        await RoleUser.create({ role_id: role.id, user_id: user.id });
      }
      return {
        id: user.id,
        username: unique,
        password: MEMBER_PASSWORD,
        token: await env.login(unique, MEMBER_PASSWORD),
      };
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
  // With LOCAL_LOGIN off nobody logs in with a password: the suite logs in through single sign-on itself.
  if (prepared.adminCreated && config.adminPassword && config.localLogin)
    env.adminToken = await env.login('admin', config.adminPassword);
  return env;
}

/**
 * Declares `body` once per store kind, as `title [kind]`, with a fresh env per block (created in beforeAll,
 * dropped in afterAll). `env()` returns it inside tests. For suites that touch store-specific behaviour.
 */
export function describeStores(title: string, options: EnvOptions, body: (env: () => TestEnv) => void): void {
  describeEnvs(STORE_KINDS, title, options, body);
}

/**
 * `describeStores` on SQLite only, for suites whose behaviour does not depend on the metadata store: they go
 * through the same models as the store-specific suites but add no migration, transaction, constraint or query
 * that another store could answer differently (README, Tests).
 */
export function describeOnSqlite(title: string, options: EnvOptions, body: (env: () => TestEnv) => void): void {
  describeEnvs(['sqlite'], title, options, body);
}

function describeEnvs(
  kinds: StoreKind[],
  title: string,
  options: EnvOptions,
  body: (env: () => TestEnv) => void,
): void {
  describeEach(
    kinds,
    title,
    (kind) => createEnv(kind, options),
    (env) => env.close(),
    body,
    // The first env of a worker also prepares the store template it copies; on a loaded machine that took over 30 s.
    { timeout: 120_000 },
  );
}

/** The result_data of an envelope response. */
export function data<T>(res: { body: unknown }): T {
  return (res.body as { result_data: T }).result_data;
}
