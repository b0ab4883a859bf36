import type { CardInfo } from '../dsl/card-info';
import type { ChartConfig } from '../dsl/chart';
import {
  CHART_TYPES,
  COLUMN_TYPES,
  COMPARE_TYPES,
  DEFAULT_COMPARE_TYPE,
  DEFAULT_INDICATOR_FORMATTER,
  REALTIME_MODES,
  type ChartType,
  type CompareType,
  type Formatter,
  type RealtimeMode,
} from '../dsl/codes';
import type { BuilderColumn } from '../dsl/column';
import type { ColumnLabels } from '../rules/display-values';
import type { ChartTypeEntry } from './chart-type';
import { ChartBuildError, type ChartBuildOptions, type ChartSource } from './types';

/** Everything the builders read, resolved once from the source. */
export interface ChartContext {
  config: ChartConfig;
  /** The type drawn: free_chart_type in free-drag mode when set, else config_type. */
  type: ChartType;
  /** That type's entry of CHART_TYPE_REGISTRY: how it builds and what it draws. */
  typeEntry: ChartTypeEntry;
  compare: CompareType;
  columns: readonly BuilderColumn[];
  /** Usable dimension and indicator columns, in builder order. */
  dimensions: readonly BuilderColumn[];
  indicators: readonly BuilderColumn[];
  realtimeMode: RealtimeMode;
  cards: readonly CardInfo[];
  /** Display values by column_key (ChartBuildOptions.labels). */
  labels: ColumnLabels;
  /** The drawn width in pixels, when known (ChartBuildOptions.width). */
  width?: number;
}

/**
 * "Non-filtered" (spec section 4) read as: not filtered out of the builder. A column counts unless it is
 * explicitly unselected (selected 0) or hidden (is_show 0); an absent flag counts, so hand-written documents
 * need not set it.
 */
export function isUsable(column: BuilderColumn): boolean {
  return column.selected !== 0 && column.is_show !== 0;
}

export function usableDimensions(columns: readonly BuilderColumn[]): BuilderColumn[] {
  return columns.filter((c) => c.column_type === COLUMN_TYPES.DIMENSION && isUsable(c));
}

export function usableIndicators(columns: readonly BuilderColumn[]): BuilderColumn[] {
  return columns.filter((c) => c.column_type === COLUMN_TYPES.INDICATOR && isUsable(c));
}

const KNOWN_TYPES: readonly number[] = Object.values(CHART_TYPES);
const KNOWN_COMPARES: readonly number[] = Object.values(COMPARE_TYPES);

function chartType(code: number | undefined): ChartType {
  if (code === undefined || !KNOWN_TYPES.includes(code)) {
    throw new ChartBuildError({ en: `unknown chart type ${String(code)}`, zh: `未知的图表类型 ${String(code)}` });
  }
  return code as ChartType;
}

/**
 * The context the builders read. `entryOf` is CHART_TYPE_REGISTRY's lookup, passed in because the registry's
 * builders themselves import this module.
 */
export function resolveContext(
  source: ChartSource,
  options: ChartBuildOptions,
  entryOf: (type: ChartType) => ChartTypeEntry,
): ChartContext {
  const config: ChartConfig = source.chart_config ?? { config_type: CHART_TYPES.TABLE };
  const columns = source.column_config_model_list ?? source.columns ?? [];
  const compareCode = config.chart_compare_type ?? DEFAULT_COMPARE_TYPE;
  const compare: CompareType = KNOWN_COMPARES.includes(compareCode) ? compareCode : DEFAULT_COMPARE_TYPE;
  const freeType = compare === COMPARE_TYPES.FREE_DRAG ? config.free_chart_type : undefined;
  const type = chartType(freeType ?? config.config_type);
  return {
    config,
    type,
    typeEntry: entryOf(type),
    compare,
    columns,
    dimensions: usableDimensions(columns),
    indicators: usableIndicators(columns),
    realtimeMode: options.realtimeMode ?? source.other_config?.realtime_mode ?? REALTIME_MODES.NONE,
    cards: (source.card_info_models ?? []).filter((card) => card.is_show !== 0),
    labels: options.labels ?? {},
    ...(options.width !== undefined ? { width: options.width } : {}),
  };
}

export function columnOf(ctx: ChartContext, key: string): BuilderColumn | undefined {
  return ctx.columns.find((c) => c.column_key === key);
}

/** The column's formatter; indicators (and fields the builder does not list) default to thousands_point. */
export function formatterOf(ctx: ChartContext, key: string): Formatter {
  const column = columnOf(ctx, key);
  if (column?.formatter) return column.formatter;
  return column?.column_type === COLUMN_TYPES.DIMENSION ? 'none' : DEFAULT_INDICATOR_FORMATTER;
}

export function labelOf(ctx: ChartContext, key: string): string {
  return columnOf(ctx, key)?.column_name || key;
}

/**
 * Under this drawn width (pixels) a chart is narrow: a phone at 390 px, a quarter of a board. There the room
 * beside a pie holds about 60 px of label ('name: value' was cut to '中国: …'), and a value axis laid across holds
 * about three numbers.
 */
export const NARROW_CHART_WIDTH = 480;

export const isNarrow = (ctx: ChartContext) => ctx.width !== undefined && ctx.width < NARROW_CHART_WIDTH;
