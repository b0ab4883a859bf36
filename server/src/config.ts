import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEPLOY_VARIANTS, type DeployVariant } from '@tessera/schema/api';
import { normaliseBasePath } from '@tessera/schema/rules';
import { findRepoRoot } from './core/repo-root';
import { DEMO_DEFAULTS } from './demo/generate/defaults';
import { loadCacheSettings, type CacheSettings } from './cache/settings';
import { loadLocalLogin, loadOidcSettings, type OidcSettings } from './domains/auth/oidc/settings';
import { PASSWORD_COST } from './domains/auth/password';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottleSettings } from './domains/auth/throttle';
import { loadReportSettings, type ReportSettings } from './domains/report/settings';

export type StoreDialect = 'sqlite' | 'mysql' | 'postgres';

/** Everything the server reads from its environment, resolved once at start. */
export interface Config {
  port: number;
  /** Folder of the root package.json (the one with "workspaces"). */
  repoRoot: string;
  dataDir: string;
  /** The only folder SQLite data sources are opened from (DATA_SOURCES_DIR, default DATA_DIR/sources); created on start. */
  dataSourcesDir: string;
  /** Resolved store location: `sqlite:<file>`, `mysql://…` or `postgres://…`. */
  databaseUrl: string;
  dialect: StoreDialect;
  /** Signing key of session tokens. */
  secret: string;
  /** Password of the first `admin` account; null → generated and printed once. */
  adminPassword: string | null;
  /** Always starts and ends with `/`. The API lives at `${basePath}api/…`. */
  basePath: string;
  webDist: string;
  logLevel: string;
  /** Load the demo content into an empty store. */
  demo: boolean;
  demoFile: string;
  /**
   * Size of the demo data generated into DATA_SOURCES_DIR/demo.sqlite on the first start (with the `demo`
   * connection and the templates/ pages); null: the demo apps only. Not an environment variable: tests shrink it.
   */
  demoData: DemoDataSize | null;
  /** How long `build.json` and `index.html` are cached, in ms. */
  webCacheMs: number;
  /** Largest accepted JSON body. */
  bodyLimit: string;
  /** Lifetime of a login, in seconds. */
  sessionTtlSeconds: number;
  /** Rows a CSV export writes at most (EXPORT_MAX_ROWS); the file then ends with a line saying it was cut. */
  exportMaxRows: number;
  /** Report result cache: REDIS_URL (shared) or the in-process LRU, its size and the TTL per data_update_mode. */
  queryCache: CacheSettings;
  /** Time limits of the report data calls (PAGE_DATA_TIMEOUT_MS, SELECT_VALUES_TIMEOUT_MS). */
  report: ReportSettings;
  /** Login limits per account and per address (shared through REDIS_URL when set). Not an environment variable. */
  loginThrottle: LoginThrottleSettings;
  /**
   * EMBEDDING_HOSTS: origins (`https://portal.example.com`) of the micro-frontend host and outer sites that embed
   * the product. They may frame it (CSP frame-ancestors) and count as its own origin for cookie-authenticated calls.
   */
  embeddingHosts: string[];
  /** DEPLOY_VARIANT: test, pre or production (spec section 9); the web app marks non-production hosts in its navbar. */
  deployVariant: DeployVariant;
  /** Single sign-on (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_SCOPES, OIDC_CREATE_USERS); null: off. */
  oidc: OidcSettings | null;
  /** LOCAL_LOGIN: whether local accounts may log in with a password (default on; off needs single sign-on). */
  localLogin: boolean;
  /**
   * scrypt's cost N for new password hashes (PASSWORD_COST). Not an environment variable: tests lower it, since
   * every test login pays it (at the production cost, about half of the server suites' CPU).
   */
  passwordCost: number;
}

export interface DemoDataSize {
  users: number;
  days: number;
  seed: number;
}

export type Env = Record<string, string | undefined>;

export function dialectOf(url: string): StoreDialect {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (/^(mysql|mariadb):\/\//.test(url)) return 'mysql';
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  throw new Error('DATABASE_URL must start with mysql://, mariadb://, postgres://, postgresql:// or sqlite:');
}

/** TESSERA_SECRET, else a 32-byte key generated once into DATA_DIR/secret (mode 0600, hex text). */
export function resolveSecret(env: Env, dataDir: string): string {
  if (env.TESSERA_SECRET) return env.TESSERA_SECRET;
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${name} must be a positive integer: ${value}`);
  return n;
}

/** Reads the configuration from `env` (default: process.env). Creates DATA_DIR and the secret file if needed. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const repoRoot = env.TESSERA_REPO_ROOT ? path.resolve(env.TESSERA_REPO_ROOT) : findRepoRoot(cwd);
  const dataDir = path.resolve(cwd, env.DATA_DIR || path.join(repoRoot, 'data'));
  mkdirSync(dataDir, { recursive: true });
  const dataSourcesDir = path.resolve(cwd, env.DATA_SOURCES_DIR || path.join(dataDir, 'sources'));
  mkdirSync(dataSourcesDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL || `sqlite:${path.join(dataDir, 'tessera.sqlite')}`;
  const port = Number(env.PORT || 8080);
  const oidc = loadOidcSettings(env);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  return {
    port,
    repoRoot,
    dataDir,
    dataSourcesDir,
    databaseUrl,
    dialect: dialectOf(databaseUrl),
    secret: resolveSecret(env, dataDir),
    adminPassword: env.ADMIN_PASSWORD || null,
    basePath: normaliseBasePath(env.BASE_PATH),
    webDist: path.resolve(cwd, env.WEB_DIST || path.join(repoRoot, 'web', 'dist')),
    logLevel: env.LOG_LEVEL || 'info',
    demo: flag(env.TESSERA_DEMO, true),
    demoFile: path.join(repoRoot, 'examples', 'demo', 'apps.json'),
    demoData: { ...DEMO_DEFAULTS },
    webCacheMs: 10_000,
    bodyLimit: '1mb',
    sessionTtlSeconds: 7 * 24 * 3600,
    exportMaxRows: positiveInteger('EXPORT_MAX_ROWS', env.EXPORT_MAX_ROWS, 1_000_000),
    queryCache: loadCacheSettings(env),
    report: loadReportSettings(env),
    loginThrottle: structuredClone(DEFAULT_LOGIN_THROTTLE),
    embeddingHosts: parseEmbeddingHosts(env.EMBEDDING_HOSTS),
    deployVariant: parseDeployVariant(env.DEPLOY_VARIANT),
    oidc,
    localLogin: loadLocalLogin(env, oidc),
    passwordCost: PASSWORD_COST,
  };
}

/** test, pre or production (the default); anything else stops the start, so a typo never passes for production. */
export function parseDeployVariant(value: string | undefined): DeployVariant {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return 'production';
  const known = DEPLOY_VARIANTS.find((v) => v === text);
  if (!known) throw new Error(`DEPLOY_VARIANT must be one of ${DEPLOY_VARIANTS.join(', ')}: ${value}`);
  return known;
}

/** Comma- or space-separated origins; each must be an http(s) origin without a path, else startup fails. */
export function parseEmbeddingHosts(value: string | undefined): string[] {
  if (!value || value.trim() === '') return [];
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((text) => {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        throw new Error(`EMBEDDING_HOSTS: not an origin: ${text}`);
      }
      if (!/^https?:$/.test(url.protocol) || url.origin !== text.replace(/\/$/, ''))
        throw new Error(`EMBEDDING_HOSTS: write an origin such as https://portal.example.com: ${text}`);
      return url.origin;
    });
}
