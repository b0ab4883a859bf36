import { CHART_TYPES, COMPARE_TYPES, type ChartConfig } from '@tessera/schema/dsl';
import ChartSection from '../../src/sections/chart/ChartSection';
import { answer, fakeClient } from '../fakeClient';
import { renderWithRenderer } from '../render';
import { BY_CITY, DAILY, chartSection, drawnOption, giveElementsASize, scopeOf } from './support';

giveElementsASize();

async function drawn(config: ChartConfig, rows: Record<string, unknown>[]) {
  const client = fakeClient({ data: () => answer(rows) });
  renderWithRenderer(<ChartSection section={chartSection(config)} scope={scopeOf()} />, { client });
  return drawnOption();
}

describe('compare types draw their series', () => {
  it('1 indicator comparison: without configured series, every indicator is a series, all selected', async () => {
    const option = await drawn({ config_type: CHART_TYPES.LINE, chart_compare_type: COMPARE_TYPES.INDICATOR }, DAILY);
    expect(option.series.map((s) => s.name)).toEqual(['GMV', '订单数', '转化率']);
    expect(option.legend[0].selected).toEqual({ GMV: true, 订单数: true, 转化率: true });
  });

  it('2 dimension comparison: one series per city of the one indicator', async () => {
    const option = await drawn(
      { config_type: CHART_TYPES.BAR, chart_compare_type: COMPARE_TYPES.DIMENSION, series: [{ field: 'gmv' }] },
      BY_CITY,
    );
    expect(option.series.map((s) => [s.type, s.name, s.data])).toEqual([
      ['bar', '上海', [70, 80]],
      ['bar', '北京', [30, 50]],
    ]);
  });

  it('3 custom: the configured series as they are, own types and axes', async () => {
    const option = await drawn(
      {
        config_type: CHART_TYPES.LINE_BAR,
        chart_compare_type: COMPARE_TYPES.CUSTOM,
        series: [
          { name_way: 'dynamic', name_field: 'city', field: 'gmv', type: 'bar', stack: 'gmv' },
          {
            name_way: 'manual',
            name: '上海订单',
            field: 'orders',
            type: 'line',
            filters: { city: '上海' },
            y_axis_index: 1,
          },
        ],
      },
      BY_CITY,
    );
    expect(option.series.map((s) => [s.type, s.name, s.yAxisIndex])).toEqual([
      ['bar', '上海', 0],
      ['bar', '北京', 0],
      ['line', '上海订单', 1],
    ]);
    expect(option.series[2].data).toEqual([7, 8]);
    expect(option.yAxis).toHaveLength(2);
  });

  it('4 free drag: the dragged indicators over the dragged dimension, in the free chart type', async () => {
    const option = await drawn(
      {
        config_type: CHART_TYPES.TABLE,
        chart_compare_type: COMPARE_TYPES.FREE_DRAG,
        free_chart_type: CHART_TYPES.BAR,
        free_chart_options: { dimension_list: ['dt'], indicator_list: ['orders'] },
      },
      DAILY,
    );
    expect(option.series.map((s) => [s.type, s.name, s.data])).toEqual([['bar', '订单数', [10, 20, 30]]]);
  });
});
