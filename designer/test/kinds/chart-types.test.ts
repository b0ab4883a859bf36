import { CHART_TYPES, COMPARE_TYPES, type BuilderColumn, type Section } from '@tessera/schema/dsl';
import { chartTypeEntry } from '@tessera/schema/charts';
import { changeChartType } from '../../src/commands/sections';
import { createDesignerStore } from '../../src/edit/store';
import { chartTypeChoices } from '../../src/kinds/chart-types';
import { chartSection } from '../fixtures';

const dim = (key: string, extra: Partial<BuilderColumn> = {}): BuilderColumn => ({
  column_key: key,
  column_name: key,
  column_type: 0,
  selected: 1,
  ...extra,
});
const ind = (key: string, extra: Partial<BuilderColumn> = {}): BuilderColumn => ({
  column_key: key,
  column_name: `${key} 名`,
  column_type: 1,
  selected: 1,
  ...extra,
});

function withColumns(columns: BuilderColumn[], chart: Partial<NonNullable<Section['chart_config']>> = {}): Section {
  const section = chartSection('s1', '销售趋势');
  return { ...section, column_config_model_list: columns, chart_config: { ...section.chart_config!, ...chart } };
}

const allowedTypes = (section: Section) =>
  chartTypeChoices(section)
    .filter((c) => c.allowed)
    .map((c) => c.type);

describe('the chart-type switcher', () => {
  it('allows only what the fields fit, with each type’s data rule as its tip', () => {
    const { LINE, BAR, PIE, LINE_BAR, CARD, FUNNEL } = CHART_TYPES;
    expect(allowedTypes(withColumns([dim('dt'), ind('pv'), ind('uv')]))).toEqual([LINE, BAR, LINE_BAR]);
    expect(allowedTypes(withColumns([dim('dt'), ind('pv')]))).toEqual([LINE, BAR, PIE, CARD]);
    expect(allowedTypes(withColumns([dim('dt'), dim('app'), ind('pv')]))).toEqual([LINE, BAR, CARD]);
    expect(allowedTypes(withColumns([ind('pv'), ind('uv'), ind('dau')]))).toEqual([PIE, FUNNEL]);
    // A filtered-out column does not count.
    expect(allowedTypes(withColumns([dim('dt'), ind('pv'), ind('uv', { selected: 0 })]))).toEqual([
      LINE,
      BAR,
      PIE,
      CARD,
    ]);
    // Nothing dropped yet: nothing to refuse.
    expect(allowedTypes(withColumns([]))).toEqual([LINE, BAR, PIE, LINE_BAR, CARD, FUNNEL]);

    for (const choice of chartTypeChoices(withColumns([]))) {
      expect(choice.tip).toBe(chartTypeEntry(choice.type).dataRule!.message);
      expect(choice.current).toBe(choice.type === LINE);
    }
  });

  it('counts the free-drag lists when the chart is drawn from them', () => {
    const section = withColumns([dim('dt'), ind('pv'), ind('uv')], {
      chart_compare_type: COMPARE_TYPES.FREE_DRAG,
      free_chart_options: { dimension_list: [], indicator_list: ['pv', 'uv'] },
    });
    expect(allowedTypes(section)).toEqual([CHART_TYPES.PIE, CHART_TYPES.FUNNEL]);
  });
});

describe('changing the chart type resets the config (spec section 4), one undoable step', () => {
  function switched(section: Section, type: (typeof CHART_TYPES)[keyof typeof CHART_TYPES]) {
    const store = createDesignerStore({ version: 2, name: 'p', sections: [section] });
    changeChartType(store, 's1', type);
    return { store, chart: store.getState().doc.sections[0].chart_config! };
  }
  const columns = [dim('dt'), dim('app'), ind('pv'), ind('uv'), ind('dau', { is_show: 0 })];
  const kept = { height: 420, have_chart: 1, category_axis: { field: 'dt' } } as const;

  it('indicator comparison: every non-filtered indicator a series of the new type, the legend selecting all', () => {
    const { chart } = switched(
      withColumns(columns, { ...kept, chart_compare_type: COMPARE_TYPES.INDICATOR, data_zoom: [{ type: 'inside' }] }),
      CHART_TYPES.BAR,
    );
    expect(chart.config_type).toBe(CHART_TYPES.BAR);
    expect(chart.series).toEqual([
      { name_way: 'manual', name: 'pv 名', field: 'pv', fe_tag_is_selected: 1, type: 'bar' },
      { name_way: 'manual', name: 'uv 名', field: 'uv', fe_tag_is_selected: 1, type: 'bar' },
    ]);
    // Data choices stay; drawing choices start over.
    expect(chart).toMatchObject(kept);
    expect(chart).not.toHaveProperty('data_zoom');
  });

  it('line-bar: bars on the left axis, the other indicators as lines on the right', () => {
    const { chart } = switched(
      withColumns(columns, { chart_compare_type: COMPARE_TYPES.INDICATOR }),
      CHART_TYPES.LINE_BAR,
    );
    expect(chart.series!.map((s) => [s.field, s.type, s.y_axis_index])).toEqual([
      ['pv', 'bar', 0],
      ['uv', 'line', 1],
    ]);
  });

  it('pie takes pie series; funnel and card take no typed series', () => {
    const base = withColumns(columns, { chart_compare_type: COMPARE_TYPES.INDICATOR });
    expect(switched(base, CHART_TYPES.PIE).chart.series!.map((s) => s.type)).toEqual(['pie', 'pie']);
    expect(switched(base, CHART_TYPES.FUNNEL).chart.series).toEqual([]);
    expect(switched(base, CHART_TYPES.CARD).chart.series).toEqual([]);
  });

  it('dimension comparison: one series on the first indicator, split by the dimension that is not the category', () => {
    const { chart } = switched(withColumns(columns, { chart_compare_type: COMPARE_TYPES.DIMENSION }), CHART_TYPES.BAR);
    expect(chart.series).toEqual([
      { name_way: 'dynamic', name_field: 'app', field: 'pv', fe_tag_is_selected: 1, type: 'bar' },
    ]);
  });

  it('custom: the hand-made series are kept and only retyped', () => {
    const series = [{ name_way: 'manual' as const, name: '自定义', field: 'uv', type: 'line' as const, stack: 'a' }];
    const { chart } = switched(
      withColumns(columns, { chart_compare_type: COMPARE_TYPES.CUSTOM, series }),
      CHART_TYPES.BAR,
    );
    expect(chart.series).toEqual([{ ...series[0], type: 'bar' }]);
  });

  it('free drag: the first dimension and every indicator preselected; line-bar turns on the second y axis', () => {
    const base = withColumns(columns, { chart_compare_type: COMPARE_TYPES.FREE_DRAG });
    const { chart } = switched(base, CHART_TYPES.LINE_BAR);
    expect(chart.free_chart_type).toBe(CHART_TYPES.LINE_BAR);
    expect(chart.free_chart_options).toEqual({ dimension_list: ['dt'], indicator_list: ['pv', 'uv'] });
    expect(chart.free_use_two_yaxis).toBe(1);
    expect(switched(base, CHART_TYPES.BAR).chart.free_use_two_yaxis).toBe(0);
  });

  it('is one step, described, that undo takes back; the same type changes nothing', () => {
    const section = withColumns(columns, { chart_compare_type: COMPARE_TYPES.INDICATOR });
    const { store } = switched(section, CHART_TYPES.PIE);
    expect(store.getState().past).toHaveLength(1);
    expect(store.getState().past[0].description).toEqual({
      key: 'changeChartType',
      params: { title: '销售趋势', type: { text: 'palette.pie' } },
    });
    store.getState().undo();
    expect(JSON.stringify(store.getState().doc.sections[0])).toBe(JSON.stringify(section));

    changeChartType(store, 's1', CHART_TYPES.LINE);
    expect(store.getState().past).toHaveLength(0);
  });
});
