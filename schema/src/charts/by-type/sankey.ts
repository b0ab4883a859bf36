import { CHART_TYPES } from '../../dsl/codes';
import { formatValue } from '../../rules/format';
import type { ChartTypeEntry } from '../chart-type';
import type { ChartContext } from '../context';
import type { ChartOption } from '../option';
import type { ChartRow } from '../types';
import { emptyConfigOf } from './shared';

/** A node's name: text or a number as text; anything else names no node. */
const nameOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * Flows from the rows: the first dimension names the source node, the second the target, the indicator the width.
 * ECharts refuses a cycle, so a link back to a node already upstream (or to itself) is left out; rows whose names
 * are empty or whose value is not positive draw nothing.
 */
export function sankeyChart(ctx: ChartContext, rows: readonly ChartRow[]): ChartOption {
  const [from, to] = ctx.dimensions;
  const indicator = ctx.indicators[0];
  const upstream = new Map<string, Set<string>>();
  const reaches = (a: string, b: string) => a === b || (upstream.get(a)?.has(b) ?? false);
  const links: { source: string; target: string; value: number }[] = [];
  for (const row of rows) {
    const source = nameOf(row[from.column_key]);
    const target = nameOf(row[to.column_key]);
    const value = Number(row[indicator.column_key]);
    if (!source || !target || !(value > 0) || reaches(source, target)) continue;
    const above = new Set([source, ...(upstream.get(source) ?? [])]);
    upstream.set(target, new Set([...(upstream.get(target) ?? []), ...above]));
    links.push({ source, target, value });
  }
  const names = [...new Set(links.flatMap((l) => [l.source, l.target]))];
  const formatter = indicator.formatter;
  return {
    legend: { show: false, type: 'plain', selectedMode: 'multiple', data: [], selected: {} },
    tooltip: { show: ctx.config.tooltip?.show !== false, trigger: 'item' },
    series: [
      {
        type: 'sankey',
        name: indicator.column_name,
        data: names.map((name) => ({ name })),
        links,
        nodeAlign: 'left',
        emphasis: { focus: 'adjacency' },
        lineStyle: { color: 'gradient', opacity: 0.35 },
        left: 16,
        right: 160,
        top: 16,
        bottom: 16,
        label: { show: true, position: 'right', formatter: (p) => p.name ?? '' },
        labelLayout: { hideOverlap: true },
        tooltip: { valueFormatter: (v) => formatValue(v, formatter ?? 'thousands') },
      },
    ],
  };
}

/** Type 7: Sankey, the flows between pairs of names (a user flow's page-to-page transitions). */
export const SANKEY_CHART: ChartTypeEntry = {
  build: (ctx, rows) => ({ kind: 'chart', option: sankeyChart(ctx, rows) }),
  emptyConfig: () => emptyConfigOf(CHART_TYPES.SANKEY, 'item'),
  dataRule: {
    accepts: (d, i) => d === 2 && i === 1,
    message: {
      en: 'a Sankey chart takes 2 dimensions (from, to) and 1 indicator (the flow)',
      zh: '桑基图需要 2 个维度（来源、去向）和 1 个指标（流量）',
    },
  },
  resets: { seriesType: () => undefined, dualAxis: false },
  echartsParts: ['SankeyChart', 'TooltipComponent'],
};
