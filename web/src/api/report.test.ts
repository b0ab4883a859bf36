import { initialState, useAppStore } from '../store';
import { createFakeServer, envelope } from '../../test/fakeServer';
import { reportClient } from './report';

const csv = '\ufeff日期,Daily Users\r\n2024-05-01,12\r\n';
const server = createFakeServer({
  'POST /api/customize/page-diagram/new/data': () => ({
    body: envelope({ columns: [], rows: [{ dt: '2024-05-01', DAU_x: 1 }] }),
  }),
  'POST /api/customize/page-diagram/data/download': (req) =>
    (req.body as { diagram_id: number }).diagram_id === 404
      ? { status: 403, body: envelope(null, 403, '该区块不允许导出') }
      : {
          body: csv,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="report.csv"; filename*=UTF-8\'\'%E7%95%99%E5%AD%98.csv',
            'X-Tessera-Total-Rows': '1',
            'X-Tessera-Truncated': 'false',
          },
        },
  'POST /api/comment/get': () => ({ body: envelope([]) }),
  // Lines in the reverse of the asked order, as a server writes them when the last query finishes first; a section
  // numbered 403 is refused.
  'POST /api/customize/page-diagram/new/data/batch': (req) => {
    const { queries } = req.body as { queries: { diagram_id: number }[] };
    const line = (q: { diagram_id: number }, index: number) =>
      JSON.stringify(
        q.diagram_id === 403
          ? { index, diagram_id: q.diagram_id, ...envelope(null, 403, '无权限') }
          : { index, diagram_id: q.diagram_id, ...envelope({ columns: [], rows: [{ id: q.diagram_id }] }) },
      );
    return {
      body: `${queries.map(line).reverse().join('\n')}\n`,
      headers: { 'Content-Type': 'application/x-ndjson' },
    };
  },
});

beforeAll(() => server.install());
beforeEach(() => {
  server.requests.length = 0;
  useAppStore.setState({ ...initialState, token: 't', authStatus: 'identified' });
});

describe('the renderer client of the web app', () => {
  it('sends report queries as they are: column keys in sort_key_map untouched, preview as a flag', async () => {
    const rows = await reportClient.data(
      { diagram_id: 7, filter_condition: [], sort_key_map: { DAU_x: 'desc' } },
      { preview: true },
    );
    expect(rows.rows).toEqual([{ dt: '2024-05-01', DAU_x: 1 }]);
    expect(server.requests[0].body).toEqual({
      diagram_id: 7,
      filter_condition: [],
      sort_key_map: { DAU_x: 'desc' },
      preview: 1,
    });
    expect(server.requests[0].headers.Authorization).toBe('Bearer t');
  });

  it('sections asking in the same task go in one call, each answered by its own line', async () => {
    const query = (id: number) => ({ diagram_id: id, filter_condition: [], sort_key_map: {} });
    const [a, b, refused] = await Promise.allSettled([
      reportClient.data(query(1)),
      reportClient.data(query(2)),
      reportClient.data(query(403)),
    ]);
    expect(server.requests.map((r) => r.url.pathname)).toEqual(['/api/customize/page-diagram/new/data/batch']);
    expect(server.requests[0].body).toEqual({ queries: [query(1), query(2), query(403)] });
    expect(a).toEqual({ status: 'fulfilled', value: { columns: [], rows: [{ id: 1 }] } });
    expect(b).toEqual({ status: 'fulfilled', value: { columns: [], rows: [{ id: 2 }] } });
    expect(refused).toMatchObject({ status: 'rejected', reason: { name: 'ApiError', code: 403, message: '无权限' } });
  });

  it("a table's rows are asked compact, in the batch by their places and alone as a flag", async () => {
    const query = (id: number) => ({ diagram_id: id, filter_condition: [], sort_key_map: {} });
    await Promise.all([reportClient.data(query(1)), reportClient.compactData?.(query(2))]);
    expect(server.requests[0].body).toEqual({ queries: [query(1), query(2)], compact: [1] });
    await reportClient.compactData?.(query(3));
    expect(server.requests[1].body).toEqual({ ...query(3), compact: 1 });
  });

  it('drafts and online sections go apart; a view that lets go before the call is left out of it', async () => {
    const query = (id: number) => ({ diagram_id: id, filter_condition: [], sort_key_map: {} });
    const gone = new AbortController();
    const asked = [
      reportClient.data(query(1), { preview: true }),
      reportClient.data(query(2)),
      reportClient.data(query(3), { signal: gone.signal }),
    ];
    gone.abort();
    const [draft, online, left] = await Promise.allSettled(asked);
    expect(left).toMatchObject({ status: 'rejected', reason: { kind: 'aborted' } });
    expect(draft.status).toBe('fulfilled');
    expect(online.status).toBe('fulfilled');
    // Each is alone in its call, so each is a plain new/data.
    expect(server.requests.map((r) => [r.url.pathname, r.body])).toEqual([
      ['/api/customize/page-diagram/new/data', { ...query(1), preview: 1 }],
      ['/api/customize/page-diagram/new/data', query(2)],
    ]);
  });

  it('downloads an export as a file named by the server, with its row count', async () => {
    const file = await reportClient.exportCsv({
      diagram_id: 7,
      filter_condition: [],
      sort_key_map: {},
      export_fields: { dt: '日期', DAU_x: 'Daily Users' },
    });
    expect(server.requests[0].body).toMatchObject({ export_fields: { dt: '日期', DAU_x: 'Daily Users' } });
    expect(file.filename).toBe('留存.csv');
    expect(file.totalRows).toBe(1);
    expect(file.truncated).toBe(false);
    expect(file.blob.size).toBe(Buffer.byteLength(csv));
  });

  it("rejects an export refused by the server with the server's message", async () => {
    await expect(
      reportClient.exportCsv({
        diagram_id: 404,
        filter_condition: [],
        sort_key_map: {},
        export_fields: { dt: '日期' },
      }),
    ).rejects.toThrow('该区块不允许导出');
  });

  it('asks for the comments of a section on a page', async () => {
    await reportClient.comments.list({ diagram_id: 7, url: '/growth/engagement/overview' });
    expect(server.requests[0].url.pathname).toBe('/api/comment/get');
    expect(server.requests[0].body).toEqual({ diagram_id: 7, url: '/growth/engagement/overview' });
  });
});
