import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import type { PageVersionSummary } from '@tessera/schema/api';
import type { TemplateBundle } from '@tessera/schema/dsl';
import type { ImportResult } from '../src/domains/templates/types';
import { data, describeStores } from './harness';
import { problemsOf } from './support/body';

const ROOT = path.resolve(__dirname, '..', '..');
const template = (file: string) => JSON.parse(readFileSync(path.join(ROOT, 'templates', file), 'utf8')) as unknown;

describeStores('template bundles of a catalog tree', { demo: false }, (env) => {
  let app: number;
  const importBundle = (body: Record<string, unknown>) => env().post('/templates/import', body, env().adminToken);
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
    return res.body as string;
  };

  beforeAll(async () => {
    app = (await env().handle.services.apps.add({ app_name: 'growth', app_key: 'growth', status: 1, sort: 0 })).id;
    const now = new Date();
    await env()
      .handle.store.sequelize.getQueryInterface()
      .bulkInsert('db_connections', [
        { name: 'demo', kind: 'sqlite', file: 'demo.sqlite', created_at: now, updated_at: now },
      ]);
    for (const file of ['retention-daily.json', 'retention-compare.json']) {
      expect((await importBundle({ app_id: app, bundle: template(file) })).status).toBe(200);
    }
  });

  it('exports a catalog with its sub-catalogs and pages, and an import elsewhere exports the same text', async () => {
    const { Entry } = env().handle.store.models;
    const daily = (await Entry.findOne({ where: { url: '/growth/retention/daily' } }))?.id as number;
    const compare = (await Entry.findOne({ where: { url: '/growth/retention/compare' } }))?.id as number;
    const retention = await Entry.create({
      app_id: app,
      name: '用户留存',
      catalog_or_page: 1,
      sort: 1,
      tips: '每日更新',
    });
    const sub = await Entry.create({
      app_id: app,
      parent_id: retention.id,
      name: '对比',
      catalog_or_page: 1,
      sort: 2,
      is_expand: 0,
      data_level: 'A',
    });
    await Entry.update({ parent_id: retention.id, sort: 1 }, { where: { id: daily } });
    await Entry.update({ parent_id: sub.id, sort: 1 }, { where: { id: compare } });

    const text = await exportText(retention.id);
    const bundle = JSON.parse(text) as TemplateBundle;
    expect(bundle.name).toBe('用户留存');
    expect(bundle.catalogs).toEqual([
      {
        key: 'catalog_1',
        catalog_or_page: 1,
        name: '用户留存',
        tips: '每日更新',
        children: [{ page: '/growth/retention/daily' }, { catalog: 'catalog_2' }],
      },
      {
        key: 'catalog_2',
        catalog_or_page: 1,
        name: '对比',
        data_level: 'A',
        is_expand: 0,
        children: [{ page: '/growth/retention/compare' }],
      },
    ]);
    expect(bundle.pages.map((p) => p.url)).toEqual(['/growth/retention/daily', '/growth/retention/compare']);
    expect(bundle.datasets?.length).toBeGreaterThan(0);

    // Into another catalog of the app: the tree is rebuilt there and the pages move into it.
    const target = await Entry.create({ app_id: app, name: '归档', catalog_or_page: 1, sort: 5 });
    const res = await importBundle({ app_id: app, bundle, parent_id: target.id, replace: true });
    expect(res.status).toBe(200);
    const result = data<ImportResult>(res);
    expect(result.catalogs.map((c) => [c.key, c.name, c.created])).toEqual([
      ['catalog_1', '用户留存', true],
      ['catalog_2', '对比', true],
    ]);
    const [top, inner] = result.catalogs.map((c) => c.id);
    expect(await Entry.findByPk(top)).toMatchObject({ parent_id: target.id, catalog_or_page: 1, tips: '每日更新' });
    expect(await Entry.findByPk(inner)).toMatchObject({ parent_id: top, sort: 2, data_level: 'A', is_expand: 0 });
    expect(await Entry.findByPk(daily)).toMatchObject({ parent_id: top, sort: 1 });
    expect(await Entry.findByPk(compare)).toMatchObject({ parent_id: inner, sort: 1 });
    expect(await exportText(top)).toBe(text);

    // Each import published the pages again: a version of each, source import.
    const versions = data<PageVersionSummary[]>(
      await env().get(`/customize/page-diagram/version/list?page_id=${daily}`, env().adminToken),
    );
    expect(versions.map((v) => [v.number, v.source])).toEqual([
      [2, 'import'],
      [1, 'import'],
    ]);
  });

  it('refuses a broken tree with pointers, storing nothing', async () => {
    const bundle = template('retention-daily.json') as TemplateBundle;
    const count = async () =>
      Number(
        (
          await env().handle.store.sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM entries', {
            type: QueryTypes.SELECT,
          })
        )[0].n,
      );
    const before = await count();
    const broken = {
      ...bundle,
      catalogs: [
        {
          key: 'a',
          catalog_or_page: 1,
          name: 'A',
          children: [{ catalog: 'b' }, { catalog: 'nope' }, { page: '/nowhere' }],
        },
        { key: 'b', catalog_or_page: 1, name: 'B', children: [{ catalog: 'a' }, { page: bundle.pages[0].url }] },
      ],
    };
    const res = await importBundle({ app_id: app, bundle: broken, replace: true });
    expect(res.status).toBe(400);
    expect(problemsOf(res)).toEqual([
      { pointer: '/catalogs/0/children', message: '目录 "a" 最终被放进了它自己' },
      { pointer: '/catalogs/0/children/1/catalog', message: '本模板中没有标识为 "nope" 的目录' },
      { pointer: '/catalogs/0/children/2/page', message: '本模板中没有 url 为 "/nowhere" 的页面' },
      { pointer: '/catalogs/1/children', message: '目录 "b" 最终被放进了它自己' },
    ]);
    expect(await count()).toBe(before);
  });
});
