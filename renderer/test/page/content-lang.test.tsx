import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReportData } from '@tessera/schema/api';
import { CHART_TYPES, COMPARE_TYPES, type Page, type Section } from '@tessera/schema/dsl';
import { ReportRenderer } from '../../src';
import { drawnOption, giveElementsASize } from '../chart/support';
import { answer, fakeClient } from '../fakeClient';
import { openSelect, optionLabels } from '../filters/harness';
import { TEST_NOW } from '../render';
import { bodyRows, headers } from '../table/harness';

giveElementsASize();

const en = <T extends string>(key: T, text: string) => ({ i18n: { en: { [key]: text } } });
const ROWS = [
  { country: 'us', users: 2000 },
  { country: 'cn', users: 3500 },
  { country: 'jp', users: 800 },
];
/** As the server answers: default labels, and the whole English lookup beside them (jp untranslated keeps 日本). */
function countryAnswer(): ReportData {
  const base = answer(ROWS);
  return {
    ...base,
    columns: base.columns.map((c) =>
      c.column_key === 'country'
        ? {
            ...c,
            labels: { cn: '中国', us: '美国', jp: '日本' },
            i18n: { en: { labels: { cn: 'China', us: 'United States', jp: '日本' } } },
          }
        : c,
    ),
  };
}

const table = {
  id: 1,
  title: '国家明细',
  ...en('title', 'Country details'),
  report_type: 1,
  filter_config_model_list: [
    {
      type: 'select',
      name: '国家',
      ...en('name', 'Country'),
      class_en: 'country',
      belonging_to: 'search',
      get_field_value_type: 'dynamic',
    },
  ],
  table_config: {
    columns: [
      { column_key: 'country', column_name: '国家', ...en('column_name', 'Country') },
      { column_key: 'users', column_name: '用户' },
    ],
  },
} as unknown as Section;
const line = {
  id: 2,
  title: '用户趋势',
  ...en('title', 'Users trend'),
  report_type: 2,
  column_config_model_list: [
    { column_key: 'country', column_name: '国家', column_type: 0 },
    { column_key: 'users', column_name: '用户', column_type: 1, ...en('column_name', 'Users') },
  ],
  chart_config: {
    config_type: CHART_TYPES.BAR,
    chart_compare_type: COMPARE_TYPES.CUSTOM,
    category_axis: { field: 'country' },
    series: [{ name_way: 'manual', name: '用户', ...en('name', 'Users'), type: 'bar', field: 'users' }],
    y_axis: [{ type: 'value', name: '人数', ...en('name', 'People') }],
  },
} as unknown as Section;
const page = { version: 2, name: '国家分布', url: '/t/country', sections: [table, line] } as unknown as Page;

function renderPage(lang: 'zh' | 'en') {
  const client = fakeClient({
    data: countryAnswer,
    selectOptions: () => [
      { name: '中国', value: 'cn', i18n: { en: { name: 'China' } } },
      { name: '日本', value: 'jp' },
    ],
  });
  render(<ReportRenderer page={page} client={client} lang={lang} now={() => TEST_NOW} />);
  return client;
}
const tableSection = () => screen.getAllByTestId('section')[0];

describe('page content in the reader’s language', () => {
  it('in English: titles, filter names, headers, served options and labels are the translations, else the default', async () => {
    renderPage('en');
    expect(screen.getByText('Country details')).toBeTruthy();
    expect(screen.getByText('Users trend')).toBeTruthy();
    await waitFor(() => expect(bodyRows(tableSection()).map((r) => r[0])).toEqual(['United States', 'China', '日本']));
    expect(headers(tableSection())).toEqual(['Country', '用户']);
    const filter = within(tableSection()).getByTestId('filter-country');
    expect(within(filter).getByText('Country')).toBeTruthy();
    openSelect(filter);
    await waitFor(() => expect(optionLabels()).toEqual(expect.arrayContaining(['China', '日本'])));
  });

  it('in English the chart names its series, axis and categories in English', async () => {
    renderPage('en');
    const option = await drawnOption();
    expect(option.series.map((s: { name: string }) => s.name)).toEqual(['Users']);
    const axes = option as unknown as { yAxis: { name: string }[]; xAxis: { data: string[] }[] };
    expect(axes.yAxis[0]?.name).toBe('People');
    expect(axes.xAxis[0]?.data).toEqual(['United States', 'China', '日本']);
  });

  it('in Chinese the page shows its default texts', async () => {
    renderPage('zh');
    expect(screen.getByText('国家明细')).toBeTruthy();
    await waitFor(() => expect(bodyRows(tableSection()).map((r) => r[0])).toEqual(['美国', '中国', '日本']));
    const option = await drawnOption();
    expect(option.series.map((s: { name: string }) => s.name)).toEqual(['用户']);
  });
});
