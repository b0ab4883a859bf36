import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CHART_TYPES, COMPARE_TYPES, type Page, type ReportQuery, type Section } from '@tessera/schema/dsl';
import { ReportRenderer } from '../../src';
import { answer, fakeClient } from '../fakeClient';
import { TEST_NOW } from '../render';
import { DAILY, chartSection, drawnOption, giveElementsASize } from '../chart/support';

const keyword = (extra: object = {}) => ({
  type: 'text',
  name: '关键词',
  class_en: 'keyword',
  trigger: 'change',
  ...extra,
});
const tableSection = (id: number, title: string, extra: object = {}) =>
  ({
    id,
    title,
    report_type: 1,
    filter_config_model_list: [keyword({ default_value: 'own' })],
    table_config: {
      columns: [
        { column_key: 'name', column_name: '名称' },
        { column_key: 'users', column_name: '用户', props: { formatter: 'thousands' } },
      ],
    },
    ...extra,
  }) as unknown as Section;
const pageOf = (sections: Section[], extra: object = {}) =>
  ({ version: 2, name: '总览', url: '/t/overview', sections, ...extra }) as unknown as Page;

const keywordOf = (query: ReportQuery) => query.filter_condition.find((c) => c.key === 'keyword')?.value;
const lastQuery = (client: ReturnType<typeof fakeClient>, id: number) =>
  client.data.mock.calls
    .map(([query]) => query)
    .filter((q) => q.diagram_id === id)
    .at(-1);

function renderPage(
  page: Page,
  client = fakeClient({ data: () => answer([{ name: 'a', users: 1200 }]) }),
  lang: 'zh' | 'en' = 'zh',
) {
  const view = render(<ReportRenderer page={page} client={client} lang={lang} now={() => TEST_NOW} />);
  return { ...view, client };
}

const typeInto = (input: () => HTMLElement, value: string) => {
  fireEvent.change(input(), { target: { value } });
  fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
};

describe('the report renderer', () => {
  it('draws every section of the document with its own query', async () => {
    const { client } = renderPage(pageOf([tableSection(1, '甲'), tableSection(2, '乙')]));
    expect(await screen.findAllByText('1,200')).toHaveLength(2);
    expect(screen.getAllByTestId('section').map((s) => s.getAttribute('data-section-id'))).toEqual(['1', '2']);
    expect(keywordOf(lastQuery(client, 1)!)).toBe('own');
  });

  describe('a chart that shows its table under it', () => {
    giveElementsASize();

    it('asks the server once, and draws both', async () => {
      const section = chartSection(
        { config_type: CHART_TYPES.LINE, chart_compare_type: COMPARE_TYPES.INDICATOR },
        {
          table_config: {
            basic: { have_table: 1 },
            columns: [
              { column_key: 'dt', column_name: '日期' },
              { column_key: 'gmv', column_name: 'GMV' },
            ],
          },
        },
      );
      const client = fakeClient({ data: () => answer(DAILY) });
      renderPage(pageOf([section]), client);
      expect(await screen.findByText('2024-05-02')).toBeTruthy();
      await drawnOption();
      expect(client.data).toHaveBeenCalledTimes(1);
    });
  });

  it("lets a global filter override a section's filter of the same key and restores the section's value when removed", async () => {
    const page = pageOf([tableSection(1, '甲'), tableSection(2, '乙', { filter_config_model_list: [] })], {
      global_filters: [keyword()],
    });
    const { client } = renderPage(page);
    await screen.findAllByText('1,200');
    // Queried each time: antd swaps the input element when a clear icon appears.
    const global = () => within(screen.getByTestId('global-filters')).getByRole('textbox');
    await act(() => Promise.resolve(typeInto(global, 'global')));
    await waitFor(() => expect(keywordOf(lastQuery(client, 1)!)).toBe('global'));
    // The overridden control shows the global value and cannot be changed while the global filter holds it.
    const own = within(screen.getAllByTestId('section')[0]).getByRole<HTMLInputElement>('textbox');
    expect(own.value).toBe('global');
    expect(own.disabled).toBe(true);
    // A section without that filter is not conditioned by it.
    expect(keywordOf(lastQuery(client, 2)!)).toBeUndefined();

    const clear = screen.getByTestId('global-filters').querySelector('.ant-input-clear-icon');
    await act(() => Promise.resolve(fireEvent.click(clear!)));
    await waitFor(() => expect(keywordOf(lastQuery(client, 1)!)).toBe('own'));
    expect(within(screen.getAllByTestId('section')[0]).getByRole<HTMLInputElement>('textbox').disabled).toBe(false);
  });

  it('keeps the other sections working when one fails', async () => {
    const client = fakeClient({
      data: (query) => {
        if (query.diagram_id === 1) throw new Error('数据库连接超时');
        return answer([{ name: 'b', users: 7 }]);
      },
    });
    renderPage(pageOf([tableSection(1, '甲'), tableSection(2, '乙')]), client);
    expect(await screen.findByText('数据库连接超时')).toBeTruthy();
    expect(await screen.findByText('7')).toBeTruthy();
    expect(within(screen.getAllByTestId('section')[0]).getByText('加载失败')).toBeTruthy();
  });

  it('waits for the first query of a section that does not load by default', async () => {
    const { client } = renderPage(pageOf([tableSection(1, '甲', { props: { load_on_open: 0 } })]));
    expect(await screen.findByText('默认不加载数据，请设置条件后点击查询')).toBeTruthy();
    expect(client.data).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('1,200')).toBeTruthy();
    expect(client.data).toHaveBeenCalledTimes(1);
  });

  it('places the sections on the kanban grid of the layout', async () => {
    const page = pageOf([tableSection(1, '甲'), tableSection(2, '乙')], {
      display: 1,
      layout: {
        items: [
          { section_id: 2, x: 0, y: 0, w: 12, h: 4 },
          { section_id: 1, x: 6, y: 4, w: 6, h: 4 },
        ],
      },
    });
    renderPage(page);
    await screen.findAllByText('1,200');
    const cells = screen.getAllByTestId('section').map((s) => (s.parentElement as HTMLElement).style);
    expect([cells[0].gridColumn, cells[0].gridRow]).toEqual(['7 / span 6', '5 / span 4']);
    expect([cells[1].gridColumn, cells[1].gridRow]).toEqual(['1 / span 12', '1 / span 4']);
  });

  it('speaks English when the host says so', async () => {
    renderPage(pageOf([]), undefined, 'en');
    expect(await screen.findByText('This page has no online sections yet')).toBeTruthy();
  });
});
