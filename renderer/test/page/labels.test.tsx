import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReportData } from '@tessera/schema/api';
import { CHART_TYPES, COMPARE_TYPES, type Page, type ReportQuery, type Section } from '@tessera/schema/dsl';
import { ReportRenderer } from '../../src';
import { drawnOption, giveElementsASize } from '../chart/support';
import { answer, fakeClient } from '../fakeClient';
import { openSelect, optionLabels, pickOption, search } from '../filters/harness';
import { TEST_NOW } from '../render';
import { bodyRows, headerCell } from '../table/harness';

giveElementsASize();

/** The dataset's display values of country, as the answer's column carries them. */
const LABELS = { cn: '中国', us: '美国', br: '巴西' };
const ROWS = [
  { country: 'us', users: 2000 },
  { country: 'cn', users: 3500 },
  { country: 'br', users: 900 },
  { country: 'jp', users: 800 },
];

const countryFilter = {
  type: 'select',
  name: '国家',
  class_en: 'country',
  belonging_to: 'search',
  get_field_value_type: 'dynamic',
};
const table = {
  id: 1,
  title: '国家明细',
  report_type: 1,
  filter_config_model_list: [countryFilter],
  table_config: {
    columns: [
      { column_key: 'country', column_name: '国家', is_sort: 1 },
      { column_key: 'users', column_name: '用户', props: { formatter: 'thousands' } },
    ],
  },
} as unknown as Section;
const pie = {
  id: 2,
  title: '国家占比',
  report_type: 2,
  column_config_model_list: [
    { column_key: 'country', column_name: '国家', column_type: 0 },
    { column_key: 'users', column_name: '用户', column_type: 1, formatter: 'thousands' },
  ],
  chart_config: {
    config_type: CHART_TYPES.PIE,
    chart_compare_type: COMPARE_TYPES.INDICATOR,
    category_axis: { field: 'country' },
  },
} as unknown as Section;
const page = { version: 2, name: '国家分布', url: '/t/country', sections: [table, pie] } as unknown as Page;

/** The data service: rows filtered by the country condition, the country column carrying its labels. */
function labelledAnswer(query: ReportQuery): ReportData {
  const condition = query.filter_condition.find((c) => c.key === 'country');
  const rows = condition ? ROWS.filter((r) => r.country === condition.value) : ROWS;
  const base = answer(rows);
  return {
    ...base,
    columns: base.columns.map((c) => (c.column_key === 'country' ? { ...c, labels: LABELS } : c)),
  };
}

function renderPage() {
  const client = fakeClient({
    data: labelledAnswer,
    // As the server names options from the data: by the display value, else the value itself.
    selectOptions: () =>
      ROWS.map((r) => ({ name: LABELS[r.country as keyof typeof LABELS] ?? r.country, value: r.country })),
  });
  render(<ReportRenderer page={page} client={client} lang="zh" now={() => TEST_NOW} />);
  return client;
}

const tableSection = () => screen.getAllByTestId('section')[0];
const countries = () => bodyRows(tableSection()).map((row) => row[0]);

describe('display values on a page', () => {
  it('the table shows the labels the filter offers, and an unlabelled value as it is', async () => {
    renderPage();
    await waitFor(() => expect(countries()).toEqual(['美国', '中国', '巴西', 'jp']));
    expect(within(tableSection()).queryByText('cn')).toBeNull();
  });

  it('the pie names its slices and legend by the labels', async () => {
    renderPage();
    const option = await drawnOption();
    expect(option.legend[0].data).toEqual(['美国', '中国', '巴西', 'jp']);
    expect((option.series[0].data as { name: string }[]).map((d) => d.name)).toEqual(['美国', '中国', '巴西', 'jp']);
  });

  it('the browser sorts a labelled column by its raw values', async () => {
    renderPage();
    await waitFor(() => expect(countries()).toHaveLength(4));
    fireEvent.click(headerCell(tableSection(), '国家'));
    // br < cn < jp < us, whatever the labels.
    expect(countries()).toEqual(['巴西', '中国', 'jp', '美国']);
  });

  it('picking a label filters by its code', async () => {
    const client = renderPage();
    await waitFor(() => expect(countries()).toHaveLength(4));
    openSelect(within(tableSection()).getByTestId('filter-country'));
    await waitFor(() => expect(optionLabels()).toEqual(expect.arrayContaining(['中国', '美国', '巴西', 'jp'])));
    pickOption('中国');
    search();
    await waitFor(() => expect(countries()).toEqual(['中国']));
    const sent = client.data.mock.calls
      .map(([q]) => q)
      .filter((q) => q.diagram_id === 1)
      .at(-1);
    expect(sent?.filter_condition).toEqual([{ key: 'country', value_type: 'string', operator: 'eq', value: 'cn' }]);
  });
});
