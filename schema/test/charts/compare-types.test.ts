import { CHART_TYPES, COMPARE_TYPES } from '../../src/dsl';
import { buildChartOption } from '../../src/charts';
import type { BarSeries, LineSeries, PieSeries } from '../../src/charts';
import type { ChartConfig } from '../../src/dsl';
import { BY_CITY, COLUMNS, DAILY, build, renderTexts, source } from './fixtures';

describe('compare type 1: indicator comparison', () => {
  it('without configured series, every non-filtered indicator is a series, all selected', () => {
    const option = build({ config_type: CHART_TYPES.LINE, chart_compare_type: COMPARE_TYPES.INDICATOR }, DAILY);
    // refunds is hidden (is_show 0): filtered out of the builder.
    expect(option.series.map((s) => s.name)).toEqual(['GMV', 'Orders', 'Conversion']);
    expect(option.legend.selected).toEqual({ GMV: true, Orders: true, Conversion: true });
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['GMV', 'Orders', 'Conversion']));
  });

  it('a series with fe_tag_is_selected 0 starts hidden in the legend', () => {
    const config: ChartConfig = {
      config_type: CHART_TYPES.LINE,
      chart_compare_type: COMPARE_TYPES.INDICATOR,
      series: [
        { name: 'GMV', field: 'gmv', type: 'line' },
        { name: 'Orders', field: 'orders', type: 'line', fe_tag_is_selected: 0 },
      ],
    };
    expect(build(config, DAILY).legend.selected).toEqual({ GMV: true, Orders: false });
  });
});

describe('compare type 2: dimension comparison', () => {
  const config: ChartConfig = {
    config_type: CHART_TYPES.BAR,
    chart_compare_type: COMPARE_TYPES.DIMENSION,
    series: [{ field: 'gmv', label: { show: true } }],
  };
  const option = build(config, BY_CITY);

  it('pivots the second dimension into series of the one indicator', () => {
    expect(option.series.map((s) => [s.type, s.name])).toEqual([
      ['bar', 'Shanghai'],
      ['bar', 'Beijing'],
    ]);
    expect((option.series[1] as BarSeries).data).toEqual([5249.75, 5790, 6200]);
    expect(option.legend.data).toEqual(['Shanghai', 'Beijing']);
  });

  it('renders the city series and formatted values', () => {
    expect(renderTexts(option)).toEqual(
      expect.arrayContaining(['Shanghai', 'Beijing', '7,200.50', '5,249.75', '2024-03-03']),
    );
  });

  it('without a configured series it uses the first indicator', () => {
    const pivot = build({ config_type: CHART_TYPES.LINE, chart_compare_type: COMPARE_TYPES.DIMENSION }, BY_CITY);
    expect((pivot.series[0] as LineSeries).data).toEqual([7200.5, 8100, 9030.5]);
  });
});

describe('compare type 3: custom', () => {
  const config: ChartConfig = {
    config_type: CHART_TYPES.LINE_BAR,
    chart_compare_type: COMPARE_TYPES.CUSTOM,
    series: [
      // Dynamic: a bar per city, limited to the fixed values, stacked, rounded corners.
      {
        name_way: 'dynamic',
        name_field: 'city',
        field: 'gmv',
        type: 'bar',
        fixed_values: ['Shanghai', 'Beijing'],
        stack: 'gmv',
        item_style: { border_radius: 4, color: '#5470c6' },
      },
      // Manual: Shanghai's orders as a dashed line on the right axis, with labels below the points.
      {
        name_way: 'manual',
        name: 'Shanghai orders',
        field: 'orders',
        type: 'line',
        filters: { city: 'Shanghai' },
        y_axis_index: 1,
        symbol: 'triangle',
        symbol_size: 8,
        line_style: { width: 3, type: 'dashed' },
        label: { show: true, position: 'bottom' },
      },
    ],
  };
  const option = build(config, BY_CITY);

  it('uses the configured series as they are', () => {
    expect(option.series.map((s) => [s.type, s.name, (s as BarSeries).yAxisIndex])).toEqual([
      ['bar', 'Shanghai', 0],
      ['bar', 'Beijing', 0],
      ['line', 'Shanghai orders', 1],
    ]);
    expect(option.series[0]).toMatchObject({ stack: 'gmv', itemStyle: { borderRadius: 4, color: '#5470c6' } });
    expect(option.series[2]).toMatchObject({
      data: [700, 801, 830],
      symbol: 'triangle',
      symbolSize: 8,
      lineStyle: { width: 3, type: 'dashed' },
      label: { show: true, position: 'bottom' },
    });
    expect(option.yAxis).toHaveLength(2);
  });

  it('renders series names and the formatted labels of the line', () => {
    expect(renderTexts(option)).toEqual(
      expect.arrayContaining(['Shanghai', 'Beijing', 'Shanghai orders', '700', '801', '830']),
    );
  });

  it('fixed_values of a dynamic series pick and order its series, even values without rows', () => {
    const only = build(
      { ...config, series: [{ ...config.series![0], fixed_values: ['Beijing', 'Shenzhen'] }] },
      BY_CITY,
    );
    expect(only.series.map((s) => s.name)).toEqual(['Beijing', 'Shenzhen']);
    expect((only.series[1] as BarSeries).data).toEqual([null, null, null]);
  });

  it('manual fixed_values restrict the categories the series plots', () => {
    const limited = build(
      {
        config_type: CHART_TYPES.LINE,
        chart_compare_type: COMPARE_TYPES.CUSTOM,
        series: [{ name: 'GMV', field: 'gmv', fixed_values: ['2024-03-02'] }],
      },
      DAILY,
    );
    expect((limited.series[0] as LineSeries).data).toEqual([null, 13890, null]);
  });

  it('a pie series named dynamically gives a slice per name value', () => {
    const pie = build(
      {
        config_type: CHART_TYPES.PIE,
        chart_compare_type: COMPARE_TYPES.CUSTOM,
        series: [{ name_way: 'dynamic', name_field: 'city', field: 'orders', type: 'pie' }],
      },
      BY_CITY.filter((r) => r.dt === '2024-03-01'),
    );
    expect((pie.series[0] as PieSeries).data).toEqual([
      { name: 'Shanghai', value: 700 },
      { name: 'Beijing', value: 510 },
    ]);
    expect(renderTexts(pie)).toEqual(expect.arrayContaining(['Shanghai: 700', 'Beijing: 510']));
  });
});

describe('compare type 4: free drag', () => {
  const base: ChartConfig = {
    config_type: CHART_TYPES.TABLE,
    chart_compare_type: COMPARE_TYPES.FREE_DRAG,
    free_chart_type: CHART_TYPES.LINE,
    free_chart_options: { dimension_list: ['dt'], indicator_list: ['gmv', 'orders'], configs: {} },
  };

  it('free_chart_type decides the type; dragged indicators are series over the dragged dimension', () => {
    const option = build(base, DAILY);
    expect(option.series.map((s) => [s.type, s.name])).toEqual([
      ['line', 'GMV'],
      ['line', 'Orders'],
    ]);
    expect(option.yAxis).toHaveLength(1);
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['GMV', 'Orders', '2024-03-01']));
  });

  it('free_use_two_yaxis puts the indicators after the first on a right axis', () => {
    const option = build({ ...base, free_use_two_yaxis: 1 }, DAILY);
    expect(option.series.map((s) => (s as LineSeries).yAxisIndex)).toEqual([0, 1]);
    expect(option.yAxis?.[1]).toMatchObject({ type: 'value', position: 'right' });
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['GMV', 'Orders']));
  });

  it('free_reverse_data reverses the category order', () => {
    const option = build({ ...base, free_reverse_data: 1 }, DAILY);
    expect(option.xAxis?.[0].data).toEqual(['2024-03-03', '2024-03-02', '2024-03-01']);
    expect((option.series[0] as LineSeries).data).toEqual([15230.5, 13890, 12450.25]);
  });

  it('two dragged dimensions split the first indicator by the second', () => {
    const option = build(
      {
        ...base,
        free_chart_type: CHART_TYPES.BAR,
        free_chart_options: { dimension_list: ['dt', 'city'], indicator_list: ['orders'] },
      },
      BY_CITY,
    );
    expect(option.series.map((s) => s.name)).toEqual(['Shanghai', 'Beijing']);
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['Shanghai', 'Beijing']));
  });

  it('data_is_opposite_by_table transposes: indicators on the axis, a series per dimension value', () => {
    const option = build({ ...base, free_chart_type: CHART_TYPES.BAR, data_is_opposite_by_table: 1 }, DAILY);
    expect(option.xAxis?.[0].data).toEqual(['GMV', 'Orders']);
    expect(option.series.map((s) => s.name)).toEqual(['2024-03-01', '2024-03-02', '2024-03-03']);
    expect((option.series[0] as BarSeries).data).toEqual([12450.25, 1210]);
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['GMV', 'Orders', '2024-03-01', '2024-03-03']));
  });

  it('free-drag pie and funnel read the dragged fields', () => {
    const pie = build(
      {
        ...base,
        free_chart_type: CHART_TYPES.PIE,
        free_chart_options: { dimension_list: ['city'], indicator_list: ['gmv'] },
      },
      [
        { city: 'Shanghai', gmv: 100 },
        { city: 'Beijing', gmv: 50.5 },
      ],
    );
    expect((pie.series[0] as PieSeries).data.map((d) => d.name)).toEqual(['Shanghai', 'Beijing']);
    const funnel = build(
      { ...base, free_chart_type: CHART_TYPES.FUNNEL, free_chart_options: { indicator_list: ['gmv', 'orders'] } },
      DAILY,
    );
    expect(funnel.series[0].type).toBe('funnel');
    expect(renderTexts(funnel)).toEqual(expect.arrayContaining(['GMV: 15,230.50', 'Orders: 1,402']));
  });

  it('a free-drag card shows the first dragged indicator', () => {
    const built = buildChartOption(
      source({ ...base, free_chart_type: CHART_TYPES.CARD, free_chart_options: { indicator_list: ['orders'] } }),
      DAILY,
    );
    expect(built.kind === 'card' && built.card).toMatchObject({
      column_key: 'orders',
      label: 'Orders',
      value: 3945,
      formatted: '3,945',
    });
  });

  it('transposing ignores a second dragged dimension (first row per category)', () => {
    const option = build(
      {
        ...base,
        data_is_opposite_by_table: 1,
        free_chart_options: { dimension_list: ['dt', 'city'], indicator_list: ['gmv', 'orders'] },
      },
      BY_CITY,
    );
    expect(option.series.map((s) => s.name)).toEqual(['2024-03-01', '2024-03-02', '2024-03-03']);
    expect((option.series[0] as LineSeries).data).toEqual([7200.5, 700]);
  });

  it('is the default compare type', () => {
    const built = buildChartOption(
      source({
        config_type: CHART_TYPES.BAR,
        free_chart_options: { dimension_list: ['dt'], indicator_list: ['orders'] },
      }),
      DAILY,
    );
    expect(built.kind === 'chart' && built.option.series.map((s) => [s.type, s.name])).toEqual([['bar', 'Orders']]);
  });
});

it('every compare type renders for every cartesian chart type', () => {
  const configs: ChartConfig[] = [];
  for (const type of [CHART_TYPES.LINE, CHART_TYPES.BAR, CHART_TYPES.LINE_BAR]) {
    configs.push(
      { config_type: type, chart_compare_type: COMPARE_TYPES.INDICATOR },
      { config_type: type, chart_compare_type: COMPARE_TYPES.DIMENSION },
      { config_type: type, chart_compare_type: COMPARE_TYPES.CUSTOM, series: [{ name: 'All GMV', field: 'gmv' }] },
      {
        config_type: type,
        chart_compare_type: COMPARE_TYPES.FREE_DRAG,
        free_chart_options: { dimension_list: ['dt', 'city'], indicator_list: ['gmv'] },
      },
    );
  }
  const columns = COLUMNS.filter((c) => c.column_key !== 'cvr');
  for (const config of configs) {
    const texts = renderTexts(build(config, BY_CITY, columns));
    expect(texts).toEqual(expect.arrayContaining(['2024-03-01', '2024-03-03']));
  }
});
