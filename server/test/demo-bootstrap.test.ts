/**
 * The first start's live demo: the demo data file, the `demo` connection and every template page imported and
 * online, with report queries that return real numbers — on the SQLite metadata store (the data source is the
 * SQLite demo file). Later starts, TESSERA_DEMO=0 and stores that already have apps load nothing.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, TemplateBundle } from '@tessera/schema/dsl';
import { prepareStore } from '../src/bootstrap';
import { DEMO_DATA_FILE, generateDemoFile } from '../src/demo/data-file';
import type { ReportData } from '../src/domains/report/types';
import { generateDemoData, knexFromUrl } from '../src/demo/generate';
import { data, describeOnSqlite, type TestEnv } from './harness';
import { anyArray } from './support/body';

const SMALL = { users: 300, days: 40, seed: 42 };
const ROOT = path.resolve(__dirname, '..', '..');
const TEMPLATES = readdirSync(path.join(ROOT, 'templates'))
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => ({
    file,
    bundle: JSON.parse(readFileSync(path.join(ROOT, 'templates', file), 'utf8')) as TemplateBundle,
  }));
const PAGES = TEMPLATES.flatMap((t) => t.bundle.pages.map((p) => ({ file: t.file, page: p })));
/** One page per menu family (second url segment: retention, users, engagement, experiments, realtime, overview, visits). */
const FAMILIES = [...new Map(PAGES.map((p) => [String(p.page.url).split('/')[2], p])).entries()];

async function pageOf(env: TestEnv, url: string): Promise<{ entryId: number; page: Page }> {
  const entry = await env.handle.store.models.Entry.findOne({ where: { url } });
  if (!entry) throw new Error(`no entry at ${url}`);
  const res = await env.get(`/customize/page-diagram/list-with-page?page_id=${entry.id}`, env.adminToken);
  expect(res.status).toBe(200);
  return { entryId: entry.id, page: data<Page>(res) };
}

describeOnSqlite('demo bootstrap', { demoData: SMALL }, (env) => {
  // The report queries open the demo file through the pooled registry (and the cache); the harness closes only the store.
  afterAll(() => env().handle.close());

  it('generated the data file and saved the shared sqlite connection `demo` on it', async () => {
    const summary = env().prepared.demoSource;
    expect(summary).toMatchObject({
      regenerated: false,
      templates: { bundles: TEMPLATES.length, pages: PAGES.length, failed: [] },
    });
    expect(summary?.rows).toBeGreaterThan(5000);
    expect(existsSync(path.join(env().config.dataSourcesDir, DEMO_DATA_FILE))).toBe(true);
    const connections = await env().handle.services.connections.list();
    expect(connections).toEqual([
      expect.objectContaining({
        id: summary?.connectionId,
        name: 'demo',
        kind: 'sqlite',
        file: DEMO_DATA_FILE,
        app_id: null,
      }),
    ]);
    expect(env().logs.join('')).toMatch(
      /demo data source ready in [\d.]+ s: [\d,]+ rows generated into demo\.sqlite, connection \\"demo\\", \d+ datasets, 18 pages/,
    );
  });

  it.each(PAGES.map((p) => [p.page.url, p]))(
    '%s is an entry of its app with the template sections online',
    async (_url, { page: template }) => {
      const url = String(template.url);
      const { entryId, page } = await pageOf(env(), url);
      expect(page.sections.map((s) => s.title)).toEqual(template.sections.map((s) => s.title));
      expect(page.sections.every((s) => typeof s.id === 'number')).toBe(true);
      const entry = await env().handle.store.models.Entry.findByPk(entryId);
      expect(entry?.app_id).toBe(await env().appId(url.startsWith('/push/') ? 'push' : 'growth'));
    },
  );

  it.each(FAMILIES)(
    'family %s: every section of its page returns rows with non-zero indicators (new/data)',
    async (_family, { page: template }) => {
      const { page } = await pageOf(env(), String(template.url));
      for (const section of page.sections) {
        const res = await env().post(
          '/customize/page-diagram/new/data',
          { diagram_id: section.id, filter_condition: [], sort_key_map: {} },
          env().adminToken,
        );
        expect({ section: section.title, status: res.status }).toEqual({ section: section.title, status: 200 });
        const { columns, rows } = data<ReportData>(res);
        const indicators = columns.filter((c) => c.role === 'indicator').map((c) => c.column_key);
        expect({ section: section.title, rows: rows.length > 0, indicators: indicators.length > 0 }).toEqual({
          section: section.title,
          rows: true,
          indicators: true,
        });
        // Over the whole period (no filter condition) every indicator has a non-zero value somewhere.
        const zero = indicators.filter((key) => !rows.some((r) => Number(r[key]) !== 0));
        expect({ section: section.title, zero }).toEqual({ section: section.title, zero: [] });
      }
    },
  );

  it('a second start does nothing', async () => {
    const { store } = env().handle;
    const before = {
      connections: await store.models.DbConnection.count({ paranoid: false }),
      datasets: await store.models.Dataset.count({ paranoid: false }),
      sections: await store.models.Section.count({ paranoid: false }),
    };
    const again = await prepareStore(store, env().config, { print: () => undefined });
    expect(again).toEqual({ migrations: [], adminCreated: false, demoLoaded: false });
    expect(again.demoSource).toBeUndefined();
    const after = {
      connections: await store.models.DbConnection.count({ paranoid: false }),
      datasets: await store.models.Dataset.count({ paranoid: false }),
      sections: await store.models.Section.count({ paranoid: false }),
    };
    expect(after).toEqual(before);
  });
});

describeOnSqlite('demo bootstrap off', { demo: false, demoData: SMALL }, (env) => {
  it('TESSERA_DEMO=0 loads nothing: no app but the workbench, no connection, no data file', async () => {
    expect(env().prepared).toEqual({ migrations: anyArray(), adminCreated: true, demoLoaded: false });
    const { App, DbConnection, Dataset } = env().handle.store.models;
    expect([
      (await App.findAll({ paranoid: false })).map((a) => a.app_key),
      await DbConnection.count({ paranoid: false }),
      await Dataset.count({ paranoid: false }),
    ]).toEqual([['common'], 0, 0]);
    expect(existsSync(path.join(env().config.dataSourcesDir, DEMO_DATA_FILE))).toBe(false);
  });

  it('a store that already has apps is left alone when the demo is turned on', async () => {
    const { store, services } = env().handle;
    await services.apps.add({ app_name: 'Mine', app_key: 'mine', status: 1, sort: 0 });
    const again = await prepareStore(store, { ...env().config, demo: true }, { print: () => undefined });
    expect(again.demoLoaded).toBe(false);
    expect(again.demoSource).toBeUndefined();
    expect(await store.models.DbConnection.count({ paranoid: false })).toBe(0);
    expect(existsSync(path.join(env().config.dataSourcesDir, DEMO_DATA_FILE))).toBe(false);
  });
});

describe('demo data file', () => {
  it('an existing file (DATA_DIR reused after the store was deleted) is regenerated with current dates', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-demo-file-'));
    try {
      const knex = knexFromUrl(`sqlite:${path.join(dir, DEMO_DATA_FILE)}`);
      try {
        await generateDemoData({ knex, users: 50, days: 10, seed: 1, today: '2020-01-01' });
      } finally {
        await knex.destroy();
      }
      const result = await generateDemoFile(dir, SMALL);
      expect(result).toMatchObject({ regenerated: true, rows: { demo_users: SMALL.users } });
      const check = knexFromUrl(`sqlite:${path.join(dir, DEMO_DATA_FILE)}`);
      try {
        const [{ first, last }] = await check('app_events')
          .min({ first: 'event_date' })
          .max<{ first: string; last: string }[]>({ last: 'event_date' });
        // Today has rows only from its first hours on: at midnight the last day may be yesterday.
        const yesterday = new Date(Date.parse(`${result.today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
        expect(first > '2020-01-01').toBe(true);
        expect([yesterday, result.today]).toContain(String(last).slice(0, 10));
      } finally {
        await check.destroy();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
