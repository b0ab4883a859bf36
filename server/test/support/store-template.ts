/**
 * Prepared metadata stores, made once per jest run and copied for each env. Migrating an empty store and loading
 * the demo took most of an env's set-up (seconds on MariaDB, where every migration is DDL), and about a hundred envs
 * are made per run. A copy has the same tables, rows, indexes, constraints and sequences as the store it was taken
 * from: SQLite copies the file, PostgreSQL creates the database from it as a template, MariaDB recreates each table
 * from its own `SHOW CREATE TABLE` and copies the rows.
 *
 * The templates of one jest run carry its id (TESSERA_TEST_RUN, set by store-template-setup.ts) and are dropped
 * when it ends (store-template-teardown.ts); those of a crashed run by the stale sweep an hour later.
 */
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { PrepareResult } from '../../src/bootstrap';
import { loadConfig } from '../../src/config';
import { openStore } from '../../src/store';
import { createScratchDatabase, knexOn, type EngineKind } from './engines';
import { TEST_PASSWORD_COST } from './password-cost';

export const TEMPLATE_PREFIX = 'tessera_tpl_';

export interface StoreTemplate {
  kind: EngineKind;
  /** Server: the database name; SQLite: the file. */
  name: string;
  prepared: PrepareResult;
  printed: string[];
}

/** The run's id: 8 hex digits that every template name of this run carries after its time. */
export function runId(): string {
  // Outside a jest run (no global set-up), a new id: a template of another run may be of an older schema.
  return (process.env.TESSERA_TEST_RUN ??= randomBytes(4).toString('hex'));
}

/** Where a run keeps its SQLite templates and the record of every template made. */
export function templateDir(run: string): string {
  return path.join(os.tmpdir(), `tessera-tpl-${run}`);
}

const made = new Map<string, Promise<StoreTemplate>>();
const WAIT_MS = 180_000;

/**
 * The prepared store of `kind` with the standard admin password and the demo (or none). One per jest run: jest gives
 * each test file its own module registry, so the template is found through a file in the run's folder; the first
 * worker to ask makes it (holding a lock file) while the others wait for that file to appear.
 */
export function storeTemplate(kind: EngineKind, adminPassword: string, demo: boolean): Promise<StoreTemplate> {
  const key = `${kind}-${demo ? 'demo' : 'empty'}`;
  let template = made.get(key);
  if (!template) {
    template = sharedTemplate(key, () => makeTemplate(kind, adminPassword, demo));
    // A failed template is not kept: the next env tries again, and its error names the cause.
    template.catch(() => made.delete(key));
    made.set(key, template);
  }
  return template;
}

async function sharedTemplate(key: string, make: () => Promise<StoreTemplate>): Promise<StoreTemplate> {
  const dir = templateDir(runId());
  mkdirSync(dir, { recursive: true });
  const meta = path.join(dir, `${key}.json`);
  const lock = `${meta}.lock`;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (existsSync(meta)) return JSON.parse(readFileSync(meta, 'utf8')) as StoreTemplate;
    let owner = false;
    try {
      closeSync(openSync(lock, 'wx'));
      owner = true;
    } catch {
      // Another worker is making it.
    }
    if (owner) {
      try {
        const template = await make();
        writeFileSync(`${meta}.tmp`, JSON.stringify(template));
        renameSync(`${meta}.tmp`, meta);
        return template;
      } finally {
        rmSync(lock, { force: true });
      }
    }
    if (Date.now() > deadline) throw new Error(`store template ${key}: not made within ${WAIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function makeTemplate(kind: EngineKind, adminPassword: string, demo: boolean): Promise<StoreTemplate> {
  const run = runId();
  const dir = templateDir(run);
  const name = `${kind}-${demo ? 'demo' : 'empty'}`;
  const db = await createScratchDatabase(kind, {
    prefix: TEMPLATE_PREFIX,
    hex: `${run}${demo ? 1 : 0}`,
    sqliteFile: path.join(dir, `${name}.sqlite`),
  });
  const config = loadConfig({
    DATA_DIR: path.join(dir, name),
    DATABASE_URL: db.url,
    ADMIN_PASSWORD: adminPassword,
    TESSERA_DEMO: demo ? '1' : '0',
  });
  config.demoData = null;
  config.passwordCost = TEST_PASSWORD_COST;
  const store = await openStore(db.url);
  const printed: string[] = [];
  try {
    // Loaded only here, by the one worker that makes the template: the other test files never migrate.
    const { prepareStore } = await import('../../src/bootstrap');
    const prepared = await prepareStore(store, config, { print: (text) => printed.push(text) });
    return { kind, name: db.name, prepared, printed };
  } finally {
    // PostgreSQL copies a template only while nobody is connected to it.
    await store.close();
  }
}

/** Copies the template into the empty scratch database `target` (SQLite: a file path). */
export async function copyTemplate(template: StoreTemplate, target: string): Promise<void> {
  if (template.kind === 'sqlite') {
    copyFileSync(template.name, target);
    if (existsSync(`${template.name}-wal`)) copyFileSync(`${template.name}-wal`, `${target}-wal`);
    return;
  }
  const k = knexOn(template.kind, null, { pool: { min: 1, max: 1 } });
  try {
    if (template.kind === 'postgres') {
      await k.raw(`DROP DATABASE "${target}"`);
      await k.raw(`CREATE DATABASE "${target}" TEMPLATE "${template.name}"`);
    } else {
      await copyMysql(k, template.name, target);
    }
  } finally {
    await k.destroy();
  }
}

type Knex = ReturnType<typeof knexOn>;

/** Every table of `from` into `to` (one connection: FOREIGN_KEY_CHECKS is per session). */
async function copyMysql(k: Knex, from: string, to: string): Promise<void> {
  const [tables] = (await k.raw(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE'`,
    [from],
  )) as [{ name: string }[]];
  // Generated columns are computed again, never copied.
  const [columns] = (await k.raw(
    `SELECT table_name AS tbl, column_name AS col FROM information_schema.columns
     WHERE table_schema = ? AND extra NOT LIKE '%GENERATED%' ORDER BY ordinal_position`,
    [from],
  )) as [{ tbl: string; col: string }[]];
  await k.raw('SET FOREIGN_KEY_CHECKS = 0');
  await k.raw(`USE \`${to}\``);
  for (const { name } of tables) {
    const [[shown]] = (await k.raw(`SHOW CREATE TABLE \`${from}\`.\`${name}\``)) as [Record<string, string>[]];
    await k.raw(shown['Create Table']);
    const list = columns
      .filter((c) => c.tbl === name)
      .map((c) => `\`${c.col}\``)
      .join(', ');
    await k.raw(`INSERT INTO \`${to}\`.\`${name}\` (${list}) SELECT ${list} FROM \`${from}\`.\`${name}\``);
  }
  await k.raw('SET FOREIGN_KEY_CHECKS = 1');
}

/** Drops every template of run `run` (the jest run's teardown). */
export async function dropTemplates(run: string): Promise<void> {
  rmSync(templateDir(run), { recursive: true, force: true });
  for (const kind of ['mysql', 'postgres'] as const) {
    const k = knexOn(kind, null, { pool: { min: 0, max: 1 } });
    try {
      const listing =
        kind === 'mysql'
          ? `SHOW DATABASES LIKE '${TEMPLATE_PREFIX}%_${run}%'`
          : `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%_${run}%'`;
      const result: unknown = await k.raw(listing);
      const rows = (kind === 'mysql' ? (result as unknown[][])[0] : (result as { rows: unknown[] }).rows) as Record<
        string,
        string
      >[];
      for (const row of rows) {
        const name = Object.values(row)[0];
        await k.raw(kind === 'mysql' ? `DROP DATABASE \`${name}\`` : `DROP DATABASE "${name}" WITH (FORCE)`);
      }
    } catch {
      // A server that is not running holds no templates.
    } finally {
      await k.destroy();
    }
  }
}
