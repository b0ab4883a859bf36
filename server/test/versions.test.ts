import type {
  PageChange,
  PageDraft,
  PageVersion,
  PageVersionDiff,
  PageVersionSummary,
  SaveConflict,
} from '@tessera/schema/api';
import type { Page } from '@tessera/schema/dsl';
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
    // The demo page's English name, which the store keeps with the page (page content in zh and en).
    i18n: { en: { name: 'Daily retention' } },
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

  const versions = async (entryId = daily, drafts = false) =>
    data<PageVersionSummary[]>(
      await env().get(`${P}/version/list?page_id=${entryId}${drafts ? '&include_drafts=1' : ''}`, env().adminToken),
    );
  const publish = (entryId: number, summary?: string) =>
    env().post(`${P}/page/online`, { page_id: entryId, summary }, env().adminToken);
  const online = async (entryId: number) =>
    data<Page>(await env().get(`${P}/list-with-page?page_id=${entryId}`, env().adminToken));

  it('publish three times, compare 1 with 3, restore 1 and publish: four published versions, the last online', async () => {
    let base = data<PageDraft>(await save(document(), (await draft()).revision)).revision;
    const v1 = await publish(daily);
    expect(v1.status).toBe(200);
    expect(data<PageVersionSummary>(v1)).toMatchObject({ number: 1, source: 'publish', published: true, online: true });
    expect(data<PageVersionSummary>(v1).summary).toBe('区块 销售趋势 已添加；区块 明细 已添加；区块 地区 已添加');

    const bar = await save(document({ trendType: 2 }), base, env().adminToken, ['图表改为柱状图']);
    base = data<PageDraft>(bar).revision;
    expect(data<PageVersionSummary>(await publish(daily)).summary).toBe('图表改为柱状图');
    base = data<PageDraft>(await save(document({ trendType: 2, filters: true }), base)).revision;
    const v3 = data<PageVersionSummary>(await publish(daily, '每周发布'));
    expect(v3).toMatchObject({ number: 3, summary: '每周发布', created_by: 'admin' });
    expect((await online(daily)).sections[0].filter_config_model_list?.[0].name).toBe('日期');

    const list = await versions();
    expect(list.map((v) => [v.number, v.online])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    const first = list[2].id;
    const diff = await env()
      .get(`${P}/version/diff?from=${first}&to=${v3.id}`, env().adminToken)
      .set('Accept-Language', 'en');
    const changes = data<PageVersionDiff>(diff);
    expect(changes.from.number).toBe(1);
    expect(changes.to.document.sections[0].chart_config?.config_type).toBe(2);
    expect(en(changes.changes)).toEqual([
      'section 销售趋势: chart type line → bar',
      'section 销售趋势: filter 日期 added',
    ]);

    const restored = await env().post(`${P}/version/restore`, { id: first, base_revision: base }, env().adminToken);
    expect(restored.status).toBe(200);
    expect(data<PageDraft>(restored).revision).toBe(base + 1);
    expect(data<PageDraft>(restored).page.sections[0]).toMatchObject({
      title: '销售趋势',
      chart_config: { config_type: 1 },
    });
    // Restoring changes the draft only: staff still see version 3.
    expect((await online(daily)).sections[0].chart_config?.config_type).toBe(2);
    const v4 = data<PageVersionSummary>(
      await env().post(`${P}/page/online`, { page_id: daily }, env().adminToken).set('Accept-Language', 'en'),
    );
    expect(v4.summary).toBe('section 销售趋势: chart type bar → line; section 销售趋势: filter 日期 removed');

    const after = await versions();
    expect(after.map((v) => [v.number, v.source, v.online])).toEqual([
      [4, 'publish', true],
      [3, 'publish', false],
      [2, 'publish', false],
      [1, 'publish', false],
    ]);
    expect((await online(daily)).sections[0].chart_config?.config_type).toBe(1);
    // History is never rewritten: version 1 is what it was.
    const one = data<PageVersion>(await env().get(`${P}/version/one?id=${first}`, env().adminToken));
    expect(one).toMatchObject({ id: first, number: 1, source: 'publish', online: false });
    expect(one.document.sections[0].chart_config?.config_type).toBe(1);
  });

  it('both saves of a conflict stay in the history, with the restore, when drafts are asked for', async () => {
    const all = await versions(daily, true);
    const drafts = all.filter((v) => !v.published);
    expect(drafts.map((v) => v.source)).toContain('restore');
    const saves = drafts.filter((v) => v.source === 'save').map((v) => v.created_by);
    // The admin's bar chart and the editor's save on top of it.
    expect(saves).toEqual(expect.arrayContaining(['admin', editor.username]));
    expect(all.filter((v) => v.published)).toHaveLength(4);
    expect(all.find((v) => v.source === 'restore')?.summary).toBe('恢复版本 1');
  });

  it('the per-section online and rollback calls also record page versions', async () => {
    const [trend] = (await draft()).page.sections.map((s) => s.id as number);
    const base = (await draft()).revision;
    await save(document({ trendType: 2 }), base);
    expect(
      (await env().post(`${P}/online`, { page_id: daily, diagram_id_set: [trend] }, env().adminToken)).status,
    ).toBe(200);
    expect((await env().post(`${P}/rollback`, { id: trend }, env().adminToken)).status).toBe(200);
    const [rolled, published] = await versions();
    expect([rolled.source, published.source]).toEqual(['section-rollback', 'section-online']);
    expect(rolled).toMatchObject({ number: 6, online: true });
    expect(published.summary).toBe('区块 销售趋势：图表类型 折线图 → 柱状图');
    expect(rolled.summary).toBe('区块 销售趋势：图表类型 柱状图 → 折线图');
  });

  it('rollback puts the previous published page back online, sections deleted since included; again walks back', async () => {
    const { Entry } = env().handle.store.models;
    const compare = (await Entry.findOne({ where: { url: '/growth/retention/compare' } }))?.id as number;
    const saveCompare = async (doc: unknown) => {
      const rev = data<PageDraft>(await env().get(`${P}/page/draft?page_id=${compare}`, env().adminToken)).revision;
      return env().post(`${P}/page/save`, { page_id: compare, document: doc, base_revision: rev }, env().adminToken);
    };
    expect((await env().post(`${P}/page/rollback`, { page_id: compare }, env().adminToken)).status).toBe(409);
    await saveCompare(document());
    await publish(compare);
    const full = document({ trendType: 2 });
    await saveCompare(full);
    await publish(compare);
    await saveCompare({ ...full, sections: full.sections.slice(0, 1) });
    await publish(compare);
    expect((await online(compare)).sections.map((s) => s.title)).toEqual(['销售趋势']);

    const back = await env().post(`${P}/page/rollback`, { page_id: compare }, env().adminToken);
    expect(back.status).toBe(200);
    expect(data<PageVersionSummary>(back)).toMatchObject({ number: 4, source: 'rollback', online: true });
    const page = await online(compare);
    expect(page.sections.map((s) => s.title)).toEqual(['销售趋势', '明细', '地区']);
    expect(page.sections[0].chart_config?.config_type).toBe(2);
    // The sections came back to the draft too.
    const rev = data<PageDraft>(await env().get(`${P}/page/draft?page_id=${compare}`, env().adminToken));
    expect(rev.page.sections.map((s) => s.title)).toEqual(['销售趋势', '明细', '地区']);

    await env().post(`${P}/page/rollback`, { page_id: compare }, env().adminToken);
    expect((await online(compare)).sections[0].chart_config?.config_type).toBe(1);
    const last = await env()
      .post(`${P}/page/rollback`, { page_id: compare }, env().adminToken)
      .set('Accept-Language', 'en');
    expect(last.status).toBe(409);
    expect(bodyOf(last).message).toBe('There is no earlier published version to roll back to');
    expect((await versions(compare)).map((v) => v.source)).toEqual([
      'rollback',
      'rollback',
      'publish',
      'publish',
      'publish',
    ]);

    // Comparing versions of two pages is refused, naming the field.
    const other = (await versions(daily))[0].id;
    const across = await env().get(
      `${P}/version/diff?from=${other}&to=${(await versions(compare))[0].id}`,
      env().adminToken,
    );
    expect(across.status).toBe(400);
    expect(problemsOf(across)).toEqual([{ field: 'to', rule: 'other_page' }]);
  });

  it('bad input: 400 naming the field, unknown version 404, stale restore 409, staff 403', async () => {
    const bad = await env().get(`${P}/version/list?page_id=abc`, env().adminToken);
    expect(bad.status).toBe(400);
    expect(problemsOf(bad)[0].field).toBe('page_id');
    expect((await env().get(`${P}/version/one?id=999999`, env().adminToken)).status).toBe(404);
    const missing = await env().get(`${P}/version/diff?from=999999&to=1`, env().adminToken);
    expect(missing.status).toBe(400);
    expect(problemsOf(missing)[0]).toEqual({ field: 'from', rule: 'not_found' });
    const [latest] = await versions();
    const stale = await env().post(`${P}/version/restore`, { id: latest.id, base_revision: 0 }, env().adminToken);
    expect(stale.status).toBe(409);
    expect(bodyOf<SaveConflict>(stale).result_data.saved_by).toBe('admin');
    expect((await env().post(`${P}/version/restore`, { id: latest.id }, env().adminToken)).status).toBe(400);
    const staff = await env().addUser('staff', ['增长分析-查看']);
    expect((await env().get(`${P}/version/list?page_id=${daily}`, staff.token)).status).toBe(403);
    expect((await env().post(`${P}/page/online`, { page_id: daily }, staff.token)).status).toBe(403);
  });
});
