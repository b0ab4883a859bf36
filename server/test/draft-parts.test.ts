/**
 * The page-diagram calls that store one part of a draft: `save-filter-list` (a section's filters, or the page's
 * global filters) and `/customize/diagram-sql/add/one` (a section's query model). Good input lands in the draft
 * only; bad input answers 400 naming the field and stores nothing.
 */
import type { FilterListSaved, PageDraft } from '@tessera/schema/api';
import type { Section } from '@tessera/schema/dsl';
import { createEnv, data, type TestEnv } from './harness';
import { addConnection, importTemplate, sqliteDemoFile } from './report-fixture';

const P = '/customize/page-diagram';

const DATE = { type: 'datepicker', name: '日期', class_en: 'dt', filter_type: 'date', where_type: 'date_range' };
const COUNTRY = {
  type: 'select',
  name: '国家',
  class_en: 'country',
  filter_type: 'string',
  get_field_value_type: 'manual',
  values: [{ name: '中国', value: 'cn' }],
};
const PLATFORM = { type: 'select', name: '平台', class_en: 'platform', is_interlock: 1, filter_key: 'country' };

describe('draft parts: save-filter-list and diagram-sql/add/one', () => {
  let env: TestEnv;
  let section: number;
  let pageId: number;

  const draftSection = async () => data<Section>(await env.get(`${P}/one?id=${section}&preview=1`, env.adminToken));
  const onlineSection = async () => data<Section>(await env.get(`${P}/one?id=${section}`, env.adminToken));
  const pageDraft = async () => data<PageDraft>(await env.get(`${P}/page/draft?page_id=${pageId}`, env.adminToken));
  const saveFilters = (body: unknown, lang = 'en') =>
    env.post(`${P}/save-filter-list`, body, env.adminToken).set('Accept-Language', lang);
  const addSql = (body: unknown, lang = 'en') =>
    env.post('/customize/diagram-sql/add/one', body, env.adminToken).set('Accept-Language', lang);

  beforeAll(async () => {
    env = await createEnv('sqlite');
    await sqliteDemoFile(env);
    await addConnection(env, 'demo', { kind: 'sqlite', file: 'demo.sqlite' });
    section = (await importTemplate(env, 'push-list.json')).get('push_list_table') as number;
    pageId = (await env.handle.store.models.Entry.findOne({ where: { url: '/push/overview/list' } }))?.id as number;
  }, 60_000);

  afterAll(async () => {
    await env?.handle.close();
    await env?.close();
  });

  it("replaces a section draft's filters; staff's online config is untouched", async () => {
    const online = await onlineSection();
    const res = await saveFilters({ diagram_id: section, filter_config_model_list: [DATE, COUNTRY, PLATFORM] });
    expect(res.status).toBe(200);
    const saved = data<FilterListSaved>(res);
    expect(saved.diagram_id).toBe(section);
    expect(saved.filter_config_model_list.map((f) => f.class_en)).toEqual(['dt', 'country', 'platform']);
    expect((await draftSection()).filter_config_model_list).toEqual(saved.filter_config_model_list);
    expect(await onlineSection()).toEqual(online);
  });

  it('refuses a bad filter with 400 at its pointer and keeps the stored filters', async () => {
    const before = await draftSection();
    const res = await saveFilters({
      diagram_id: section,
      filter_config_model_list: [DATE, { ...COUNTRY, type: 'dropdown' }],
    });
    expect(res.status).toBe(400);
    const errors = (res.body as { result_data: { errors: { pointer: string }[] } }).result_data.errors;
    expect(errors.map((e) => e.pointer)).toContain('/filter_config_model_list/1/type');
    expect(await draftSection()).toEqual(before);
  });

  it('asks for exactly one of diagram_id and page_id, naming the field', async () => {
    for (const body of [
      { filter_config_model_list: [] },
      { diagram_id: section, page_id: pageId, filter_config_model_list: [] },
    ]) {
      const res = await saveFilters(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'diagram_id: give either this or page_id, not both' });
    }
    const missing = await saveFilters({ diagram_id: section });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'filter_config_model_list: is required' });
  });

  it("replaces the page draft's global filters, raising the revision; a bad one stores nothing", async () => {
    const before = await pageDraft();
    const res = await saveFilters({ page_id: pageId, filter_config_model_list: [DATE] });
    expect(res.status).toBe(200);
    expect(data<FilterListSaved>(res)).toEqual({ page_id: pageId, filter_config_model_list: [DATE] });
    const after = await pageDraft();
    expect(after.page.global_filters).toEqual([DATE]);
    expect(after.revision).toBe(before.revision + 1);
    expect(after.page.sections.map((s) => s.id)).toEqual(before.page.sections.map((s) => s.id));

    const bad = await saveFilters({ page_id: pageId, filter_config_model_list: [{ ...DATE, class_en: '' }] });
    expect(bad.status).toBe(400);
    const errors = (bad.body as { result_data: { errors: { pointer: string }[] } }).result_data.errors;
    expect(errors.map((e) => e.pointer)).toContain('/filter_config_model_list/0/class_en');
    expect(await pageDraft()).toEqual(after);
  });

  it("sets a section draft's query model and dataset (by key); an unknown dataset stores nothing", async () => {
    const res = await addSql({ diagram_id: section, diagram_sql_model: { data_set_id: 'push_list' } });
    expect(res.status).toBe(200);
    const saved = data<Section>(res);
    expect(typeof saved.diagram_sql_model?.data_set_id).toBe('number');
    expect(saved.data_set_id).toBe(saved.diagram_sql_model?.data_set_id);
    expect((await draftSection()).diagram_sql_model).toEqual(saved.diagram_sql_model);

    const before = await draftSection();
    const bad = await addSql({ diagram_id: section, diagram_sql_model: { data_set_id: 'no_such_dataset' } });
    expect(bad.status).toBe(400);
    const errors = (bad.body as { result_data: { errors: { pointer: string }[] } }).result_data.errors;
    expect(errors.map((e) => e.pointer)).toContain('/diagram_sql_model/data_set_id');
    expect(await draftSection()).toEqual(before);

    const missing = await addSql({ diagram_id: section });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'diagram_sql_model: is required' });
    const unknown = await addSql({ diagram_id: 999999, diagram_sql_model: { data_set_id: 'push_list' } });
    expect(unknown.status).toBe(404);
  });
});
