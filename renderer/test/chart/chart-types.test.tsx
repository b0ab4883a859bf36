import { screen, waitFor, within } from '@testing-library/react';
import { CHART_TYPES, COMPARE_TYPES, type ChartConfig, type Section } from '@tessera/schema/dsl';
import ChartSection from '../../src/sections/chart/ChartSection';
import { answer, fakeClient } from '../fakeClient';
import { renderWithRenderer } from '../render';
import { BY_CITY, DAILY, chartSection, drawnOption, giveElementsASize, scopeOf } from './support';

giveElementsASize();

function draw(section: Section, rows: Record<string, unknown>[] = DAILY) {
  const client = fakeClient({ data: () => answer(rows) });
  return renderWithRenderer(<ChartSection section={section} scope={scopeOf()} />, { client });
}

const indicators = (config_type: ChartConfig['config_type'], extra: Partial<ChartConfig> = {}): ChartConfig => ({
  config_type,
  chart_compare_type: COMPARE_TYPES.INDICATOR,
  series: [
    { name: 'GMV', field: 'gmv' },
    { name: '订单数', field: 'orders' },
  ],
  ...extra,
});

describe('chart types draw with ECharts', () => {
  it('line: one line per indicator over the dates in date order, one value axis, axis tooltip', async () => {
    draw(chartSection(indicators(CHART_TYPES.LINE)));
    const option = await drawnOption();
    expect(option.series.map((s) => [s.type, s.name, s.data])).toEqual([
      ['line', 'GMV', [100, 200, 300]],
      ['line', '订单数', [10, 20, 30]],
    ]);
    expect(option.xAxis?.[0].data).toEqual(['2024-05-01', '2024-05-02', '2024-05-03']);
    expect(option.yAxis).toHaveLength(1);
    expect(option.legend[0].type).toBe('plain');
    expect(option.tooltip[0].trigger).toBe('axis');
  });

  it('bar: bars per indicator', async () => {
    draw(chartSection(indicators(CHART_TYPES.BAR)));
    const option = await drawnOption();
    expect(option.series.map((s) => [s.type, s.data])).toEqual([
      ['bar', [100, 200, 300]],
      ['bar', [10, 20, 30]],
    ]);
  });

  it('pie: a slice per category of the indicator, item tooltip', async () => {
    draw(
      chartSection({
        config_type: CHART_TYPES.PIE,
        chart_compare_type: COMPARE_TYPES.INDICATOR,
        series: [{ name: 'GMV', field: 'gmv' }],
      }),
    );
    const option = await drawnOption();
    expect(option.series.map((s) => s.type)).toEqual(['pie']);
    expect(option.series[0].data).toEqual([
      expect.objectContaining({ name: '2024-05-01', value: 100 }),
      expect.objectContaining({ name: '2024-05-02', value: 200 }),
      expect.objectContaining({ name: '2024-05-03', value: 300 }),
    ]);
    expect(option.tooltip[0].trigger).toBe('item');
  });

  it('line-bar: bars on the left axis and the line on a second, right axis', async () => {
    draw(chartSection(indicators(CHART_TYPES.LINE_BAR)));
    const option = await drawnOption();
    expect(option.series.map((s) => [s.type, s.name, s.yAxisIndex])).toEqual([
      ['bar', 'GMV', 0],
      ['line', '订单数', 1],
    ]);
    expect(option.yAxis).toHaveLength(2);
  });

  it('funnel: a band per indicator, largest first', async () => {
    draw(chartSection({ config_type: CHART_TYPES.FUNNEL, chart_compare_type: COMPARE_TYPES.INDICATOR }), [
      { gmv: 500, orders: 40, cvr: 0.2 },
    ]);
    const option = await drawnOption();
    expect(option.series.map((s) => s.type)).toEqual(['funnel']);
    expect(option.series[0].data).toEqual([
      expect.objectContaining({ name: 'GMV', value: 500 }),
      expect.objectContaining({ name: '订单数', value: 40 }),
      expect.objectContaining({ name: '转化率', value: 0.2 }),
    ]);
  });

  it('card (type 5): the indicator summed over the rows as a card, no chart', async () => {
    draw(
      chartSection({
        config_type: CHART_TYPES.CARD,
        chart_compare_type: COMPARE_TYPES.INDICATOR,
        series: [{ name: '总 GMV', field: 'gmv' }],
      }),
    );
    const card = await screen.findByTestId('card-item');
    expect(within(card).getByText('总 GMV')).toBeTruthy();
    expect(within(card).getByTestId('card-value').textContent).toBe('600.00');
    expect(screen.queryByTestId('section-chart')).toBeNull();
  });

  it('table (type 0): the section table is drawn instead of a chart', async () => {
    draw(chartSection({ config_type: CHART_TYPES.TABLE, chart_compare_type: COMPARE_TYPES.INDICATOR }));
    expect(await screen.findByTestId('section-table')).toBeTruthy();
    expect(screen.queryByTestId('section-chart')).toBeNull();
  });

  it('table (type 0) whose page already shows the table under the chart: drawn once, by the page', async () => {
    const section = chartSection(
      { config_type: CHART_TYPES.TABLE, chart_compare_type: COMPARE_TYPES.INDICATOR },
      { table_config: { basic: { have_table: 1 } } },
    );
    // Beside it, the same section without the page's table: once its (lazily loaded) table is there, this one's
    // would be too, had it drawn one.
    const control = chartSection({ config_type: CHART_TYPES.TABLE, chart_compare_type: COMPARE_TYPES.INDICATOR });
    const client = fakeClient({ data: () => answer(DAILY) });
    renderWithRenderer(
      <>
        <div data-testid="page-shows-table">
          <ChartSection section={section} scope={scopeOf()} />
        </div>
        <div data-testid="control">
          <ChartSection section={control} scope={scopeOf()} />
        </div>
      </>,
      { client },
    );
    await within(screen.getByTestId('control')).findByTestId('section-table');
    const drawnOnce = screen.getByTestId('page-shows-table');
    expect(within(drawnOnce).queryByTestId('section-table')).toBeNull();
    expect(drawnOnce.querySelector('.ts-chart')).toBeNull();
  });

  it('height comes from chart_config.height (number or numeric string); auto takes the default', async () => {
    const { unmount } = draw(chartSection(indicators(CHART_TYPES.LINE, { height: '280' })));
    expect((await screen.findByTestId('section-chart')).style.height).toBe('280px');
    unmount();
    draw(chartSection(indicators(CHART_TYPES.LINE, { height: 'auto' })));
    expect((await screen.findByTestId('section-chart')).style.height).toBe('400px');
  });

  it('sets data-painted at the first frame of the data and data-rendered once ECharts has finished drawing it', async () => {
    draw(chartSection(indicators(CHART_TYPES.BAR)), BY_CITY);
    const element = await screen.findByTestId('section-chart');
    expect(element.getAttribute('data-rendered')).toBeNull();
    await waitFor(() => expect(element.getAttribute('data-painted')).toBe('1'), { timeout: 3000 });
    expect(element.getAttribute('data-rendered')).toBeNull();
    // ECharts finishes after its entry animation (about a second).
    await waitFor(() => expect(element.getAttribute('data-rendered')).toBe('1'), { timeout: 3000 });
  });
});
