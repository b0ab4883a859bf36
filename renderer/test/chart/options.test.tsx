import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHART_BUILD_WARNING, LARGE_DATA_THRESHOLD } from '@tessera/schema/charts';
import { CHART_TYPES, COMPARE_TYPES, type ChartConfig } from '@tessera/schema/dsl';
import { useState } from 'react';
import ChartSection from '../../src/sections/chart/ChartSection';
import type { RendererContextValue } from '../../src/context';
import { answer, fakeClient } from '../fakeClient';
import { renderWithRenderer } from '../render';
import { DAILY, chartSection, drawnInstance, drawnOption, giveElementsASize, scopeOf } from './support';

giveElementsASize();

const SCOPE = scopeOf();

function draw(
  config: ChartConfig,
  rows: Record<string, unknown>[] = DAILY,
  context: Partial<RendererContextValue> = {},
) {
  const client = fakeClient({ data: () => answer(rows) });
  return renderWithRenderer(<ChartSection section={chartSection(config)} scope={scopeOf()} />, { client, ...context });
}

const gmvAndOrders: ChartConfig = {
  config_type: CHART_TYPES.LINE,
  chart_compare_type: COMPARE_TYPES.INDICATOR,
  series: [
    { name: 'GMV', field: 'gmv' },
    { name: '订单数', field: 'orders' },
  ],
};

describe('legend and tooltip', () => {
  it('draws a scroll legend in single-select mode when configured', async () => {
    draw({ ...gmvAndOrders, legend: { type: 'scroll', selected_mode: 'single' } });
    const option = await drawnOption();
    expect(option.legend[0]).toMatchObject({
      type: 'scroll',
      selectedMode: 'single',
      selected: { GMV: true, 订单数: false },
    });
  });

  it('forwards a legend selection change to the host with the section id', async () => {
    const onLegendSelectChanged = jest.fn();
    draw(gmvAndOrders, DAILY, { onLegendSelectChanged });
    const chart = await drawnInstance();
    act(() => {
      chart.dispatchAction({ type: 'legendToggleSelect', name: '订单数' });
    });
    expect(onLegendSelectChanged).toHaveBeenCalledWith({
      diagramId: 42,
      name: '订单数',
      selected: { GMV: true, 订单数: false },
    });
  });

  it('uses the configured tooltip trigger', async () => {
    draw({ ...gmvAndOrders, tooltip: { trigger: 'item' } });
    expect((await drawnOption()).tooltip[0].trigger).toBe('item');
  });
});

describe('large data', () => {
  it('samples a 100,000-point line with lttb', async () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ point: `p${i}`, gmv: (i * 7919) % 1000 }));
    draw(
      {
        config_type: CHART_TYPES.LINE,
        chart_compare_type: COMPARE_TYPES.INDICATOR,
        category_axis: { field: 'point' },
        series: [{ name: 'GMV', field: 'gmv' }],
      },
      rows,
    );
    const option = await drawnOption();
    expect(option.series[0]).toMatchObject({ type: 'line', sampling: 'lttb' });
    expect(option.series[0].data).toHaveLength(100_000);
  });

  it('draws bars past the threshold in large mode', async () => {
    const rows = Array.from({ length: LARGE_DATA_THRESHOLD + 1 }, (_, i) => ({ point: `p${i}`, gmv: i }));
    draw(
      {
        config_type: CHART_TYPES.BAR,
        chart_compare_type: COMPARE_TYPES.INDICATOR,
        category_axis: { field: 'point' },
        series: [{ name: 'GMV', field: 'gmv' }],
      },
      rows,
    );
    expect((await drawnOption()).series[0]).toMatchObject({ type: 'bar', large: true });
  });

  it('leaves a small line unsampled and small bars normal', async () => {
    draw({ ...gmvAndOrders, config_type: CHART_TYPES.LINE_BAR });
    const option = await drawnOption();
    expect(option.series[0]).toMatchObject({ type: 'bar', large: false });
    expect(option.series[1]).toMatchObject({ type: 'line', sampling: 'none' });
  });
});

describe('a config that cannot be built', () => {
  const broken: ChartConfig = { ...gmvAndOrders, series: [{ name: '退款', field: 'refunds' }] };

  it('shows one warning toast and falls back to an empty chart', async () => {
    const section = chartSection(broken);
    // Drawn from the second render on: its own warning proves a repeated one of the first would be showing too.
    const control = chartSection({ ...gmvAndOrders, series: [{ name: '退货', field: 'returns' }] });
    function Page() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button onClick={() => setRenders((n) => n + 1)}>again</button>
          <ChartSection section={section} scope={SCOPE} />
          {renders > 0 && <ChartSection section={control} scope={SCOPE} />}
        </>
      );
    }
    renderWithRenderer(<Page />, { client: fakeClient({ data: () => answer(DAILY) }) });
    const toast = await screen.findByText((text) => text.startsWith(CHART_BUILD_WARNING.zh));
    expect(toast.textContent).toContain('refunds');
    // The fallback has nothing to plot.
    expect((await screen.findByTestId('section-status')).getAttribute('data-status')).toBe('noData');
    // The page re-renders for other reasons: the same failed build is not toasted again.
    fireEvent.click(screen.getByText('again'));
    await screen.findByText((text) => text.startsWith(CHART_BUILD_WARNING.zh) && text.includes('returns'));
    expect(
      screen.getAllByText((text) => text.startsWith(CHART_BUILD_WARNING.zh) && text.includes('refunds')),
    ).toHaveLength(1);
  });

  it('says it in English on an English page', async () => {
    draw(broken, DAILY, { lang: 'en' });
    expect(await screen.findByText((text) => text.startsWith(CHART_BUILD_WARNING.en))).toBeTruthy();
  });
});

describe('free drag', () => {
  const free: ChartConfig = {
    config_type: CHART_TYPES.LINE,
    chart_compare_type: COMPARE_TYPES.FREE_DRAG,
    free_chart_type: CHART_TYPES.LINE,
    free_chart_options: { dimension_list: ['dt'], indicator_list: ['gmv'] },
  };

  async function choose(label: string, option: string) {
    const select = screen.getByRole('combobox', { name: label }).closest('.ant-select')!;
    fireEvent.mouseDown(select.querySelector('.ant-select-selector')!);
    const dropdown = await waitFor(() => {
      const open = [...document.querySelectorAll('.ant-select-dropdown')].find(
        (d) => !d.classList.contains('ant-select-dropdown-hidden'),
      );
      if (!open) throw new Error('dropdown not open');
      return open as HTMLElement;
    });
    fireEvent.click(within(dropdown).getByTitle(option));
  }

  it('lets staff add an indicator: the chart redraws with it', async () => {
    draw(free);
    expect((await drawnOption()).series.map((s) => s.name)).toEqual(['GMV']);
    await choose('指标', '订单数');
    await waitFor(async () =>
      expect((await drawnOption()).series.map((s) => [s.name, s.data])).toEqual([
        ['GMV', [100, 200, 300]],
        ['订单数', [10, 20, 30]],
      ]),
    );
  });

  it('lets staff switch the chart type', async () => {
    draw(free);
    await drawnOption();
    await choose('图表类型', '柱状图');
    await waitFor(async () => expect((await drawnOption()).series.map((s) => s.type)).toEqual(['bar']));
  });

  it('labels the picker in English on an English page', async () => {
    draw(free, DAILY, { lang: 'en' });
    await drawnOption();
    expect(screen.getByText('Dimension')).toBeTruthy();
    expect(screen.getByText('Indicator')).toBeTruthy();
    expect(screen.getByText('Chart type')).toBeTruthy();
  });

  it('is not offered on charts of other compare types', async () => {
    draw(gmvAndOrders);
    await drawnOption();
    expect(screen.queryByText('指标')).toBeNull();
  });
});
