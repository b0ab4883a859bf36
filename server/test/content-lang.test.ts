/**
 * Page content in zh and en on the server: English names of apps and menu entries (store migration 0017) set by the
 * app and catalog calls and kept by template export and import; the demo's translations reaching the menu, the page
 * documents and the report answers (display labels and filter options carry their English names, the page picks).
 */
import type { AppInfo, CatalogEntry, Entry, ReportData, SelectOption } from '@tessera/schema/api';
import type { Page, TemplateBundle } from '@tessera/schema/dsl';
import type { ImportResult } from '../src/domains/templates/types';
import { data, describeOnSqlite, describeStores, type TestEnv } from './harness';
import { problemsOf } from './support/body';

const P = '/customize/page-diagram';

async function exportText(env: TestEnv, entryId: number): Promise<string> {
  const res = await env.http
    .get(env.api(`/templates/export?page_id=${entryId}`))
    .set('Authorization', `Bearer ${env.adminToken}`)
    .buffer(true)
    .parse((r, done) => {
      let text = '';
      r.setEncoding('utf8');
      r.on('data', (chunk: string) => (text += chunk));
      r.on('end', () => done(null, text));
    });
  expect(res.status).toBe(200);
  return res.body as string;
}

describeStores('English names of apps and menu entries', { demo: false }, (env) => {
  it('an app keeps its English name through add, update and the lists; blank means none', async () => {
    const added = data<AppInfo>(
      await env().post(
        '/backend/app/add',
        { app_name: '增长', app_name_en: ' Growth ', app_key: 'growth-en' },
        env().adminToken,
      ),
    );
    expect(added).toMatchObject({ app_name: '增长', app_name_en: 'Growth' });
    const listed = data<AppInfo[]>(await env().get('/backend/app/admin/list', env().adminToken));
    expect(listed.find((a) => a.id === added.id)?.app_name_en).toBe('Growth');
    const renamed = data<AppInfo>(
      await env().post('/backend/app/update', { id: added.id, app_name_en: 'Growth analysis' }, env().adminToken),
    );
    expect(renamed).toMatchObject({ app_name: '增长', app_name_en: 'Growth analysis' });
    const cleared = data<AppInfo>(
      await env().post('/backend/app/update', { id: added.id, app_name_en: '  ' }, env().adminToken),
    );
    expect(cleared.app_name_en).toBeNull();
    const tooLong = await env().post(
      '/backend/app/update',
      { id: added.id, app_name_en: 'x'.repeat(101) },
      env().adminToken,
    );
    expect(tooLong.status).toBe(400);
    expect(problemsOf(tooLong).map((p) => p.field)).toContain('app_name_en');
  });

  it('a catalog and a page keep their English names, shown in the menu and kept by export and import', async () => {
    const app = data<AppInfo>(
      await env().post('/backend/app/add', { app_name: '推送', app_key: 'push-en' }, env().adminToken),
    );
    const save = async (body: Record<string, unknown>) =>
      data<CatalogEntry>(await env().post('/customize/catalog/add-or-update', body, env().adminToken));
    const catalog = await save({ app_id: app.id, catalog_or_page: 1, name: '推送分析', name_en: 'Push analysis' });
    const page = await save({
      app_id: app.id,
      catalog_or_page: 2,
      parent_id: catalog.id,
      name: '推送概览',
      url: '/push-en/overview',
    });
    expect(page.name_en).toBeNull();
    expect((await save({ id: page.id, name_en: 'Push overview' })).name_en).toBe('Push overview');

    const menu = data<Entry[]>(await env().get(`/site/entries?app_id=${app.id}`, env().adminToken));
    expect(menu.map((e) => [e.name, e.name_en, e.childs.map((c) => [c.name, c.name_en])])).toEqual([
      ['推送分析', 'Push analysis', [['推送概览', 'Push overview']]],
    ]);
    // The page document's English name is the entry's.
    const doc = data<Page>(await env().get(`${P}/list-with-page?page_id=${page.id}`, env().adminToken));
    expect(doc.i18n).toEqual({ en: { name: 'Push overview' } });

    const text = await exportText(env(), catalog.id);
    const bundle = JSON.parse(text) as TemplateBundle;
    expect(bundle.catalogs?.[0]?.i18n).toEqual({ en: { name: 'Push analysis' } });
    expect(bundle.pages[0]?.i18n).toEqual({ en: { name: 'Push overview' } });

    // Imported under another catalog: the tree is built again there, the page moves into it.
    const target = await save({ app_id: app.id, catalog_or_page: 1, name: '归档' });
    const res = await env().post(
      '/templates/import',
      { app_id: app.id, bundle, parent_id: target.id, replace: true },
      env().adminToken,
    );
    expect(res.status).toBe(200);
    const imported = data<ImportResult>(res);
    expect(imported.catalogs[0]?.id).not.toBe(catalog.id);
    expect(await exportText(env(), imported.catalogs[0].id)).toBe(text);
  });
});

describeOnSqlite('the demo in English', { demoData: { users: 300, days: 40, seed: 42 } }, (env) => {
  afterAll(() => env().handle.close());

  it('apps and menu entries carry their English names', async () => {
    const apps = data<AppInfo[]>(await env().get('/backend/app/list', env().adminToken));
    expect(apps.map((a) => a.app_name_en)).toEqual(expect.arrayContaining(['Growth', 'Push operations']));
    const growth = await env().appId('growth');
    const menu = data<Entry[]>(await env().get(`/site/entries?app_id=${growth}`, env().adminToken));
    const names = (entries: Entry[]): (string | null | undefined)[] =>
      entries.flatMap((e) => [e.name_en, ...names(e.childs)]);
    expect(names(menu)).toContain('Core overview');
    expect(names(menu).filter((n) => !n)).toEqual([]);
  });

  it('report answers and filter options carry the English labels of display values', async () => {
    const entry = await env().handle.store.models.Entry.findOne({ where: { url: '/growth/engagement/overview' } });
    const page = data<Page>(await env().get(`${P}/list-with-page?page_id=${entry?.id}`, env().adminToken));
    expect(page.i18n?.en?.name).toBe('Core overview');
    const section = page.sections.find((s) => s.i18n?.en?.title === 'User type details');
    expect(section).toBeDefined();
    const answer = data<ReportData>(
      await env().post(
        `${P}/new/data`,
        { diagram_id: section?.id, filter_condition: [], sort_key_map: {} },
        env().adminToken,
      ),
    );
    const userType = answer.columns.find((c) => c.column_key === 'user_type');
    expect(userType?.labels?.vip).toBe('付费会员');
    expect(userType?.i18n?.en?.labels?.vip).toBe('Paying members');
    const options = data<SelectOption[]>(
      await env().post(`${P}/select-options`, { diagram_id: section?.id, field: 'user_type' }, env().adminToken),
    );
    expect(options.find((o) => o.value === 'vip')).toEqual({
      name: '付费会员',
      value: 'vip',
      i18n: { en: { name: 'Paying members' } },
    });
  });
});
