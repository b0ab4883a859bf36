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
