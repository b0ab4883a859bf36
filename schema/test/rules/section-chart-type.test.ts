import { CHART_TYPES, COMPARE_TYPES, REPORT_TYPES } from '../../src/dsl';
import { sectionChartType } from '../../src/rules';

describe('sectionChartType', () => {
  it('names the type a chart section draws: free drag picks free_chart_type, else config_type', () => {
    const chart = { report_type: REPORT_TYPES.CHART };
    expect(sectionChartType({ ...chart, chart_config: { config_type: CHART_TYPES.LINE } })).toBe(CHART_TYPES.LINE);
    expect(
      sectionChartType({ ...chart, chart_config: { config_type: CHART_TYPES.LINE, free_chart_type: CHART_TYPES.PIE } }),
    ).toBe(CHART_TYPES.PIE);
    expect(
      sectionChartType({
        ...chart,
        chart_config: {
          config_type: CHART_TYPES.BAR,
          free_chart_type: CHART_TYPES.PIE,
          chart_compare_type: COMPARE_TYPES.INDICATOR,
        },
      }),
    ).toBe(CHART_TYPES.BAR);
  });

  it('counts a switched-off chart, a report section and an unknown code as a table or cards', () => {
    const off = {
      report_type: REPORT_TYPES.CHART,
      chart_config: { config_type: CHART_TYPES.BAR, have_chart: 0 as const },
    };
    expect(sectionChartType(off)).toBe(CHART_TYPES.TABLE);
    expect(sectionChartType({ ...off, show_type: 'card' })).toBe(CHART_TYPES.CARD);
    expect(
      sectionChartType({ report_type: REPORT_TYPES.REPORT, chart_config: { config_type: CHART_TYPES.LINE } }),
    ).toBe(CHART_TYPES.TABLE);
    expect(sectionChartType({ report_type: REPORT_TYPES.CHART, chart_config: { config_type: 42 as never } })).toBe(
      CHART_TYPES.TABLE,
    );
  });
});
