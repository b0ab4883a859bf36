import type { AbReportData } from '@tessera/schema/api';
import type { ChartOption } from '@tessera/schema/charts';
import type { Formatter } from '@tessera/schema/dsl';
import { formatValue } from '@tessera/schema/rules';

/** The indicator per observation, a line per group (the control first), as the A/B report's chart_data gives it. */
export function abChartOption(chart: AbReportData['chart_data'], formatter: Formatter): ChartOption {
  const valueFormatter = (value: unknown) => formatValue(value, formatter);
  const names = chart.series.map((s) => s.name);
  return {
    legend: {
      show: true,
      type: 'scroll',
      selectedMode: 'multiple',
      data: names,
      selected: Object.fromEntries(names.map((name) => [name, true])),
      // Above the plot: under it, the legend sits on the date labels.
      top: 0,
    },
    tooltip: { show: true, trigger: 'axis' },
    grid: { left: '10%', right: '10%', top: 40, bottom: 30, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: [{ type: 'category', data: chart.x_axis.map(String) }],
    yAxis: [{ type: 'value', axisLabel: { formatter: valueFormatter } }],
    series: chart.series.map((s) => ({
      type: 'line',
      name: s.name,
      data: s.data,
      xAxisIndex: 0,
      yAxisIndex: 0,
      symbol: 'circle',
      symbolSize: 5,
      tooltip: { valueFormatter },
    })),
  };
}
