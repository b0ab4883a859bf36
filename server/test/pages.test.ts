import { QueryTypes } from 'sequelize';
import type { DatasetColumn, Page, Section } from '@tessera/schema/dsl';
import type { PageSettings, SectionSettingDetail } from '../src/domains/pages/types';
import { data, describeStores, type TestEnv, type TestUser } from './harness';
import { bodyOf, problemsOf } from './support/body';

const P = '/customize/page-diagram';
const DAILY = '/growth/retention/daily';
const COLUMNS = [
  { column_key: 'dt', column_name: '日期', column_type: 0 },
  { column_key: 'new_users', column_name: '新增用户', column_type: 1 },
];
const TAB = {
  type: 'tab',
  name: '视图',
  class_en: 'view',
  values: [{ name: '卡片', value: 'card', decision_diagram_id: 'kpi_cards' }],
};

async function addDataset(env: TestEnv, appId: number): Promise<number> {
  const now = new Date();
  await env.handle.store.sequelize
    .getQueryInterface()
    .bulkInsert('db_connections', [
      { name: 'demo', kind: 'sqlite', file: 'demo.sqlite', created_at: now, updated_at: now },
    ]);
  const [conn] = await env.handle.store.sequelize.query<{ id: number }>(
    "SELECT id FROM db_connections WHERE name = 'demo'",
    { type: QueryTypes.SELECT },
  );
  const res = await env.post(
    '/customize/dataset/save-update',
    {
      app_id: appId,
      key: 'retention',
      name: '留存',
      connection_id: Number(conn.id),
      sql: 'SELECT dt, new_users FROM r',
      columns: COLUMNS,
    },
    env.adminToken,
  );
  return (res.body as { result_data: { id: number } }).result_data.id;
}

interface ErrorItem {
  pointer: string;
  message: string;
}
const pointers = (res: { body: { result_data: { errors: ErrorItem[] } } }) =>
  res.body.result_data.errors.map((e) => e.pointer);

describeStores('pages and sections', {}, (env) => {
  let growth: number;
  let daily: number;
  let compare: number;
  let transform: number;
  let datasetId: number;
  let viewer: TestUser;
  let outsider: TestUser;
  let kpi: number;
  let second: number;

  const list = async (token: string, preview = false) =>
    env().get(`${P}/list-with-page?page_id=${daily}${preview ? '&preview=1' : ''}`, token);
  const del = (path: string, token = env().adminToken) =>
    env().http.delete(env().api(path)).set('Authorization', `Bearer ${token}`);
  /** The draft's revision: the base of the next page/save. */
  const revision = async () =>
    data<{ revision: number }>(await env().get(`${P}/page/draft?page_id=${daily}`, env().adminToken)).revision;
  const save = async (document: unknown) =>
    env().post(`${P}/page/save`, { page_id: daily, document, base_revision: await revision() }, env().adminToken);
  const draft = async (id: number) => data<Section>(await env().get(`${P}/one?id=${id}&preview=1`, env().adminToken));

  beforeAll(async () => {
    growth = await env().appId('growth');
    const { Entry } = env().handle.store.models;
    daily = (await Entry.findOne({ where: { url: DAILY } }))?.id as number;
    compare = (await Entry.findOne({ where: { url: '/growth/retention/compare' } }))?.id as number;
    transform = (await Entry.findOne({ where: { url: '/growth/users/transform' } }))?.id as number;
    datasetId = await addDataset(env(), growth);
    viewer = await env().addUser('viewer', ['增长分析-查看']);
    outsider = await env().addUser('outsider');
  });

  it('a page never saved is the document of its entry, without sections', async () => {
    const page = data<Page>(await list(env().adminToken, true));
    expect(page).toEqual({
      version: 2,
      id: daily,
      name: '留存日报',
      // The entry's English name and tips (the demo menu has them) are the document's.
      i18n: { en: { name: 'Daily retention', tips: 'Day-1, day-7 and day-30 retention of new users' } },
      url: DAILY,
      is_expand: 1,
      develop_charge_username: 'admin',
      work_charge_username: 'admin',
      requirement_type: 'report',
      tips: '新增用户次日、7 日、30 日留存',
      status: 1,
      sections: [],
    });
  });

  it('add/one refuses an invalid section with pointers in the request language, storing nothing', async () => {
    const bad = await env()
      .post(
        `${P}/add/one`,
        { page_id: daily, section: { id: 'kpi', title: 'KPI', show_type: 'pie', chart_config: { config_type: 9 } } },
        env().adminToken,
      )
      .set('Accept-Language', 'en');
    expect(bad.status).toBe(400);
    expect(problemsOf(bad)).toEqual([
      { pointer: '/chart_config/config_type', message: '"config_type" must be one of 0, 1, 2, 3, 4, 5, 6, 7 (got 9)' },
      { pointer: '/show_type', message: '"show_type" must be one of "table", "card" (got "pie")' },
    ]);
    const zh = await env().post(
      `${P}/add/one`,
      { page_id: daily, section: { id: 'kpi', title: 'KPI', data_set_id: 'nope', filter_config_model_list: [TAB] } },
      env().adminToken,
    );
    expect(pointers(zh)).toEqual(['/filter_config_model_list/0/values/0/decision_diagram_id', '/data_set_id']);
    expect(bodyOf(zh).message).toContain('数据集 "nope" 在该应用中不存在');
    expect(await env().handle.store.models.Section.count()).toBe(0);
    expect(
      (await env().post(`${P}/add/one`, { page_id: 999999, section: { id: 'kpi', title: 'KPI' } }, env().adminToken))
        .status,
    ).toBe(404);
  });

  it('add/one and update/one save drafts; an invalid update leaves the stored draft untouched', async () => {
    const added = data<Section>(
      await env().post(
        `${P}/add/one`,
        { pageId: daily, section: { id: 'kpi', title: 'KPI', data_set_id: 'retention' } },
        env().adminToken,
      ),
    );
    kpi = added.id as number;
    expect(added).toEqual({ id: kpi, title: 'KPI', data_set_id: datasetId });
    // Without an id the key is generated.
    const generated = data<Section>(
      await env().post(`${P}/add/one`, { page_id: daily, section: { title: '第二个' } }, env().adminToken),
    );
    second = generated.id as number;
    expect(generated).toEqual({ id: second, title: '第二个' });
    expect(
      (await env().post(`${P}/add/one`, { page_id: daily, section: { id: 'kpi', title: 'again' } }, env().adminToken))
        .status,
    ).toBe(409);

    const before = await draft(kpi);
    const bad = await env().post(
      `${P}/update/one`,
      { id: kpi, section: { id: kpi, title: 'KPI', report_type: 7 }, new_config2: true },
      env().adminToken,
    );
    expect(bad.status).toBe(400);
    expect(pointers(bad)).toEqual(['/report_type']);
    expect(await draft(kpi)).toEqual(before);

    const renamed = await env().post(
      `${P}/update/one`,
      {
        id: kpi,
        section: { id: kpi, title: '核心指标', data_set_id: datasetId },
        new_config2: true,
        template_key: 'kpi_cards',
      },
      env().adminToken,
    );
    expect(data<Section>(renamed)).toEqual({ id: kpi, title: '核心指标', data_set_id: datasetId });
    expect(
      data<SectionSettingDetail>(await env().get(`${P}/setting/one?id=${kpi}&preview=1`, env().adminToken)),
    ).toMatchObject({ id: kpi, key: 'kpi_cards', title: '核心指标', status: 0 });
    const withOption = await env().post(
      `${P}/update/one`,
      { id: second, section: { id: second, title: '第二个', filter_config_model_list: [TAB] }, template_key: 'second' },
      env().adminToken,
    );
    expect(data<Section>(withOption).filter_config_model_list?.[0].values?.[0].decision_diagram_id).toBe(kpi);
    expect(
      (
        await env().post(
          `${P}/update/one`,
          { id: second, section: { id: second, title: 'x' }, template_key: 'kpi_cards' },
          env().adminToken,
        )
      ).status,
    ).toBe(409);
    // Keys inside documents are data: the request's snake_case normalisation leaves them alone.
    const props = await env().post(
      `${P}/update/one`,
      { id: second, section: { id: second, title: '第二个', props: { fixWidth: 1 }, filter_config_model_list: [TAB] } },
      env().adminToken,
    );
    expect(data<Section>(props).props).toEqual({ fixWidth: 1 });
  });

  it('staff see online sections only; preview (admins only) shows drafts', async () => {
    expect(data<Page>(await list(viewer.token)).sections).toEqual([]);
    expect((await list(viewer.token, true)).status).toBe(403);
    expect((await env().get(`${P}/one?id=${kpi}`, viewer.token)).status).toBe(404);

    const online = await env().post(`${P}/online`, { diagram_id_set: [kpi] }, env().adminToken);
    expect(data(online)).toEqual({ page_id: daily, diagram_id_set: [kpi] });
    expect((await env().handle.store.models.Entry.findByPk(daily))?.status).toBe(1);

    await env()
      .post(
        `${P}/update/one`,
        { id: kpi, section: { id: kpi, title: '核心指标 v2', data_set_id: datasetId } },
        env().adminToken,
      )
      .expect(200);
    const staff = data<Page>(await list(viewer.token));
    expect(staff.sections.map((s) => [s.id, s.title])).toEqual([[kpi, '核心指标']]);
    expect(data<Page>(await list(env().adminToken, true)).sections.map((s) => s.title)).toEqual([
      '核心指标 v2',
      '第二个',
    ]);
    expect(data<Section>(await env().get(`${P}/one?id=${kpi}`, viewer.token)).title).toBe('核心指标');
    // The option of an unpublished section pointing at kpi is not visible to staff at all.
    expect((await env().get(`${P}/one?id=${second}`, viewer.token)).status).toBe(404);
  });

  it('online names bad ids; rollback restores the previous online config', async () => {
    const bad = await env()
      .post(`${P}/online`, { diagram_id_set: [kpi, 'kpi', 999999] }, env().adminToken)
      .set('Accept-Language', 'en');
    expect(bad.status).toBe(400);
    expect(pointers(bad)).toEqual(['/1', '/2']);
    expect(problemsOf(bad)[1].message).toBe('section 999999 is not on page "留存日报"');
    expect(pointers(await env().post(`${P}/online`, { diagram_id_set: [] }, env().adminToken))).toEqual(['']);
    expect(pointers(await env().post(`${P}/online`, { diagram_id_set: [999999] }, env().adminToken))).toEqual(['/0']);
    expect((await env().post(`${P}/rollback`, { id: second }, env().adminToken)).status).toBe(409);

    await env()
      .post(`${P}/online`, { diagram_id_set: [kpi] }, env().adminToken)
      .expect(200);
    expect(data<Section>(await env().get(`${P}/one?id=${kpi}`, viewer.token)).title).toBe('核心指标 v2');
    const rolled = await env().post(`${P}/rollback`, { id: kpi }, env().adminToken);
    expect(data<Section>(rolled).title).toBe('核心指标');
    expect(data<Section>(await env().get(`${P}/one?id=${kpi}`, viewer.token)).title).toBe('核心指标');
    expect((await draft(kpi)).title).toBe('核心指标 v2');
    expect((await env().post(`${P}/rollback`, { id: kpi }, env().adminToken)).status).toBe(409);
    expect(await env().handle.store.models.SectionVersion.count({ where: { section_id: kpi } })).toBe(2);
  });

  it('page/save validates the whole document and replaces the drafts keyed by section key', async () => {
    const before = data<Page>(await list(env().adminToken, true));
    const invalid = await save({
      version: 2,
      name: '留存日报',
      layout: { items: [{ section_id: 'ghost', x: 0, y: 0, w: 6, h: 4 }] },
      sections: [{ id: kpi, title: 'K' }],
    });
    expect(invalid.status).toBe(400);
    expect(pointers(invalid)).toEqual(['/layout/items/0/section_id']);
    expect(data<Page>(await list(env().adminToken, true))).toEqual(before);

    const doc = {
      version: 2,
      id: 'retention_daily',
      name: '留存日报',
      display: 1,
      global_filters: [{ ...TAB, values: [{ name: '趋势', value: 'trend', decision_diagram_id: 'trend' }] }],
      layout: {
        items: [
          { section_id: kpi, x: 0, y: 0, w: 12, h: 3 },
          { section_id: 'trend', x: 0, y: 3, w: 12, h: 8 },
        ],
      },
      sections: [
        { id: kpi, title: '核心指标 v3', data_set_id: 'retention' },
        {
          id: 'trend',
          title: '趋势',
          belonging_to: 'retention_daily',
          filter_config_model_list: [{ ...TAB, values: [{ name: '卡片', value: 'card', decision_diagram_id: kpi }] }],
        },
      ],
    };
    const twice = await save({ ...doc, sections: [...doc.sections, { id: 'kpi_cards', title: 'again' }] });
    expect(pointers(twice)).toEqual(['/sections/2/id']);
    const saved = data<{ page: Page }>(await save(doc)).page;
    const trend = saved.sections[1].id as number;
    expect(saved.sections.map((s) => s.id)).toEqual([kpi, trend]);
    expect(saved.layout?.items.map((i) => i.section_id)).toEqual([kpi, trend]);
    expect(saved.global_filters?.[0].values?.[0].decision_diagram_id).toBe(trend);
    expect(saved.sections[1]).toMatchObject({
      belonging_to: daily,
      filter_config_model_list: [{ values: [{ decision_diagram_id: kpi }] }],
    });
    expect(saved.sections[0].data_set_id).toBe(datasetId);
    // The section missing from the document was deleted; the key of a kept section is reused.
    expect((await env().get(`${P}/one?id=${second}&preview=1`, env().adminToken)).status).toBe(404);
    const again = data<{ page: Page }>(await save({ ...doc, sections: [doc.sections[1], doc.sections[0]] })).page;
    expect(again.sections.map((s) => s.id)).toEqual([trend, kpi]);
    // Staff still see only what is online: the old kpi.
    expect(data<Page>(await list(viewer.token)).sections.map((s) => s.title)).toEqual(['核心指标']);
  });

  it('sorts, copies within the page and to another page of the app', async () => {
    const trend = data<Page>(await list(env().adminToken, true)).sections[0].id as number;
    expect(data(await env().post(`${P}/sort/section`, { page_id: daily, ids: [kpi] }, env().adminToken))).toEqual([
      kpi,
      trend,
    ]);
    expect(data<Page>(await list(env().adminToken, true)).sections.map((s) => s.id)).toEqual([kpi, trend]);
    expect((await env().post(`${P}/sort/section`, { page_id: daily, ids: [999999] }, env().adminToken)).status).toBe(
      400,
    );

    const copy = data<Section>(await env().get(`${P}/copy?id=${trend}`, env().adminToken));
    expect(copy).toMatchObject({
      title: '趋势',
      belonging_to: daily,
      filter_config_model_list: [{ values: [{ decision_diagram_id: kpi }] }],
    });
    expect(
      data<SectionSettingDetail>(await env().get(`${P}/setting/one?id=${copy.id}&preview=1`, env().adminToken)).key,
    ).toBe('trend_copy');
    expect(data<Page>(await list(env().adminToken, true)).sections.map((s) => s.id)).toEqual([kpi, trend, copy.id]);

    const moved = data<Section>(
      await env().post(`${P}/copy/section`, { id: trend, page_id: compare }, env().adminToken),
    );
    expect(moved).toMatchObject({
      title: '趋势',
      belonging_to: compare,
      filter_config_model_list: [{ values: [{ decision_diagram_id: null }] }],
    });
    const onCompare = data<Page>(await env().get(`${P}/list-with-page?page_id=${compare}&preview=1`, env().adminToken));
    expect(onCompare.sections.map((s) => s.id)).toEqual([moved.id]);
  });

  it('fields and settings', async () => {
    expect(data<DatasetColumn[]>(await env().get(`${P}/fields?id=${kpi}&preview=1`, env().adminToken))).toEqual(
      COLUMNS,
    );
    expect(data<DatasetColumn[]>(await env().get(`${P}/fields?id=${kpi}`, viewer.token))).toEqual(COLUMNS);
    expect(
      data<DatasetColumn[]>(
        await env().get(
          `${P}/fields?id=${data<Page>(await list(env().adminToken, true)).sections[1].id}&preview=1`,
          env().adminToken,
        ),
      ),
    ).toEqual([]);
    const settings = data<PageSettings>(
      await env().get(`${P}/setting/list?page_id=${daily}&preview=1`, env().adminToken),
    );
    expect(settings.page).toMatchObject({ id: daily, name: '留存日报', display: 1 });
    expect(settings.page).not.toHaveProperty('sections');
    expect(settings.sections.map((s) => [s.key, s.status, s.has_unpublished_changes])).toEqual([
      ['kpi_cards', 1, true],
      ['trend', 0, true],
      ['trend_copy', 0, true],
    ]);
    const staff = data<PageSettings>(await env().get(`${P}/setting/list?page_id=${daily}`, viewer.token));
    expect(staff.sections.map((s) => s.key)).toEqual(['kpi_cards']);
  });

  it('access: outsiders and unauthorised pages 403, writes need an admin', async () => {
    expect((await list(outsider.token)).status).toBe(403);
    expect((await env().get(`${P}/list-with-page?page_id=${transform}`, viewer.token)).status).toBe(403);
    expect((await env().get(`${P}/one?id=${kpi}`, outsider.token)).status).toBe(403);
    expect(
      (await env().post(`${P}/add/one`, { page_id: daily, section: { id: 'x', title: 'x' } }, viewer.token)).status,
    ).toBe(403);
    expect((await env().post(`${P}/online`, { diagram_id_set: [kpi] }, viewer.token)).status).toBe(403);
    expect(
      (await env().post(`${P}/page/save`, { page_id: daily, document: {}, base_revision: 0 }, viewer.token)).status,
    ).toBe(403);
    expect((await del(`${P}/delete/one?id=${kpi}`, viewer.token)).status).toBe(403);
    expect((await env().get(`/templates/export?page_id=${daily}`, viewer.token)).status).toBe(403);
    await env().handle.store.models.Entry.update({ status: 0 }, { where: { id: daily } });
    const offline = await list(viewer.token);
    expect(offline.status).toBe(403);
    expect(bodyOf(offline).message).toBe('页面未上线');
    expect((await list(env().adminToken)).status).toBe(200);
    await env().handle.store.models.Entry.update({ status: 1 }, { where: { id: daily } });
  });

  it('gives the query engine the section, its page, entry and dataset', async () => {
    const { pages } = env().handle.services;
    const online = await pages.getSectionForQuery(kpi);
    expect(online.section).toEqual({ id: kpi, title: '核心指标', data_set_id: datasetId });
    expect(online.entry).toEqual({ id: daily, app_id: growth, url: DAILY });
    expect(online.page).toMatchObject({ id: daily, name: '留存日报' });
    expect(online.page).not.toHaveProperty('sections');
    expect(online.dataset).toMatchObject({ id: datasetId, key: 'retention', columns: COLUMNS });
    expect((await pages.getSectionForQuery(kpi, { preview: true })).section.title).toBe('核心指标 v3');
    const trend = (await pages.getSectionForQuery(kpi, { preview: true })).page.layout?.items[1].section_id as number;
    expect(data<Page>(await list(env().adminToken, true)).sections[1].id).toBe(trend);
    await expect(pages.getSectionForQuery(trend)).rejects.toMatchObject({ status: 404 });
    const viewerUser = { id: viewer.id, username: viewer.username, realname: '', is_admin: false, status: 1 };
    await expect(pages.getSectionForQuery(kpi, { preview: true, user: viewerUser })).rejects.toMatchObject({
      status: 403,
    });
    expect((await pages.getSectionForQuery(kpi, { user: viewerUser })).section.id).toBe(kpi);
  });

  it('delete/one soft-deletes and drops the layout item', async () => {
    const before = data<Page>(await list(env().adminToken, true));
    const trend = before.sections[1].id as number;
    await del(`${P}/delete/one?id=${trend}`).expect(200);
    const after = data<Page>(await list(env().adminToken, true));
    expect(after.sections.map((s) => s.id)).not.toContain(trend);
    expect(after.layout?.items.map((i) => i.section_id)).toEqual([kpi]);
    expect(after.global_filters?.[0].values?.[0].decision_diagram_id).toBeNull();
    expect((await del(`${P}/delete/one?id=${trend}`)).status).toBe(404);
  });
});
