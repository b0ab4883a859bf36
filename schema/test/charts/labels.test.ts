import { buildChartOption } from '../../src/charts';
import type { ChartRow } from '../../src/charts';
import { CHART_TYPES, COMPARE_TYPES, type BuilderColumn, type ChartConfig } from '../../src/dsl';
import { chartOf, renderTexts, source } from './fixtures';

const COLUMNS: BuilderColumn[] = [
  { column_key: 'dt', column_name: '日期', column_type: 0 },
  { column_key: 'country', column_name: '国家', column_type: 0 },
  { column_key: 'dau', column_name: '活跃用户', column_type: 1, formatter: 'thousands' },
];
const ROWS: ChartRow[] = [
  { dt: '2024-03-01', country: 'cn', dau: 3500 },
  { dt: '2024-03-01', country: 'us', dau: 2000 },
  { dt: '2024-03-01', country: 'xx', dau: 10 },
  { dt: '2024-03-02', country: 'cn', dau: 3600 },
  { dt: '2024-03-02', country: 'us', dau: 2100 },
];
const LABELS = { country: { cn: '中国', us: '美国' } };

const chart = (config: ChartConfig, rows: readonly ChartRow[] = ROWS) =>
  chartOf(buildChartOption(source(config, COLUMNS), rows, { labels: LABELS }));

describe('display values in charts', () => {
  it('a category axis of codes shows their labels, unmapped codes as they are, values unchanged', () => {
    const byCountry = ROWS.filter((r) => r.dt === '2024-03-01');
    const option = chart(
      {
        config_type: CHART_TYPES.BAR,
        chart_compare_type: COMPARE_TYPES.INDICATOR,
        category_axis: { field: 'country' },
      },
      byCountry,
    );
    expect(option.xAxis?.[0].data).toEqual(['中国', '美国', 'xx']);
    expect(option.series[0].data).toEqual([3500, 2000, 10]);
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['中国', '美国']));
    expect(renderTexts(option)).not.toContain('cn');
  });

  it('series split by a dimension are named (legend, tooltip) by the labels', () => {
    const option = chart({ config_type: CHART_TYPES.LINE, chart_compare_type: COMPARE_TYPES.DIMENSION });
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['中国', [3500, 3600]],
      ['美国', [2000, 2100]],
      ['xx', [10, null]],
    ]);
    expect(option.legend.data).toEqual(['中国', '美国', 'xx']);
  });

  it('pie slices and their legend show the labels', () => {
    const day = ROWS.filter((r) => r.dt === '2024-03-02');
    const option = chart(
      {
        config_type: CHART_TYPES.PIE,
        chart_compare_type: COMPARE_TYPES.INDICATOR,
        category_axis: { field: 'country' },
      },
      day,
    );
    expect(option.series[0].data).toEqual([
      expect.objectContaining({ name: '中国', value: 3600 }),
      expect.objectContaining({ name: '美国', value: 2100 }),
    ]);
    expect(renderTexts(option)).toEqual(expect.arrayContaining(['中国', '美国']));
  });

  it('without labels the codes are shown as before', () => {
    const option = chartOf(
      buildChartOption(
        source(
          {
            config_type: CHART_TYPES.BAR,
            chart_compare_type: COMPARE_TYPES.INDICATOR,
            category_axis: { field: 'country' },
          },
          COLUMNS,
        ),
        ROWS.slice(0, 2),
      ),
    );
    expect(option.xAxis?.[0].data).toEqual(['cn', 'us']);
  });
});
