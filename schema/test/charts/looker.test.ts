import { CHART_TYPES } from '../../src/dsl';
import { lookerChartConfig } from '../../src/charts';
import type { LineSeries } from '../../src/charts';
import type { LookerVisualConfig } from '../../src/dsl';
import { BY_CITY, DAILY, build, renderTexts } from './fixtures';

/** The chart a looker draws from its visual config (spec section 3 "Looker config"). */
const drawn = (visual: LookerVisualConfig, rows = DAILY) => build(lookerChartConfig({ visual_config: visual }), rows);

describe("the looker's visual config", () => {
  it('draws the chosen type: the indicators as series over the dimension', () => {
    const option = drawn({ charts_value: CHART_TYPES.BAR, dim_value: 'dt', index_value: ['gmv', 'orders'] });
    expect(option.series.map((s) => [s.type, s.name])).toEqual([
      ['bar', 'GMV'],
      ['bar', 'Orders'],
    ]);
    expect(option.xAxis?.[0].data).toEqual(['2024-03-01', '2024-03-02', '2024-03-03']);
  });

  it('splits the indicator into a series per value of the second dimension', () => {
    const option = drawn(
      { charts_value: CHART_TYPES.LINE, dim_value: 'dt', second_dim_value: 'city', index_value: ['orders'] },
      BY_CITY,
    );
    expect(option.series.map((s) => s.name)).toEqual(['Shanghai', 'Beijing']);
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['Shanghai', 'Beijing']));
  });

  it('puts the second y indicators on a right axis', () => {
    const option = drawn({ dim_value: 'dt', index_value: ['gmv'], second_y_value: ['orders'] });
    expect(option.series.map((s) => [s.name, (s as LineSeries).yAxisIndex])).toEqual([
      ['GMV', 0],
      ['Orders', 1],
    ]);
    expect(option.yAxis?.[1]).toMatchObject({ type: 'value', position: 'right' });
  });

  it('lets the value axes leave zero only when the scale is dynamic', () => {
    const fixed = drawn({ dim_value: 'dt', index_value: ['gmv'], second_y_value: ['orders'] });
    expect(fixed.yAxis?.map((axis) => Boolean(axis.scale))).toEqual([false, false]);
    const dynamic = drawn({ dim_value: 'dt', index_value: ['gmv'], second_y_value: ['orders'], is_dynamic_scale: 1 });
    expect(dynamic.yAxis?.map((axis) => axis.scale)).toEqual([true, true]);
  });
});
