/**
 * The table browser of /admin/database/config on a MariaDB database of 5,000 tables (`tessera_bench_tables`, made
 * when missing or incomplete; each table has four columns and a comment), with the real server in-process:
 *
 * - over HTTP, first list: what the screen waits for when a connection is opened — its databases, then the first
 *   1,001 tables (the browser shows 1,000 and knows there are more) — on a fresh pool each time (the connection's
 *   first use); search: `search=<part of a name>` (any case) with the same limit; the whole list of 5,000 tables in
 *   one answer, for comparison;
 * - in Chromium, on the built web app (skipped when web/dist is missing): a click on the connection → its first
 *   tables shown in the tree (fresh pool; the console beside it is mounted too), and a search typed → its tables
 *   shown, less the box's debounce.
 *
 * Targets (issue 14): first list ≤ 1 s, search ≤ 300 ms.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import knexFactory from 'knex';
import { getJson } from './http';
import { startBareServer, type BareServer } from './server';
import { median, percentile } from './stats';
import { ROOT, serverParts } from './target';

export const TABLE_COUNT = 5000;
export const FIRST_LIST_TARGET_MS = 1000;
export const SEARCH_TARGET_MS = 300;
const DATABASE = 'tessera_bench_tables';
/** What the browser asks for: one more than it shows, to know whether there are more. */
const BROWSER_LIMIT = 1001;
const MYSQL_URL = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306';

/** The search box waits this long after the last key (web: SchemaBrowser's SEARCH_DEBOUNCE_MS). */
const SEARCH_DEBOUNCE_MS = 300;
const WEB_DIST = path.join(ROOT, 'web', 'dist');

export interface TableFigures {
  tables: number;
  firstList: { p50: number; max: number; runs: number };
  search: { p50: number; p95: number; runs: number };
  fullList: { p50: number; rows: number };
  /** null when there is no web build. */
  browser: {
    firstList: { p50: number; max: number; runs: number };
    search: { p50: number; max: number; runs: number };
  } | null;
}

const name = (i: number) => `t_${String(i).padStart(5, '0')}`;

/** Creates the 5,000 tables unless they are there already (about 15 s on the development machine). */
async function ensureTables(log: (line: string) => void): Promise<void> {
  const p = serverParts(MYSQL_URL);
  const knex = knexFactory({
    client: 'mysql2',
    connection: { host: p.host, port: p.port, user: p.username, password: p.password || undefined },
    pool: { min: 1, max: 1 },
  });
  try {
    await knex.raw(`CREATE DATABASE IF NOT EXISTS \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const [rows] = (await knex.raw('SELECT COUNT(*) AS n FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?', [
      DATABASE,
    ])) as [{ n: number }[]];
    const have = Number(rows[0].n);
    if (have === TABLE_COUNT) return;
    log(`tables: creating ${TABLE_COUNT.toLocaleString('en')} tables in ${DATABASE} (has ${have})`);
    for (let i = 1; i <= TABLE_COUNT; i += 1)
      await knex.raw(
        `CREATE TABLE IF NOT EXISTS \`${DATABASE}\`.${name(i)} (id BIGINT PRIMARY KEY, ` +
          "name VARCHAR(64) NOT NULL COMMENT 'name', amount DECIMAL(12,2) NULL, created_at DATETIME NULL) " +
          `COMMENT = 'bench table ${i}'`,
      );
  } finally {
    await knex.destroy();
  }
}

/** A different part of a table name per run ("T_0123", "t_0456", …): ten tables each, matched in any case. */
const searchPart = (i: number) => `${i % 2 ? 'T' : 't'}_0${String(((i * 37) % 499) + 1).padStart(3, '0')}`;

/**
 * Clicks the connection's row in the page (no round trip of the test driver counts), then looks at every frame
 * until the tree shows its first table. Milliseconds. Written without named inner functions: tsx would wrap them
 * in a helper the page does not have.
 */
const clickUntilShown = async (id: number): Promise<number> => {
  const row = document.querySelector<HTMLElement>(`[data-testid="db-connections"] tr[data-row-key="${id}"]`);
  if (!row) throw new Error(`no row for connection ${id}`);
  const started = performance.now();
  row.click();
  for (;;) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const first = document.querySelector('[data-testid="db-browser"] [data-testid="db-table"]');
    const count = document.querySelector('[data-testid="db-table-count"]')?.textContent ?? '';
    if (first?.textContent?.startsWith('t_00001') && count.includes('1000')) return performance.now() - started;
  }
};

/** Marks when the search box gets its next input, for typedUntilShown. */
const markNextInput = () => {
  const box = document.querySelector('[data-testid="db-table-search"]');
  if (!box) throw new Error('no search box');
  box.addEventListener('input', () => ((window as { typedAt?: number }).typedAt = performance.now()), {
    once: true,
    capture: true,
  });
};

/** Milliseconds from the input marked by markNextInput until the tree shows the tables of `part`. */
const typedUntilShown = async (part: string): Promise<number> => {
  const expected = `${part.toLowerCase()}0`;
  for (;;) {
    const first = document.querySelector('[data-testid="db-browser"] [data-testid="db-table"]');
    if (first?.textContent?.startsWith(expected))
      return performance.now() - ((window as { typedAt?: number }).typedAt ?? NaN);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
};

/** Clicks and searches in Chromium; two connections to the same database, so each click opens one afresh. */
async function measureInBrowser(
  server: BareServer,
  ids: [number, number],
  runs: number,
): Promise<NonNullable<TableFigures['browser']>> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page: Page = await context.newPage();
    const base = `http://127.0.0.1:${server.port}`;
    const login = await page.request.post(`${base}${server.api('/auth/login')}`, {
      data: { username: 'admin', password: 'bench-admin-pass' },
    });
    if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
    await page.goto(`${base}/index`);
    await page.getByTestId('home').waitFor();
    // Spec section 2: database config is entered from the index page.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/database/config');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('db-table').first().filter({ hasText: 't_00001' }).waitFor({ timeout: 60_000 });
    await page.getByTestId('db-editor').locator('.view-lines').waitFor({ timeout: 60_000 });

    const first: number[] = [];
    for (let i = 0; i < Math.min(runs, 10); i += 1) {
      const id = ids[(i + 1) % 2];
      await server.handle.services.dataSources.invalidate(id);
      first.push(await page.evaluate(clickUntilShown, id));
    }

    const search: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const part = searchPart(i);
      await page.evaluate(markNextInput);
      await page.getByTestId('db-table-search').fill(part);
      search.push((await page.evaluate(typedUntilShown, part)) - SEARCH_DEBOUNCE_MS);
    }
    await context.close();
    return {
      firstList: { p50: median(first), max: Math.max(...first), runs: first.length },
      search: { p50: median(search), max: Math.max(...search), runs: search.length },
    };
  } finally {
    await browser.close();
  }
}

export async function measureTables(log: (line: string) => void, runs: number): Promise<TableFigures> {
  await ensureTables(log);
  const web = existsSync(path.join(WEB_DIST, 'index.html'));
  const server = await startBareServer(web ? { webDist: WEB_DIST } : {});
  try {
    const p = serverParts(MYSQL_URL);
    const save = (name: string) =>
      server.handle.services.connections.save({
        name,
        kind: 'mysql',
        host: p.host,
        port: p.port,
        username: p.username,
        password: p.password,
        database_name: DATABASE,
      });
    const { id } = await save('bench-tables-1');
    const other = (await save('bench-tables-2')).id;
    const get = async (url: string) => {
      const answer = await getJson(server.port, server.api(url), server.token);
      if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
    };
    const tables = (query: string) =>
      get(`/customize/sql/db-tables?connection_id=${id}&database=${DATABASE}&limit=${BROWSER_LIMIT}${query}`);

    log(`tables: first list, ${Math.min(runs, 10)} runs on a fresh pool`);
    const first: number[] = [];
    for (let i = 0; i < Math.min(runs, 10); i += 1) {
      await server.handle.services.dataSources.invalidate(id);
      const started = performance.now();
      await get(`/customize/sql/db-name/list?connection_id=${id}`);
      const listed = await tables('');
      first.push(performance.now() - started);
      if ((listed.body.result_data as unknown[]).length !== BROWSER_LIMIT) throw new Error('the first list is short');
    }

    log(`tables: search, ${runs} runs`);
    const search: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const part = searchPart(i);
      const answer = await tables(`&search=${encodeURIComponent(part)}`);
      search.push(answer.ms);
      if ((answer.body.result_data as unknown[]).length !== 10) throw new Error(`${part} does not match 10 tables`);
    }

    const full: number[] = [];
    let rows = 0;
    for (let i = 0; i < 5; i += 1) {
      const answer = await get(`/customize/sql/db-tables?connection_id=${id}&database=${DATABASE}`);
      full.push(answer.ms);
      rows = (answer.body.result_data as unknown[]).length;
    }

    if (web) log('tables: the same in Chromium');
    else log('tables: no web build (npm run build), the browser part is skipped');
    return {
      tables: TABLE_COUNT,
      firstList: { p50: median(first), max: Math.max(...first), runs: first.length },
      search: { p50: median(search), p95: percentile(search, 95), runs: search.length },
      fullList: { p50: median(full), rows },
      browser: web ? await measureInBrowser(server, [id, other], runs) : null,
    };
  } finally {
    await server.close();
  }
}
