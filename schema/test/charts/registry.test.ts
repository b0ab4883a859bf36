import { CHART_TYPES, type ChartType } from '../../src/dsl';
import { CHART_TYPE_REGISTRY, ECHARTS_PARTS, echartsPartsOfAllTypes, emptyChartConfig } from '../../src/charts';
import { validateDocument } from '../../src/validate';

const TYPES = Object.values(CHART_TYPES);

describe('chart type registry', () => {
  it('has exactly one entry per chart type of the DSL', () => {
    expect(Object.keys(CHART_TYPE_REGISTRY).map(Number).sort()).toEqual([...TYPES].sort());
  });

  it.each(TYPES)('chart type %i: its empty config is a valid chart of that type', (type: ChartType) => {
    const config = CHART_TYPE_REGISTRY[type].emptyConfig();
    expect(config.config_type).toBe(type);
    expect(validateDocument('chart', config)).toEqual({ valid: true, issues: [] });
    expect(emptyChartConfig(type)).toEqual(config);
  });

  it('names only ECharts parts the renderer knows, and each once in the union', () => {
    const all = echartsPartsOfAllTypes();
    for (const part of all) expect(ECHARTS_PARTS).toContain(part);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...ECHARTS_PARTS].sort());
  });

  it('gives cards and tables no ECharts part: they are drawn without it', () => {
    expect(CHART_TYPE_REGISTRY[CHART_TYPES.CARD].echartsParts).toEqual([]);
    expect(CHART_TYPE_REGISTRY[CHART_TYPES.TABLE].echartsParts).toEqual([]);
  });
});
