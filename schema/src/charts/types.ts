import type { CardInfo } from '../dsl/card-info';
import type { ChartConfig } from '../dsl/chart';
import type { RealtimeMode } from '../dsl/codes';
import type { BuilderColumn } from '../dsl/column';
import type { LocalizedMessage } from '../dsl/messages';
import type { SectionOtherConfig } from '../dsl/other-config';
import type { ColumnLabels } from '../rules/display-values';
import type { ChartOption } from './option';

/** A result row as the report query returns it: column_key → value. */
export type ChartRow = Readonly<Record<string, unknown>>;

/**
 * What a chart is built from: a whole Section fits, or just its chart config and builder columns (`columns` is
 * accepted as a short name for column_config_model_list, for the designer's preview).
 */
export interface ChartSource {
  chart_config?: ChartConfig;
  column_config_model_list?: readonly BuilderColumn[];
  columns?: readonly BuilderColumn[];
  other_config?: SectionOtherConfig;
  card_info_models?: readonly CardInfo[];
}

export interface ChartBuildOptions {
  /** Overrides the section's other_config.realtime_mode (e.g. a real-time page forcing a mode). */
  realtimeMode?: RealtimeMode;
  /**
   * Display values by column_key (the answer's column labels): categories, series named by a dimension's values,
   * pie slices, legends and tooltips show the label; rows are still matched by their raw values.
   */
  labels?: ColumnLabels;
  /**
   * The width the chart is drawn at, in pixels, when the host knows it. Under NARROW_CHART_WIDTH (a phone, a narrow
   * column) a pie's labels shrink to what fits: 'name: value' beside each slice is cut to '中国: …' there.
   */
  width?: number;
}

/** Card comparison: the latest category against the one before it (only when the rows carry dated categories). */
export interface CardComparison {
  /** Latest category label and its value. */
  label: string;
  value: number | null;
  /** The category before it. */
  previous_label: string;
  previous: number | null;
  /** (value - previous) / |previous|; null when either is missing or previous is 0. */
  rate: number | null;
  /** rate as a percent with 2 decimals ('-' when null). */
  formatted_rate: string;
}

/** Chart type 5: a card, drawn by the renderer without ECharts. */
export interface CardModel {
  column_key: string | null;
  label: string;
  value: number | null;
  /** value under the card's (or indicator's) formatter; '-' when missing. */
  formatted: string;
  comparison?: CardComparison;
}

/**
 * The outcome of building a section's chart. Every variant carries `option` so a caller can always read it:
 * an ECharts option for charts, null for cards and tables.
 */
export type ChartBuild =
  | { kind: 'chart'; option: ChartOption }
  | { kind: 'card'; option: null; card: CardModel }
  | { kind: 'table'; option: null };

export type SafeChartBuild = ChartBuild & { warning?: LocalizedMessage };

/** A config the rules cannot turn into a chart (it passed validation, but the rows or columns disagree). */
export class ChartBuildError extends Error {
  readonly detail: LocalizedMessage;
  constructor(detail: LocalizedMessage) {
    super(detail.en);
    this.name = 'ChartBuildError';
    this.detail = detail;
  }
}
