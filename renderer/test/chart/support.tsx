import { screen, waitFor } from '@testing-library/react';
import type { BuilderColumn, ChartConfig, Section } from '@tessera/schema/dsl';
import type { ReactNode } from 'react';
import { drawnChart } from '../../src/sections/chart/EChart';
import type { SectionScope } from '../../src/sections/types';

/** Builder columns of a daily-sales section: two dimensions, three indicators. */
export const COLUMNS: BuilderColumn[] = [
  { column_key: 'dt', column_name: '日期', column_type: 0 },
  { column_key: 'city', column_name: '城市', column_type: 0 },
  { column_key: 'gmv', column_name: 'GMV', column_type: 1, formatter: 'thousands_point', aggregate: 'SUM' },
  { column_key: 'orders', column_name: '订单数', column_type: 1, formatter: 'thousands', aggregate: 'SUM' },
  { column_key: 'cvr', column_name: '转化率', column_type: 1, formatter: 'percent', aggregate: 'AVG' },
];

/** Per-day totals, deliberately not in date order. */
export const DAILY = [
  { dt: '2024-05-03', gmv: 300, orders: 30, cvr: 0.03 },
  { dt: '2024-05-01', gmv: 100, orders: 10, cvr: 0.01 },
  { dt: '2024-05-02', gmv: 200, orders: 20, cvr: 0.02 },
];

/** Per day and city. */
export const BY_CITY = [
  { dt: '2024-05-01', city: '上海', gmv: 70, orders: 7 },
  { dt: '2024-05-01', city: '北京', gmv: 30, orders: 3 },
  { dt: '2024-05-02', city: '上海', gmv: 80, orders: 8 },
  { dt: '2024-05-02', city: '北京', gmv: 50, orders: 5 },
];

export function chartSection(chart_config: ChartConfig, extra: Partial<Section> = {}): Section {
  return { id: 42, title: '销售', report_type: 2, column_config_model_list: COLUMNS, chart_config, ...extra };
}

export function scopeOf(overrides: Partial<SectionScope> = {}): SectionScope {
  return { filters: [], values: {}, ready: true, renderFilters: (): ReactNode => null, ...overrides };
}

/**
 * ECharts sizes itself from its element; jsdom lays nothing out, so every element reports a fixed box (otherwise
 * ECharts warns that it cannot get the DOM's width or height).
 */
export function giveElementsASize(width = 800, height = 400): void {
  const saved = {
    width: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
    height: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  };
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
  });
  afterAll(() => {
    if (saved.width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', saved.width);
    if (saved.height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', saved.height);
  });
}

/** What ECharts holds after drawing the section's chart (its normalized option: components are arrays). */
export interface DrawnOption {
  series: { type: string; name: string; data: unknown[]; yAxisIndex?: number; sampling?: string; large?: boolean }[];
  xAxis?: { type: string; data?: string[] }[];
  yAxis?: { type: string }[];
  legend: { type: string; selectedMode: string; data: unknown[]; selected: Record<string, boolean> }[];
  tooltip: { trigger: string }[];
}

/**
 * The ECharts instance of the section's chart, once drawn: its element shows before ECharts (loaded lazily) has
 * drawn into it, which on a busy machine can take a while.
 */
export async function drawnInstance() {
  const element = await screen.findByTestId('section-chart');
  return waitFor(() => {
    const chart = drawnChart(element);
    if (!chart) throw new Error('no chart drawn');
    return chart;
  });
}

export async function drawnOption(): Promise<DrawnOption> {
  return (await drawnInstance()).getOption() as unknown as DrawnOption;
}
