import type { PageChange, PageDraft, SaveConflict } from '@tessera/schema/api';
import { data, describeStores, type TestUser } from './harness';
import { bodyOf, problemsOf } from './support/body';

const P = '/customize/page-diagram';
const DAILY = '/growth/retention/daily';
const en = (changes: PageChange[]) => changes.map((c) => c.message.en);

/** A page of three sections; `trend` is a chart whose type the tests change. */
function document(overrides: { trendType?: 1 | 2; title?: string; filters?: boolean } = {}) {
  const dateFilter = { type: 'datepicker', name: '日期', class_en: 'dt' };
  return {
    version: 2,
    name: overrides.title ?? '留存日报',
    sections: [
      {
        id: 'trend',
        title: '销售趋势',
        report_type: 2,
        chart_config: { config_type: overrides.trendType ?? 1 },
        column_config_model_list: [
          { column_key: 'dt', column_name: '日期', column_type: 0, selected: 1 },
          { column_key: 'amount', column_name: '金额', column_type: 1, selected: 1 },
        ],
        ...(overrides.filters ? { filter_config_model_list: [dateFilter] } : {}),
      },
      { id: 'detail', title: '明细' },
      { id: 'region', title: '地区' },
    ],
  };
}

describeStores('page revisions and versions', {}, (env) => {
  let daily: number;
  let editor: TestUser;

  const draft = async () => data<PageDraft>(await env().get(`${P}/page/draft?page_id=${daily}`, env().adminToken));
  const save = (document: unknown, base: number, token = env().adminToken, descriptions?: string[]) =>
    env().post(`${P}/page/save`, { page_id: daily, document, base_revision: base, descriptions }, token);

  beforeAll(async () => {
    const { Entry } = env().handle.store.models;
    daily = (await Entry.findOne({ where: { url: DAILY } }))?.id as number;
    editor = await env().addUser('editor', [], true);
  });

  it('a page never saved is at revision 0; every save raises it and answers the draft with it', async () => {
    expect(await draft()).toMatchObject({ revision: 0, saved_by: null, saved_at: null, page: { sections: [] } });
    const first = await save(document(), 0);
    expect(first.status).toBe(200);
    const saved = data<PageDraft>(first);
    expect(saved).toMatchObject({ revision: 1, saved_by: 'admin' });
    expect(saved.page.sections.map((s) => s.title)).toEqual(['销售趋势', '明细', '地区']);
    expect(new Date(saved.saved_at ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await draft()).toEqual(saved);
  });

  it('base_revision is required: 400 naming the field', async () => {
    const res = await env().post(`${P}/page/save`, { page_id: daily, document: document() }, env().adminToken);
    expect(res.status).toBe(400);
    expect(problemsOf(res)).toEqual([{ field: 'base_revision', rule: 'required' }]);
    expect((await draft()).revision).toBe(1);
  });

  it('a save based on an older revision gets 409 with who saved, when and the changes; saving on top is explicit', async () => {
    const base = (await draft()).revision;
    // The admin saves first: the chart becomes a bar chart.
    expect((await save(document({ trendType: 2 }), base)).status).toBe(200);
    // The editor, who opened the same revision, adds a date filter and renames the page.
    const mine = document({ filters: true, title: '留存日报（新）' });
    const refused = await save(mine, base, editor.token);
    expect(refused.status).toBe(409);
    const conflict = bodyOf<SaveConflict>(refused).result_data;
    expect(conflict).toMatchObject({ revision: base + 1, saved_by: 'admin' });
    expect(new Date(conflict.saved_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // From what is stored (the admin's bar chart) to what the editor sent.
    expect(en(conflict.changes)).toEqual([
      'page name 留存日报 → 留存日报（新）',
      'section 销售趋势: chart type bar → line',
      'section 销售趋势: filter 日期 added',
    ]);
    expect(bodyOf(refused).message).toContain('admin');
    // Nothing of the refused save was stored.
    expect((await draft()).page.sections[0].chart_config?.config_type).toBe(2);

    const onTop = await save(mine, conflict.revision, editor.token);
    expect(onTop.status).toBe(200);
    expect(data<PageDraft>(onTop)).toMatchObject({ revision: base + 2, saved_by: editor.username });
    expect(data<PageDraft>(onTop).page.name).toBe('留存日报（新）');
  });

  it('section edits and sorting raise the revision too, so a save that missed them is refused', async () => {
    const before = await draft();
    const [trend, detail] = before.page.sections.map((s) => s.id as number);
    await env().post(`${P}/update/one`, { id: detail, section: { title: '明细表' } }, env().adminToken);
    expect((await draft()).revision).toBe(before.revision + 1);
    await env().post(`${P}/sort/section`, { page_id: daily, ids: [detail, trend] }, env().adminToken);
    const added = await env().post(`${P}/add/one`, { page_id: daily, section: { title: '新的' } }, env().adminToken);
    const copied = await env().get(`${P}/copy?id=${detail}`, env().adminToken);
    await env()
      .http.delete(env().api(`${P}/delete/one?id=${data<{ id: number }>(copied).id}`))
      .set('Authorization', `Bearer ${env().adminToken}`);
    expect(added.status).toBe(200);
    expect((await draft()).revision).toBe(before.revision + 5);
    const stale = await save(before.page, before.revision);
    expect(stale.status).toBe(409);
    expect(en(bodyOf<SaveConflict>(stale).result_data.changes)).toEqual([
      'section 明细: title 明细表 → 明细',
      'section 新的 removed',
      'section 明细 moved (position 1 → 2)',
    ]);
  });
});
