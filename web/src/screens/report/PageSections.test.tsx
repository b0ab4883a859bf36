import { render, screen } from '@testing-library/react';
import type { Page, Section } from '@tessera/schema';
import { changeLang } from '../../i18n';
import { initialState, useAppStore } from '../../store';
import { createFakeServer, envelope, type FakeResponse } from '../../../test/fakeServer';
import PageSections from './PageSections';
import { sectionKind } from './sectionKind';

const dateFilter = { type: 'datepicker', name: '日期', class_en: 'dt' } as const;
const hiddenFilter = { type: 'select', name: '租户', class_en: 'tenant', is_show: 0 } as const;
const sections = [
  { id: 1, title: '留存概览', show_type: 'card', report_type: 1, filter_config_model_list: [dateFilter] },
  { id: 2, title: '留存率趋势', report_type: 2, chart_config: { config_type: 1, chart_compare_type: 1, have_chart: 1 }, filter_config_model_list: [dateFilter, hiddenFilter] },
  { id: 3, title: '留存明细', report_type: 1 },
] as unknown as Section[];
const page = (list: Section[]) => ({ name: '留存日报', url: '/growth/retention/daily', sections: list }) as unknown as Page;

let answer: FakeResponse = { body: envelope(page(sections)) };
const server = createFakeServer({ 'GET /api/customize/page-diagram/list-with-page': () => answer });

beforeAll(() => server.install());
beforeEach(() => {
  server.requests.length = 0;
  useAppStore.setState({ ...initialState, token: 't', authStatus: 'identified' });
  changeLang('zh');
});

describe('report page sections', () => {
  it('outlines each section: title, kind and visible filter names, without numbers', async () => {
    answer = { body: envelope(page(sections)) };
    render(<PageSections entryId={11} />);
    const cards = await screen.findAllByTestId('page-section');
    expect(server.requests[0].url.searchParams.get('page_id')).toBe('11');
    expect(cards.map((c) => c.getAttribute('data-kind'))).toEqual(['card', 'line', 'table']);
    expect(cards[0].textContent).toContain('留存概览');
    expect(cards[0].textContent).toContain('指标卡');
    expect(cards[1].textContent).toContain('折线图');
    expect(cards[1].textContent).toContain('日期');
    expect(cards[1].textContent).not.toContain('租户');
    expect(cards[2].textContent).toContain('表格');
    expect(cards.map((c) => c.textContent ?? '').join('')).not.toMatch(/\d/);
  });

  it('keeps the empty state for a page without sections', async () => {
    answer = { body: envelope(page([])) };
    render(<PageSections entryId={12} />);
    expect(await screen.findByText('该页面暂无报表模块')).toBeTruthy();
  });

  it('shows the error of the call in place', async () => {
    answer = { status: 403, body: envelope(null, 403, '没有该页面的访问权限') };
    render(<PageSections entryId={13} />);
    expect(await screen.findByText('页面内容加载失败')).toBeTruthy();
    expect(screen.getByText('没有该页面的访问权限')).toBeTruthy();
  });
});

describe('sectionKind', () => {
  const chart = (config_type: number, extra: object = {}) => ({ id: 1, title: 't', report_type: 2, chart_config: { config_type, chart_compare_type: 1, have_chart: 1, ...extra } }) as unknown as Section;
  it('names charts by chart type code, free drag by its chosen type, others by show_type', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((code) => sectionKind(chart(code)))).toEqual(['table', 'line', 'bar', 'pie', 'lineBar', 'card', 'funnel']);
    expect(sectionKind(chart(1, { chart_compare_type: 4, free_chart_type: 3 }))).toBe('pie');
    expect(sectionKind(chart(2, { have_chart: 0 }))).toBe('table');
    expect(sectionKind({ id: 1, title: 't', show_type: 'card' } as Section)).toBe('card');
  });
});
