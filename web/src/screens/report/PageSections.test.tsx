import { render, screen, waitFor } from '@testing-library/react';
import type { Page, Section } from '@tessera/schema/dsl';
import { changeLang } from '../../i18n';
import { initialState, useAppStore } from '../../store';
import { createFakeServer, envelope, type FakeRequest, type FakeResponse } from '../../../test/fakeServer';
import { prefetchPageDocument } from '../../api/pagePrefetch';
import PageSections from './PageSections';

const table = {
  id: 3,
  title: '留存明细',
  report_type: 1,
  filter_config_model_list: [
    {
      type: 'select',
      name: '平台',
      class_en: 'platform',
      default_value: 'ios',
      values: [{ name: 'iOS', value: 'ios' }],
    },
  ],
  table_config: {
    columns: [
      { column_key: 'dt', column_name: '日期' },
      { column_key: 'users', column_name: '新增用户', props: { formatter: 'thousands' } },
    ],
  },
} as unknown as Section;
const page = (list: Section[]) =>
  ({ version: 2, name: '留存日报', url: '/growth/retention/daily', sections: list }) as unknown as Page;

let document: FakeResponse = { body: envelope(page([table])) };
const dataCalls: FakeRequest[] = [];
const server = createFakeServer({
  'GET /api/customize/page-diagram/list-with-page': () => document,
  'POST /api/customize/page-diagram/new/data': (req) => {
    dataCalls.push(req);
    return { body: envelope({ columns: [], rows: [{ dt: '2024-05-01', users: 12345 }] }) };
  },
});

beforeAll(() => server.install());
beforeEach(() => {
  server.requests.length = 0;
  dataCalls.length = 0;
  useAppStore.setState({ ...initialState, token: 't', authStatus: 'identified' });
  return changeLang('zh');
});

describe('report page sections', () => {
  it("draws the page's sections with their data from the stored document", async () => {
    document = { body: envelope(page([table])) };
    render(<PageSections entryId={11} pageUrl="/growth/retention/daily" />);
    expect(await screen.findByText('留存明细')).toBeTruthy();
    expect(await screen.findByText('12,345')).toBeTruthy();
    expect(server.requests[0].url.searchParams.get('page_id')).toBe('11');
    expect(server.requests[0].url.searchParams.get('preview')).toBeNull();
    expect(dataCalls[0].body).toMatchObject({
      diagram_id: 3,
      filter_condition: [{ key: 'platform', operator: 'eq', value: 'ios' }],
    });
    expect(screen.queryByText('预览（草稿）')).toBeNull();
  });

  it('renders the drafts in preview mode and queries them as a preview', async () => {
    document = { body: envelope(page([table])) };
    useAppStore.setState({ isPreview: true });
    render(<PageSections entryId={11} pageUrl="/growth/retention/daily" />);
    expect(await screen.findByText('12,345')).toBeTruthy();
    expect(server.requests[0].url.searchParams.get('preview')).toBe('1');
    expect(dataCalls[0].body).toMatchObject({ preview: 1 });
    expect(screen.getByText('预览（草稿）')).toBeTruthy();
  });

  it('shows the empty state in English for a page without sections', async () => {
    document = { body: envelope(page([])) };
    await changeLang('en');
    render(<PageSections entryId={12} pageUrl="/x" />);
    expect(await screen.findByText('This page has no online sections yet')).toBeTruthy();
  });

  it('shows the error of the call in place', async () => {
    document = { status: 403, body: envelope(null, 403, '没有该页面的访问权限') };
    render(<PageSections entryId={13} pageUrl="/x" />);
    expect(await screen.findByText('页面内容加载失败')).toBeTruthy();
    expect(screen.getByText('没有该页面的访问权限')).toBeTruthy();
    await waitFor(() => expect(dataCalls).toHaveLength(0));
  });

  it('takes the document the startup asked for once, and asks again for any other page', async () => {
    document = { body: envelope(page([table])) };
    prefetchPageDocument(11, false);
    const first = render(<PageSections entryId={11} pageUrl="/growth/retention/daily" />);
    expect(await screen.findByText('12,345')).toBeTruthy();
    const documentCalls = () => server.requests.filter((r) => r.url.pathname.endsWith('/list-with-page'));
    expect(documentCalls()).toHaveLength(1);
    first.unmount();

    prefetchPageDocument(11, false);
    render(<PageSections entryId={12} pageUrl="/growth/retention/weekly" />);
    await waitFor(() => expect(documentCalls()).toHaveLength(3));
    expect(documentCalls()[2].url.searchParams.get('page_id')).toBe('12');
  });
});
