import { CHART_TYPES, COMPARE_TYPES, type BuilderColumn } from '../../src/dsl';
import { buildChartOption, type SankeySeries } from '../../src/charts';

const column = (column_key: string, indicator: boolean): BuilderColumn => ({
  column_key,
  column_name: column_key,
  column_type: indicator ? 1 : 0,
  selected: 1,
});

const source = {
  chart_config: { config_type: CHART_TYPES.SANKEY, chart_compare_type: COMPARE_TYPES.INDICATOR, series: [] },
  column_config_model_list: [column('source', false), column('target', false), column('value', true)],
};

describe('chart type 7 Sankey', () => {
  it('draws the flows between named nodes, leaving out what would close a cycle or carries nothing', () => {
    const built = buildChartOption(source, [
      { source: '1. Home', target: '2. Report', value: 5 },
      { source: '2. Report', target: '3. Export', value: 2 },
      { source: '3. Export', target: '1. Home', value: 1 },
      { source: '2. Report', target: '2. Report', value: 1 },
      { source: '1. Home', target: '2. Help', value: 0 },
    ]);
    expect(built.kind).toBe('chart');
    const series = (built.kind === 'chart' ? built.option.series[0] : null) as SankeySeries;
    expect(series.type).toBe('sankey');
    expect(series.links).toEqual([
      { source: '1. Home', target: '2. Report', value: 5 },
      { source: '2. Report', target: '3. Export', value: 2 },
    ]);
    expect(series.data.map((n) => n.name)).toEqual(['1. Home', '2. Report', '3. Export']);
  });
});
