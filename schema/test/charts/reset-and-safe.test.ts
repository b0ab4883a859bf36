import { CHART_TYPES, COMPARE_TYPES } from '../../src/dsl';
import {
  ChartBuildError,
  buildChartOption,
  emptyChartConfig,
  resetChartConfig,
  safeBuildChartOption,
} from '../../src/charts';
import { validateStructure } from '../../src/validate';
import type { ChartConfig } from '../../src/dsl';
import { COLUMNS, DAILY, build, renderTexts, source } from './fixtures';

describe('resetChartConfig', () => {
  const previous: ChartConfig = {
    config_type: CHART_TYPES.BAR,
    chart_compare_type: COMPARE_TYPES.INDICATOR,
    have_chart: 1,
    height: 360,
    reverse_axis: 1,
    category_axis: { field: 'dt', min: '2024-03-01' },
    series: [{ name: 'Old', field: 'gmv', type: 'bar', stack: 's' }],
    y_axis: [{ name: 'Yuan' }],
  };

  it('indicator comparison: every non-filtered indicator is a series, all selected in the legend', () => {
    const config = resetChartConfig(previous, CHART_TYPES.LINE, COLUMNS);
    expect(config.series).toEqual([
      { name_way: 'manual', name: 'GMV', field: 'gmv', fe_tag_is_selected: 1, type: 'line' },
      { name_way: 'manual', name: 'Orders', field: 'orders', fe_tag_is_selected: 1, type: 'line' },
      { name_way: 'manual', name: 'Conversion', field: 'cvr', fe_tag_is_selected: 1, type: 'line' },
    ]);
    expect(build(config, DAILY).legend.selected).toEqual({ GMV: true, Orders: true, Conversion: true });
  });

  it('resets drawing choices and keeps the data ones', () => {
    const config = resetChartConfig(previous, CHART_TYPES.LINE, COLUMNS);
    expect(config).toMatchObject({
      config_type: CHART_TYPES.LINE,
      chart_compare_type: COMPARE_TYPES.INDICATOR,
      have_chart: 1,
      height: 360,
      category_axis: previous.category_axis,
    });
    expect(config.reverse_axis).toBeUndefined();
    expect(config.y_axis).toBeUndefined();
    expect(config.grid).toEqual({ left: '10%', right: '10%' });
    expect(validateStructure('chart', config)).toEqual([]);
  });

  it('line-bar: the first indicator as bars on the left axis, the others as lines on the right', () => {
    const config = resetChartConfig(previous, CHART_TYPES.LINE_BAR, COLUMNS);
    expect(config.series?.map((s) => [s.field, s.type, s.y_axis_index])).toEqual([
      ['gmv', 'bar', 0],
      ['orders', 'line', 1],
      ['cvr', 'line', 1],
    ]);
  });

  it('free drag: the first dimension and all indicators are preselected', () => {
    const config = resetChartConfig(
      { ...previous, chart_compare_type: COMPARE_TYPES.FREE_DRAG },
      CHART_TYPES.LINE_BAR,
      COLUMNS,
    );
    expect(config).toMatchObject({
      free_chart_type: CHART_TYPES.LINE_BAR,
      free_chart_options: { dimension_list: ['dt'], indicator_list: ['gmv', 'orders', 'cvr'] },
      free_use_two_yaxis: 1,
      free_reverse_data: 0,
      data_is_opposite_by_table: 0,
    });
    expect(validateStructure('chart', config)).toEqual([]);
    const option = build(config, DAILY);
    expect(option.series.map((s) => s.type)).toEqual(['bar', 'line', 'line']);
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['GMV', 'Orders', 'Conversion']));
  });

  it('no previous config starts in free drag, the default compare type', () => {
    expect(resetChartConfig(undefined, CHART_TYPES.BAR, COLUMNS)).toMatchObject({
      chart_compare_type: COMPARE_TYPES.FREE_DRAG,
      free_chart_type: CHART_TYPES.BAR,
    });
  });

  it('dimension comparison: one series on the first indicator split by the second dimension', () => {
    const config = resetChartConfig(
      { ...previous, chart_compare_type: COMPARE_TYPES.DIMENSION },
      CHART_TYPES.LINE,
      COLUMNS,
    );
    expect(config.series).toEqual([
      { name_way: 'dynamic', name_field: 'city', field: 'gmv', fe_tag_is_selected: 1, type: 'line' },
    ]);
  });

  it('custom: the hand-made series stay, retyped', () => {
    const config = resetChartConfig(
      { ...previous, chart_compare_type: COMPARE_TYPES.CUSTOM },
      CHART_TYPES.LINE,
      COLUMNS,
    );
    expect(config.series).toEqual([{ name: 'Old', field: 'gmv', type: 'line', stack: 's' }]);
  });

  it('types without typed series (funnel, card, table) get none; the same type changes nothing', () => {
    expect(resetChartConfig(previous, CHART_TYPES.FUNNEL, COLUMNS).series).toEqual([]);
    expect(resetChartConfig(previous, CHART_TYPES.FUNNEL, COLUMNS).tooltip).toEqual({ show: true, trigger: 'item' });
    expect(resetChartConfig(previous, CHART_TYPES.BAR, COLUMNS)).toBe(previous);
  });
});

describe('safeBuildChartOption', () => {
  it('a field missing from the rows is a ChartBuildError for buildChartOption', () => {
    const config: ChartConfig = {
      config_type: CHART_TYPES.LINE,
      chart_compare_type: COMPARE_TYPES.CUSTOM,
      series: [{ name: 'X', field: 'missing' }],
    };
    expect(() => buildChartOption(source(config), DAILY)).toThrow(ChartBuildError);
  });

  it('falls back to an empty chart of the same type with a warning instead of throwing', () => {
    const config: ChartConfig = {
      config_type: CHART_TYPES.BAR,
      chart_compare_type: COMPARE_TYPES.CUSTOM,
      series: [{ name: 'X', field: 'missing' }],
    };
    const result = safeBuildChartOption(source(config), DAILY);
    expect(result.kind).toBe('chart');
    expect(result.warning?.en).toMatch(/empty default chart.*"missing"/);
    expect(result.warning?.zh).toContain('图表配置生成失败');
    expect(result.option?.series).toEqual([]);
    expect(result.option?.xAxis?.[0]).toMatchObject({ type: 'category', data: [] });
    // The empty chart still renders.
    if (result.option) renderTexts(result.option);
  });

  it('an unknown chart type falls back to an empty line chart', () => {
    const config = { config_type: 9 } as unknown as ChartConfig;
    const result = safeBuildChartOption(source(config), DAILY);
    expect(result.warning?.en).toContain('unknown chart type 9');
    expect(result.kind).toBe('chart');
  });

  it('a category field the rows lack, and a card without its field, fall back too', () => {
    expect(
      safeBuildChartOption(
        source({
          config_type: CHART_TYPES.LINE,
          category_axis: { field: 'week' },
          chart_compare_type: COMPARE_TYPES.INDICATOR,
        }),
        DAILY,
      ).warning?.en,
    ).toContain('"week"');
    const card = safeBuildChartOption(
      { ...source({ config_type: CHART_TYPES.CARD }), card_info_models: [{ column_key: 'nope' }] },
      DAILY,
    );
    expect(card).toMatchObject({ kind: 'card', card: { value: null, formatted: '-' } });
    expect(card.warning).toBeDefined();
  });

  it('passes a good build through without a warning', () => {
    const result = safeBuildChartOption(source(emptyChartConfig(CHART_TYPES.PIE)), []);
    expect(result).toMatchObject({ kind: 'chart' });
    expect(result.warning).toBeUndefined();
  });
});
