import { CHART_TYPES, COMPARE_TYPES, REALTIME_MODES } from '../../src/dsl';
import { LARGE_DATA_THRESHOLD, buildChartOption, fillSeries } from '../../src/charts';
import type { BarSeries, ChartRow, LineSeries } from '../../src/charts';
import type { ChartConfig } from '../../src/dsl';
import { BY_CITY, COLUMNS, DAILY, build, chartOf, renderSvg, renderTexts, source } from './fixtures';

const line = (extra: Partial<ChartConfig> = {}): ChartConfig => ({
  config_type: CHART_TYPES.LINE,
  chart_compare_type: COMPARE_TYPES.CUSTOM,
  series: [{ name: 'GMV', field: 'gmv' }],
  ...extra,
});

describe('category axis', () => {
  it('defaults to dt; filters restrict the rows; min/max bound the dates', () => {
    const option = build(
      line({ category_axis: { filters: { city: 'Beijing' }, min: '2024-03-02', max: '2024-03-03' } }),
      BY_CITY,
    );
    expect(option.xAxis?.[0].data).toEqual(['2024-03-02', '2024-03-03']);
    expect((option.series[0] as LineSeries).data).toEqual([5790, 6200]);
  });

  it('fixed_values give the categories and their order, even without rows', () => {
    const option = build(line({ category_axis: { fixed_values: ['2024-03-03', '2024-03-01', '2024-03-05'] } }), DAILY);
    expect(option.xAxis?.[0].data).toEqual(['2024-03-03', '2024-03-01', '2024-03-05']);
    expect((option.series[0] as LineSeries).data).toEqual([15230.5, 12450.25, null]);
  });

  it('keeps the query order for categories that are not dates', () => {
    const rows = [
      { city: 'Shenzhen', gmv: 1 },
      { city: 'Beijing', gmv: 2 },
    ];
    const option = build(line({ category_axis: { field: 'city' } }), rows);
    expect(option.xAxis?.[0].data).toEqual(['Shenzhen', 'Beijing']);
  });

  it('falls back to the first dimension when the section has no dt', () => {
    const columns = COLUMNS.filter((c) => c.column_key !== 'dt');
    const option = build(
      { config_type: CHART_TYPES.BAR, chart_compare_type: COMPARE_TYPES.INDICATOR, series: [{ field: 'gmv' }] },
      [{ city: 'Shanghai', gmv: 3 }],
      columns,
    );
    expect(option.xAxis?.[0].data).toEqual(['Shanghai']);
  });

  it('sorts numeric dates ascending and formats labels with the dimension formatter', () => {
    const columns = COLUMNS.map((c) => (c.column_key === 'dt' ? { ...c, formatter: 'ymd' as const } : c));
    const option = build(
      line(),
      [
        { dt: 20240302, gmv: 2 },
        { dt: 20240301, gmv: 1 },
      ],
      columns,
    );
    expect(option.xAxis?.[0].data).toEqual(['2024-03-01', '2024-03-02']);
    expect((option.series[0] as LineSeries).data).toEqual([1, 2]);
  });
});

describe('axes', () => {
  it('applies configured axis names, bounds and formatters', () => {
    const option = build(
      line({ y_axis: [{ name: 'Yuan', min: 0, formatter: 'thousands' }], x_axis: [{ name: 'Day' }] }),
      DAILY,
    );
    expect(option.yAxis?.[0]).toMatchObject({ type: 'value', name: 'Yuan', min: 0 });
    expect(option.yAxis?.[0].axisLabel?.formatter?.(12000)).toBe('12,000');
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['Yuan', 'Day', '12,000']));
  });

  it('a series on x axis 1 adds a second category axis at the top', () => {
    const option = build(
      line({
        series: [
          { name: 'GMV', field: 'gmv' },
          { name: 'Orders', field: 'orders', x_axis_index: 1 },
        ],
      }),
      DAILY,
    );
    expect(option.xAxis?.map((a) => [a.type, a.position])).toEqual([
      ['category', undefined],
      ['category', 'top'],
    ]);
    renderSvg(option);
  });

  it('reverse_axis on a dual-axis chart keeps each series on its own value axis', () => {
    const config: ChartConfig = {
      config_type: CHART_TYPES.LINE_BAR,
      chart_compare_type: COMPARE_TYPES.INDICATOR,
      reverse_axis: 1,
      series: [
        { field: 'gmv', type: 'bar', y_axis_index: 0 },
        { field: 'orders', type: 'line', y_axis_index: 1 },
      ],
    };
    const option = build(config, DAILY);
    expect(option.yAxis?.map((a) => a.type)).toEqual(['category']);
    expect(option.xAxis?.map((a) => [a.type, a.position])).toEqual([
      ['value', undefined],
      ['value', 'top'],
    ]);
    expect(option.series.map((s) => [(s as BarSeries).xAxisIndex, (s as BarSeries).yAxisIndex])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['GMV', 'Orders', '2024-03-02']));
  });
});

describe('legend, tooltip, grid, zoom', () => {
  it('defaults: legend shown plain multiple, axis tooltip, grid 10% each side, no zoom', () => {
    const option = build(line(), DAILY);
    expect(option.legend).toMatchObject({ show: true, type: 'plain', selectedMode: 'multiple' });
    expect(option.tooltip).toEqual({ show: true, trigger: 'axis' });
    expect(option.grid).toEqual({ left: '10%', right: '10%' });
    expect(option.dataZoom).toBeUndefined();
  });

  it('passes the configured legend, tooltip, grid and zoom through', () => {
    const option = build(
      line({
        series: [
          { name: 'GMV', field: 'gmv' },
          { name: 'Orders', field: 'orders' },
        ],
        legend: { show: true, type: 'scroll', selected_mode: 'single' },
        tooltip: { show: false, trigger: 'none' },
        grid: { left: 60, right: '5%', bottom: 80, contain_label: true },
        data_zoom: [{ type: 'slider', start: 0, end: 50, filter_mode: 'none' }],
      }),
      DAILY,
    );
    expect(option.legend).toMatchObject({
      type: 'scroll',
      selectedMode: 'single',
      selected: { GMV: true, Orders: false },
    });
    expect(option.tooltip).toEqual({ show: false, trigger: 'none' });
    // The slider sits above the legend and the grid ends above the slider (readable.test.ts).
    expect(option.grid).toEqual({
      left: 60,
      right: '5%',
      bottom: 84,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    });
    expect(option.dataZoom).toEqual([
      { type: 'slider', start: 0, end: 50, filterMode: 'none', bottom: 48, height: 20 },
    ]);
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['GMV', 'Orders']));
  });

  it('a zoom control under reverse_axis zooms the category (y) axis', () => {
    const option = build(line({ reverse_axis: 1, data_zoom: [{ type: 'inside' }] }), DAILY);
    expect(option.dataZoom).toEqual([{ type: 'inside', yAxisIndex: 0 }]);
    renderSvg(option);
  });
});

describe('formatted values', () => {
  it('tooltip values use the indicator formatter, missing values show -', () => {
    const option = build(
      line({
        series: [
          { name: 'GMV', field: 'gmv' },
          { name: 'CVR', field: 'cvr' },
        ],
      }),
      DAILY,
    );
    const [gmv, cvr] = option.series;
    expect(gmv.tooltip.valueFormatter(12450.25)).toBe('12,450.25');
    expect(cvr.tooltip.valueFormatter(0.0385)).toBe('3.85%');
    expect(gmv.tooltip.valueFormatter(null)).toBe('-');
  });

  it('labels of a missing point show -', () => {
    const option = build(line({ series: [{ name: 'GMV', field: 'gmv', label: { show: true } }] }), [
      { dt: '2024-03-01', gmv: null },
      { dt: '2024-03-02', gmv: 3.5 },
    ]);
    expect(option.series[0].label?.formatter({ value: null })).toBe('-');
    expect(renderTexts(option)).toContain('3.50');
  });
});

describe('large data', () => {
  const many: ChartRow[] = Array.from({ length: LARGE_DATA_THRESHOLD + 1 }, (_, i) => ({
    n: i,
    gmv: Math.sin(i / 50) * 1000,
  }));
  const config = (type: 'line' | 'bar'): ChartConfig => ({
    config_type: type === 'line' ? CHART_TYPES.LINE : CHART_TYPES.BAR,
    chart_compare_type: COMPARE_TYPES.CUSTOM,
    category_axis: { field: 'n' },
    series: [{ name: 'GMV', field: 'gmv', type }],
  });

  it('samples lines with lttb and draws bars in large mode over 2,000 points', () => {
    const lineOption = build(config('line'), many);
    expect((lineOption.series[0] as LineSeries).sampling).toBe('lttb');
    const barOption = build(config('bar'), many);
    expect((barOption.series[0] as BarSeries).large).toBe(true);
    expect(renderTexts(lineOption)).toContain('GMV');
  });

  it('does not at 2,000 points', () => {
    const option = build(config('line'), many.slice(0, LARGE_DATA_THRESHOLD));
    expect((option.series[0] as LineSeries).sampling).toBeUndefined();
  });
});

describe('real-time fill', () => {
  const gappy: ChartRow[] = [
    { dt: '2024-03-01 10:00', city: 'A', gmv: 5 },
    { dt: '2024-03-01 10:01', city: 'A', gmv: 6 },
    { dt: '2024-03-01 10:04', city: 'A', gmv: 9 },
    { dt: '2024-03-01 10:01', city: 'B', gmv: 1 },
  ];
  const config: ChartConfig = {
    config_type: CHART_TYPES.LINE,
    chart_compare_type: COMPARE_TYPES.DIMENSION,
    series: [{ field: 'gmv' }],
  };
  const at = (mode: 0 | 1 | 2 | 3) =>
    chartOf(buildChartOption({ ...source(config), other_config: { realtime_mode: mode } }, gappy));

  it('fill 0 adds the missing minutes and fills them with 0', () => {
    const option = at(REALTIME_MODES.FILL_ZERO);
    expect(option.xAxis?.[0].data).toEqual([
      '2024-03-01 10:00',
      '2024-03-01 10:01',
      '2024-03-01 10:02',
      '2024-03-01 10:03',
      '2024-03-01 10:04',
    ]);
    expect(option.series.map((s) => (s as LineSeries).data)).toEqual([
      [5, 6, 0, 0, 9],
      [0, 1, 0, 0, 0],
    ]);
    renderSvg(option);
  });

  it('fill previous carries the last value forward (nothing before the first)', () => {
    expect(at(REALTIME_MODES.FILL_PREVIOUS).series.map((s) => (s as LineSeries).data)).toEqual([
      [5, 6, 6, 6, 9],
      [null, 1, 1, 1, 1],
    ]);
  });

  it('no fill and not real-time leave gaps and add no categories', () => {
    for (const mode of [REALTIME_MODES.NONE, REALTIME_MODES.NO_FILL]) {
      const option = at(mode);
      expect(option.xAxis?.[0].data).toHaveLength(3);
      expect(option.series.map((s) => (s as LineSeries).data)).toEqual([
        [5, 6, 9],
        [null, 1, null],
      ]);
    }
  });

  it('the build option overrides the section mode; daily and monthly steps are inferred', () => {
    const daily = chartOf(
      buildChartOption(
        source(line()),
        [
          { dt: '2024-03-01', gmv: 1 },
          { dt: '2024-03-04', gmv: 4 },
        ],
        { realtimeMode: REALTIME_MODES.FILL_ZERO },
      ),
    );
    expect(daily.xAxis?.[0].data).toEqual(['2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04']);
    const monthly = chartOf(
      buildChartOption(
        source(line()),
        [
          { dt: '2024-01', gmv: 1 },
          { dt: '2024-03', gmv: 3 },
        ],
        { realtimeMode: REALTIME_MODES.FILL_PREVIOUS },
      ),
    );
    expect((monthly.series[0] as LineSeries).data).toEqual([1, 1, 3]);
    expect(monthly.xAxis?.[0].data).toEqual(['2024-01', '2024-02', '2024-03']);
  });

  it('fills the missing hours of an hourly axis, and only under the fill modes', () => {
    const hourly: ChartRow[] = [
      { event_hour: 9, gmv: 3 },
      { event_hour: 8, gmv: 2 },
      { event_hour: 12, gmv: 5 },
    ];
    const hours = { ...line(), category_axis: { field: 'event_hour' } };
    const built = (mode: 0 | 1 | 2 | 3) =>
      chartOf(buildChartOption({ ...source(hours), other_config: { realtime_mode: mode } }, hourly));
    expect(built(REALTIME_MODES.FILL_ZERO).xAxis?.[0].data).toEqual(['8', '9', '10', '11', '12']);
    expect((built(REALTIME_MODES.FILL_ZERO).series[0] as LineSeries).data).toEqual([2, 3, 0, 0, 5]);
    expect((built(REALTIME_MODES.FILL_PREVIOUS).series[0] as LineSeries).data).toEqual([2, 3, 3, 3, 5]);
    expect((built(REALTIME_MODES.NO_FILL).series[0] as LineSeries).data).toEqual([3, 2, 5]);
  });

  it('fillSeries keeps a row whose value is null as null', () => {
    expect(
      fillSeries(
        ['a', 'b', 'c'],
        new Map([
          ['a', 1],
          ['b', null],
        ]),
        REALTIME_MODES.FILL_PREVIOUS,
      ),
    ).toEqual([1, null, 1]);
  });
});
