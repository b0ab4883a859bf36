import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import type { Page, TemplateBundle } from '@tessera/schema/dsl';
import type { ImportResult } from '../src/domains/templates/types';
import { data, describeStores, type TestEnv } from './harness';
import { bodyOf, problemsOf, textContaining } from './support/body';

const ROOT = path.resolve(__dirname, '..', '..');
const TEMPLATES = readdirSync(path.join(ROOT, 'templates'))
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => ({ file, text: readFileSync(path.join(ROOT, 'templates', file), 'utf8') }));
const FIXTURES = path.join(ROOT, 'schema', 'test', 'fixtures');

async function addConnection(env: TestEnv, name: string): Promise<number> {
  const now = new Date();
  await env.handle.store.sequelize
    .getQueryInterface()
    .bulkInsert('db_connections', [{ name, kind: 'sqlite', file: `${name}.sqlite`, created_at: now, updated_at: now }]);
  const rows = await env.handle.store.sequelize.query<{ id: number }>(
    'SELECT id FROM db_connections WHERE name = :name',
    { type: QueryTypes.SELECT, replacements: { name } },
  );
  return Number(rows[0].id);
}

/** Row counts of everything an import writes. */
async function counts(env: TestEnv): Promise<Record<string, number>> {
  const { Dataset, Entry, Page: PageRow, Section, SectionVersion } = env.handle.store.models;
  return {
    datasets: await Dataset.count({ paranoid: false }),
    entries: await Entry.count({ paranoid: false }),
    pages: await PageRow.count(),
    sections: await Section.count({ paranoid: false }),
    versions: await SectionVersion.count(),
  };
}

describeStores('template import and export', { demo: false }, (env) => {
  const apps = new Map<string, number>();
  const appOf = (bundle: TemplateBundle) => apps.get(String(bundle.pages[0].url).split('/')[1]) as number;
  const importBundle = (body: Record<string, unknown>, token = env().adminToken) =>
    env().post('/templates/import', body, token);
  const exportText = async (entryId: number) => {
    const res = await env()
      .http.get(env().api(`/templates/export?page_id=${entryId}`))
      .set('Authorization', `Bearer ${env().adminToken}`)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => (text += chunk));
        r.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.body as string;
  };

  beforeAll(async () => {
    for (const key of ['growth', 'push']) {
      const app = await env().handle.services.apps.add({ app_name: key, app_key: key, status: 1, sort: 0 });
      apps.set(key, app.id);
    }
    await addConnection(env(), 'demo');
  });

  it.each(TEMPLATES.map((t) => [t.file, t.text]))('imports %s and exports it byte for byte', async (_file, text) => {
    const bundle = JSON.parse(text) as TemplateBundle;
    const res = await importBundle({ app_id: appOf(bundle), bundle });
    expect(res.status).toBe(200);
    const result = data<ImportResult>(res);
    expect(result.pages).toHaveLength(1);
    expect(result.pages[0]).toMatchObject({ url: bundle.pages[0].url, created: true });
    expect(result.datasets.map((d) => d.key)).toEqual((bundle.datasets ?? []).map((d) => d.key));
    expect(await exportText(result.pages[0].page_id)).toBe(text);

    // An import publishes: what staff see is what was imported, with stored ids.
    const online = data<Page>(
      await env().get(`/customize/page-diagram/list-with-page?page_id=${result.pages[0].page_id}`, env().adminToken),
    );
    expect(online.sections.map((s) => s.title)).toEqual(bundle.pages[0].sections.map((s) => s.title));
    expect(online.sections.map((s) => s.id)).toEqual(result.pages[0].section_ids);
    const entry = await env().handle.store.models.Entry.findByPk(result.pages[0].page_id);
    expect(entry).toMatchObject({
      name: bundle.pages[0].name,
      status: bundle.pages[0].status,
      parent_id: null,
      catalog_or_page: 2,
    });
  });

  it('refuses to overwrite a page that has sections unless replace is set; replacing keeps section ids', async () => {
    const { text } = TEMPLATES.find((t) => t.file === 'vv.json') as { text: string };
    const bundle = JSON.parse(text) as TemplateBundle;
    const before = await counts(env());
    const again = await importBundle({ app_id: appOf(bundle), bundle });
    expect(again.status).toBe(409);
    expect(await counts(env())).toEqual(before);

    const entry = await env().handle.store.models.Entry.findOne({ where: { url: bundle.pages[0].url as string } });
    const ids = data<Page>(
      await env().get(`/customize/page-diagram/list-with-page?page_id=${entry?.id}`, env().adminToken),
    ).sections.map((s) => s.id);
    const renamed = {
      ...bundle,
      pages: [
        {
          ...bundle.pages[0],
          sections: bundle.pages[0].sections.map((s, i) => (i === 0 ? { ...s, title: '改过的标题' } : s)),
        },
      ],
    };
    const replaced = data<ImportResult>(await importBundle({ app_id: appOf(bundle), bundle: renamed, replace: true }));
    expect(replaced.pages[0]).toMatchObject({ page_id: entry?.id, created: false, section_ids: ids });
    expect(replaced.datasets.every((d) => !d.created)).toBe(true);
    expect(await exportText(entry?.id as number)).toContain('"title": "改过的标题"');
    await importBundle({ app_id: appOf(bundle), bundle, replace: true }).expect(200);
    expect(await exportText(entry?.id as number)).toBe(text);
  });

  it('is atomic: a missing connection in the second dataset changes nothing (400 naming it)', async () => {
    const bundle = JSON.parse(
      (TEMPLATES.find((t) => t.file === 'weekly.json') as { text: string }).text,
    ) as TemplateBundle;
    const datasets = bundle.datasets ?? [];
    expect(datasets.length).toBeGreaterThanOrEqual(2);
    const broken = {
      ...bundle,
      pages: [{ ...bundle.pages[0], url: '/growth/brand-new' }],
      datasets: datasets.map((d, i) =>
        i === 1 ? { ...d, key: 'fresh_key', connection: 'nowhere' } : { ...d, key: 'first_key' },
      ),
    };
    broken.pages[0].sections = broken.pages[0].sections.map(
      (s) =>
        JSON.parse(
          JSON.stringify(s)
            .replace(new RegExp(`"${datasets[0].key}"`, 'g'), '"first_key"')
            .replace(new RegExp(`"${datasets[1].key}"`, 'g'), '"fresh_key"'),
        ) as typeof s,
    );
    const before = await counts(env());
    const res = await importBundle({ app_id: apps.get('growth'), bundle: broken });
    expect(res.status).toBe(400);
    expect(problemsOf(res)).toEqual([{ pointer: '/datasets/1/connection', message: textContaining('"nowhere"') }]);
    expect(await counts(env())).toEqual(before);
  });

  it('is atomic inside the transaction too: a url held by another app rolls the datasets and pages back', async () => {
    const bundle = JSON.parse(
      (TEMPLATES.find((t) => t.file === 'country.json') as { text: string }).text,
    ) as TemplateBundle;
    const first = { ...bundle.pages[0], url: '/growth/fresh-page', id: 'fresh_page' };
    const taken = { ...bundle.pages[0], url: '/push/overview/list', id: 'taken_page' };
    const datasets = (bundle.datasets ?? []).map((d) => ({ ...d, name: `${d.name}（新）` }));
    const before = await counts(env());
    const nameBefore = (
      await env().handle.store.models.Dataset.findOne({ where: { app_id: apps.get('growth'), key: datasets[0].key } })
    )?.name;
    const res = await importBundle({
      app_id: apps.get('growth'),
      bundle: { ...bundle, pages: [first, taken], datasets },
    });
    expect(res.status).toBe(409);
    expect(bodyOf(res).message).toContain('/push/overview/list');
    expect(await counts(env())).toEqual(before);
    expect(
      (await env().handle.store.models.Dataset.findOne({ where: { app_id: apps.get('growth'), key: datasets[0].key } }))
        ?.name,
    ).toBe(nameBefore);
  });

  it('refuses invalid bundles with pointers; creates missing pages under parent_id', async () => {
    const bundle = JSON.parse(
      (TEMPLATES.find((t) => t.file === 'entry.json') as { text: string }).text,
    ) as TemplateBundle;
    const typo = JSON.parse(JSON.stringify(bundle)) as TemplateBundle & { pages: (Page & { colour?: string })[] };
    typo.pages[0].colour = 'red';
    typo.pages[0].sections[0].title = undefined as unknown as string;
    const bad = await importBundle({ app_id: apps.get('growth'), bundle: typo });
    expect(bad.status).toBe(400);
    expect(problemsOf(bad).map((e) => e.pointer)).toEqual(['/pages/0/colour', '/pages/0/sections/0/title']);
    const future = await importBundle({ app_id: apps.get('growth'), bundle: { ...bundle, version: 9 } });
    expect(future.status).toBe(400);
    expect(problemsOf(future)[0].pointer).toBe('/version');

    const { Entry } = env().handle.store.models;
    const catalog = await Entry.create({ app_id: apps.get('growth') as number, name: '导入', catalog_or_page: 1 });
    const moved = { ...bundle, pages: [{ ...bundle.pages[0], url: '/growth/imported/entry' }] };
    expect((await importBundle({ app_id: apps.get('push'), bundle: moved, parent_id: catalog.id })).status).toBe(400);
    const res = data<ImportResult>(
      await importBundle({ app_id: apps.get('growth'), bundle: moved, parent_id: catalog.id }),
    );
    expect(await Entry.findByPk(res.pages[0].page_id)).toMatchObject({
      parent_id: catalog.id,
      url: '/growth/imported/entry',
    });
    expect(
      (await importBundle({ app_id: apps.get('growth'), bundle: moved }, (await env().addUser('dev')).token)).status,
    ).toBe(403);
  });

  it('migrates a version 1 bundle on import', async () => {
    await addConnection(env(), 'warehouse');
    const v1 = JSON.parse(readFileSync(path.join(FIXTURES, 'v1', 'template.json'), 'utf8')) as unknown;
    const sales = await env().handle.services.apps.add({ app_name: 'sales', app_key: 'sales', status: 1, sort: 0 });
    const res = await importBundle({ app_id: sales.id, bundle: v1 });
    expect(res.status).toBe(200);
    const text = await exportText(data<ImportResult>(res).pages[0].page_id);
    expect(text).toBe(readFileSync(path.join(FIXTURES, 'v2', 'template.json'), 'utf8'));
  });
});
