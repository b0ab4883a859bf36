/** A page view's sections in one call (new/data/batch): the same answers as new/data, one NDJSON line each. */
import type { CompactReportData, ReportData } from '../src/domains/report/types';
import type { BatchLine } from '../src/domains/report/batch';
import { data, describeOnSqlite, type TestUser } from './harness';
import { addConnection, importTemplate, spyOnQueries, sqliteDemoFile } from './report-fixture';
import { bodyOf, problemsOf } from './support/body';

const P = '/customize/page-diagram';
const MAY = {
  key: 'dt',
  value_type: 'date',
  operator: 'date_range',
  range: { start: '2024-05-01', end: '2024-05-31' },
};

/** The lines of an NDJSON answer, in the order they were written. */
function linesOf(text: string): BatchLine[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BatchLine);
}

describeOnSqlite('report data, a page view in one call', {}, (env) => {
  let push: Map<string, number>;
  let pushViewer: TestUser;
  let spy: Awaited<ReturnType<typeof spyOnQueries>>;
  const query = (diagramId: number) => ({ diagram_id: diagramId, filter_condition: [MAY], sort_key_map: {} });
  const batch = (body: unknown, token = env().adminToken) => env().post(`${P}/new/data/batch`, body, token);

  beforeAll(async () => {
    await sqliteDemoFile(env());
    const connectionId = await addConnection(env(), 'demo', { kind: 'sqlite', file: 'demo.sqlite' });
    push = await importTemplate(env(), 'push-list.json');
    pushViewer = await env().addUser('batchviewer', ['推送运营-查看']);
    spy = await spyOnQueries(env(), connectionId);
  });

  it('answers each section as new/data does, one line each, named by its place and section', async () => {
    const ids = [push.get('push_list_table') as number, push.get('push_list_kpi') as number];
    const res = await batch({ queries: ids.map(query) }, pushViewer.token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const lines = linesOf(res.text).sort((a, b) => a.index - b.index);
    expect(lines.map((l) => [l.index, l.diagram_id, l.code])).toEqual([
      [0, ids[0], 1],
      [1, ids[1], 1],
    ]);
    for (const [i, id] of ids.entries()) {
      const alone = data<ReportData>(await env().post(`${P}/new/data`, query(id), pushViewer.token));
      expect(lines[i].result_data).toEqual(alone);
    }
  });

  it('a refused section is its own error line; the others are answered', async () => {
    const other = await env().addUser('batchoutsider', ['增长分析-查看']);
    const table = push.get('push_list_table') as number;
    const res = await batch({ queries: [query(table), query(table)] }, other.token);
    expect(res.status).toBe(200);
    expect(linesOf(res.text).map((l) => l.code)).toEqual([403, 403]);
    const mixed = await batch({ queries: [query(table), query(999999)] }, pushViewer.token);
    const byIndex = linesOf(mixed.text).sort((a, b) => a.index - b.index);
    expect(byIndex[0].code).toBe(1);
    expect(byIndex[1]).toMatchObject({ index: 1, diagram_id: 999999, code: 404, result_data: null });
    expect(byIndex[1].message).not.toBe('');
  });

  it('checks every query before any runs: a bad one names its place, and nothing reaches the database', async () => {
    const before = spy.calls.length;
    const table = push.get('push_list_table') as number;
    const res = await batch({ queries: [query(table), { diagram_id: table, filter_condition: 'no' }] });
    expect(res.status).toBe(400);
    const pointers = bodyOf<{ errors: { pointer: string }[] }>(res).result_data.errors.map((e) => e.pointer);
    expect(pointers).toEqual(['/queries/1/filter_condition']);
    expect(spy.calls.length).toBe(before);
    const empty = await batch({ queries: [] });
    expect(empty.status).toBe(400);
    expect(problemsOf(empty).map((p) => p.field)).toEqual(['queries']);
    expect((await batch({ queries: [query(table)] }, '')).status).toBe(401);
  });

  it('goes out compressed to a client that asks, and reads the same', async () => {
    const table = push.get('push_list_table') as number;
    const body = { queries: [query(table), query(push.get('push_list_kpi') as number)] };
    const gz = await batch(body).set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await batch(body).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const rows = (text: string) =>
      linesOf(text)
        .sort((a, b) => a.index - b.index)
        .map((l) => l.result_data);
    expect(rows(gz.text)).toEqual(rows(plain.text));
  });

  it('answers in the compact shape when asked: keys once, rows as arrays, the same values', async () => {
    const table = push.get('push_list_table') as number;
    const kpi = push.get('push_list_kpi') as number;
    const spec = data<ReportData>(await env().post(`${P}/new/data`, query(table), pushViewer.token));
    const compact = data<CompactReportData>(
      await env().post(`${P}/new/data`, { ...query(table), compact: 1 }, pushViewer.token),
    );
    expect(spec.rows.length).toBeGreaterThan(1);
    expect(compact.columns).toEqual(spec.columns);
    expect(compact.keys).toEqual(Object.keys(spec.rows[0]));
    expect(compact.rows.every((row) => Array.isArray(row) && row.length === compact.keys.length)).toBe(true);
    const rebuilt = compact.rows.map((row) => Object.fromEntries(compact.keys.map((key, i) => [key, row[i]])));
    expect(rebuilt).toEqual(spec.rows);
    // A page keeps its page info; compact: 0 is the spec's shape.
    const paged = { ...query(table), page: { page: 1, page_size: 2 } };
    const pagedCompact = data<CompactReportData>(
      await env().post(`${P}/new/data`, { ...paged, compact: 1 }, pushViewer.token),
    );
    expect(pagedCompact.rows).toHaveLength(2);
    expect(pagedCompact.page).toEqual(
      data<ReportData>(await env().post(`${P}/new/data`, paged, pushViewer.token)).page,
    );
    expect(
      data<ReportData>(await env().post(`${P}/new/data`, { ...query(table), compact: 0 }, pushViewer.token)).rows,
    ).toEqual(spec.rows);
    const wrong = await env().post(`${P}/new/data`, { ...query(table), compact: 2 }, pushViewer.token);
    expect(wrong.status).toBe(400);
    expect(problemsOf(wrong).map((p) => p.field)).toEqual(['compact']);

    // The batch answers compactly the places it names, the others as always.
    const res = await batch({ queries: [query(kpi), query(table)], compact: [1] }, pushViewer.token);
    const lines = linesOf(res.text).sort((a, b) => a.index - b.index);
    expect(lines[1].result_data).toEqual(compact);
    expect(lines[0].result_data).toEqual(
      data<ReportData>(await env().post(`${P}/new/data`, query(kpi), pushViewer.token)),
    );
    const outOfRange = await batch({ queries: [query(table)], compact: [60] });
    expect(outOfRange.status).toBe(400);
    expect(problemsOf(outOfRange).map((p) => p.field)).toEqual(['compact.0']);
  });
});
