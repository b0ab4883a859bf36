import { CHART_TYPES, COMPARE_TYPES } from '../../src/dsl';
import { buildChartOption, resetChartConfig } from '../../src/charts';
import type { BarSeries, LineSeries, PieSeries } from '../../src/charts';
import type { ChartConfig } from '../../src/dsl';
import { BY_CITY, COLUMNS, DAILY, build, renderTexts, source } from './fixtures';

/** A config as the designer leaves it after picking a type in indicator comparison. */
const indicatorConfig = (type: ChartConfig['config_type']): ChartConfig =>
  resetChartConfig({ config_type: CHART_TYPES.TABLE, chart_compare_type: COMPARE_TYPES.INDICATOR }, type, COLUMNS);

describe('chart type 1 line', () => {
  const option = build(indicatorConfig(CHART_TYPES.LINE), DAILY);

  it('draws a line per non-filtered indicator over dates sorted ascending', () => {
    expect(option.series.map((s) => [s.type, s.name])).toEqual([
      ['line', 'GMV'],
      ['line', 'Orders'],
      ['line', 'Conversion'],
    ]);
    expect(option.xAxis?.[0]).toMatchObject({ type: 'category', data: ['2024-03-01', '2024-03-02', '2024-03-03'] });
    expect(option.yAxis?.map((a) => a.type)).toEqual(['value']);
    expect((option.series[0] as LineSeries).data).toEqual([12450.25, 13890, 15230.5]);
  });

  it('renders the series names and the dates', () => {
    const texts = renderTexts(option);
    expect(texts).toEqual(
      expect.arrayContaining(['GMV', 'Orders', 'Conversion', '2024-03-01', '2024-03-02', '2024-03-03']),
    );
  });
});

describe('chart type 2 bar', () => {
  const config: ChartConfig = {
    ...indicatorConfig(CHART_TYPES.BAR),
    series: [
      { name: 'GMV', field: 'gmv', type: 'bar', stack: 'total', label: { show: true, position: 'inside' } },
      { name: 'Orders', field: 'orders', type: 'bar', stack: 'total', label: { show: true } },
    ],
  };

  it('stacks bars and shows formatted labels', () => {
    const option = build(config, DAILY);
    expect(option.series.map((s) => (s as BarSeries).stack)).toEqual(['total', 'total']);
    const texts = renderTexts(option);
    expect(texts).toEqual(expect.arrayContaining(['GMV', 'Orders', '12,450.25', '15,230.50', '1,402', '2024-03-02']));
  });

  it('reverse_axis swaps the axes: horizontal bars', () => {
    const option = build({ ...config, reverse_axis: 1 }, DAILY);
    expect(option.xAxis?.map((a) => a.type)).toEqual(['value']);
    expect(option.yAxis?.[0]).toMatchObject({ type: 'category', data: ['2024-03-01', '2024-03-02', '2024-03-03'] });
    expect(option.series.map((s) => [(s as BarSeries).xAxisIndex, (s as BarSeries).yAxisIndex])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['2024-03-01', '12,450.25']));
  });
});

describe('chart type 3 pie', () => {
  it('1 dimension, 1 indicator: a slice per category', () => {
    const config: ChartConfig = {
      config_type: CHART_TYPES.PIE,
      chart_compare_type: COMPARE_TYPES.INDICATOR,
      category_axis: { field: 'city' },
      series: [{ field: 'gmv', type: 'pie' }],
    };
    const rows = [
      { city: 'Shanghai', gmv: 24331 },
      { city: 'Beijing', gmv: 17239.75 },
    ];
    const option = build(config, rows);
    const pie = option.series[0] as PieSeries;
    expect(pie.type).toBe('pie');
    expect(pie.data).toEqual([
      { name: 'Shanghai', value: 24331 },
      { name: 'Beijing', value: 17239.75 },
    ]);
    expect(option.tooltip.trigger).toBe('item');
    expect(option.legend.selected).toEqual({ Shanghai: true, Beijing: true });
    expect(renderTexts(option)).toEqual(
      expect.arrayContaining(['Shanghai: 24,331.00', 'Beijing: 17,239.75', 'Shanghai']),
    );
  });

  it('0 dimensions, many indicators: a slice per indicator from the first row', () => {
    const columns = COLUMNS.filter((c) => c.column_type === 1);
    const config = resetChartConfig(
      { config_type: CHART_TYPES.LINE, chart_compare_type: COMPARE_TYPES.INDICATOR },
      CHART_TYPES.PIE,
      columns,
    );
    const option = build(config, [{ gmv: 41570.75, orders: 3945, cvr: 0.04 }], columns);
    expect((option.series[0] as PieSeries).data.map((d) => d.name)).toEqual(['GMV', 'Orders', 'Conversion']);
    // Conversion's slice is a sliver (0.04 of 45,515): the legend names it, a label would not fit.
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['GMV: 41,570.75', 'Orders: 3,945', 'Conversion']));
    expect(renderTexts(option)).not.toContain('Conversion: 4.00%');
  });
});

describe('chart type 4 line-bar', () => {
  const columns = COLUMNS.filter((c) => c.column_key !== 'cvr');
  const option = build(resetChartConfig(undefined, CHART_TYPES.LINE_BAR, columns), DAILY, columns);

  it('has two value axes: bars on the left, the line on the right', () => {
    expect(option.yAxis?.map((a) => [a.type, a.position])).toEqual([
      ['value', undefined],
      ['value', 'right'],
    ]);
    expect(option.series.map((s) => [s.type, s.name, (s as BarSeries).yAxisIndex])).toEqual([
      ['bar', 'GMV', 0],
      ['line', 'Orders', 1],
    ]);
  });

  it('renders both series', () => {
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['GMV', 'Orders', '2024-03-01']));
  });
});

describe('chart type 5 card', () => {
  it('is a card model, not an ECharts option: the summary with the latest-day comparison', () => {
    const built = buildChartOption(
      source({ config_type: CHART_TYPES.CARD, chart_compare_type: COMPARE_TYPES.INDICATOR }),
      DAILY,
    );
    expect(built.kind).toBe('card');
    expect(built.option).toBeNull();
    if (built.kind !== 'card') return;
    expect(built.card).toMatchObject({ column_key: 'gmv', label: 'GMV', value: 41570.75, formatted: '41,570.75' });
    expect(built.card.comparison).toEqual({
      label: '2024-03-03',
      value: 15230.5,
      previous_label: '2024-03-02',
      previous: 13890,
      rate: (15230.5 - 13890) / 13890,
      formatted_rate: '9.65%',
    });
  });

  it('a card info with filters shows the single filtered value under its own formatter', () => {
    const built = buildChartOption(
      {
        ...source({ config_type: CHART_TYPES.CARD }),
        card_info_models: [
          {
            column_key: 'orders',
            title: 'Orders in Beijing, 2 March',
            formatter: 'thousands',
            filters: { city: 'Beijing', dt: '2024-03-02' },
          },
        ],
      },
      BY_CITY,
    );
    expect(built.kind === 'card' && built.card).toEqual({
      column_key: 'orders',
      label: 'Orders in Beijing, 2 March',
      value: 532,
      formatted: '532',
    });
  });

  it('averages an AVG indicator across rows and shows - when there are none', () => {
    const config: ChartConfig = { config_type: CHART_TYPES.CARD, series: [{ field: 'cvr' }] };
    const built = buildChartOption(
      source(config),
      DAILY.map(({ cvr }) => ({ cvr })),
    );
    expect(built.kind === 'card' && built.card.formatted).toBe('3.98%');
    const empty = buildChartOption(source(config), []);
    expect(empty.kind === 'card' && empty.card).toMatchObject({ value: null, formatted: '-' });
  });
});

describe('chart type 6 funnel', () => {
  it('a band per indicator from the first row, widest first', () => {
    const columns = [
      { column_key: 'visits', column_name: 'Visits', column_type: 1 as const },
      { column_key: 'carts', column_name: 'Added to cart', column_type: 1 as const },
      { column_key: 'paid', column_name: 'Paid', column_type: 1 as const, formatter: 'thousands' as const },
    ];
    const option = build(
      { config_type: CHART_TYPES.FUNNEL, chart_compare_type: COMPARE_TYPES.INDICATOR },
      [{ visits: 52000, carts: 8100.5, paid: 2300 }],
      columns,
    );
    expect(option.series[0]).toMatchObject({ type: 'funnel', sort: 'descending' });
    expect(option.legend.data).toEqual(['Visits', 'Added to cart', 'Paid']);
    expect(renderTexts(option)).toEqual(
      expect.arrayContaining(['Visits: 52,000.00', 'Added to cart: 8,100.50', 'Paid: 2,300', 'Paid']),
    );
  });
});

describe('chart type 0 table', () => {
  it('has no chart', () => {
    expect(buildChartOption(source({ config_type: CHART_TYPES.TABLE }), DAILY)).toEqual({
      kind: 'table',
      option: null,
    });
  });

  it('have_chart 0 shows no chart whatever the type', () => {
    expect(buildChartOption(source({ config_type: CHART_TYPES.LINE, have_chart: 0 }), DAILY).kind).toBe('table');
  });

  it('a section without a chart config has no chart', () => {
    expect(buildChartOption({ column_config_model_list: COLUMNS }, DAILY).kind).toBe('table');
  });
});
