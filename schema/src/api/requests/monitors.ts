/** Data monitors (spec section 7 Monitor) and the in-app notices they send. */
import { Type, type Static } from '@sinclair/typebox';
import { FilterConditionSchema } from '../../dsl/filter-condition';
import { PAGING } from '../../constants';
import { INPUT_LIMITS } from './limits';
import {
  contract,
  filled,
  flag,
  id,
  nullableText,
  oneOfText,
  paging,
  plain,
  queryContract,
  searchContent,
  withDefault,
} from './primitives';

/**
 * What a monitor checks of its indicator: above/below a threshold (the latest period's value); the change against
 * the previous period, absolute or in %; a z-value of the latest period outside ±threshold over the previous
 * `periods` periods (spec section 9 presets 1 and 2); no row newer than `threshold` hours in the time column.
 */
export const MONITOR_CONDITIONS = ['above', 'below', 'change', 'z_value', 'no_data'] as const;
export type MonitorConditionType = (typeof MONITOR_CONDITIONS)[number];
export const MONITOR_CHANGE_MODES = ['absolute', 'percent'] as const;
export type MonitorChangeMode = (typeof MONITOR_CHANGE_MODES)[number];
/** Where a monitor stands after its last check. */
export const MONITOR_STATUSES = ['ok', 'firing', 'error'] as const;
export type MonitorStatus = (typeof MONITOR_STATUSES)[number];
/** The z-value thresholds the form offers (spec section 9 rule presets: ±1, ±2). */
export const MONITOR_Z_PRESETS = [1, 2] as const;

export const MONITOR_LIMITS = {
  CRON: 100,
  WEBHOOK_URL: 2000,
  WEBHOOK_SECRET: 200,
  SUBSCRIBERS: 100,
  CONDITIONS: 20,
  /** Periods a z-value is computed over. */
  PERIODS_MIN: 3,
  PERIODS_MAX: 365,
} as const;

const columnKey = Type.String({ minLength: 1, maxLength: INPUT_LIMITS.KEY, pattern: INPUT_LIMITS.COLUMN_KEY_PATTERN });

export const MonitorSaveBody = contract('MonitorSaveBody', {
  /** Absent: a new monitor. */
  id: Type.Optional(id),
  name: filled(INPUT_LIMITS.NAME),
  dataset_id: id,
  /** The indicator column, aggregated with the dataset column's aggregate (else SUM). */
  indicator: columnKey,
  /** A date or time dimension of the dataset: its values are the periods. Needed by change, z_value and no_data. */
  time_column: withDefault(plain<string | null>({ type: ['string', 'null'], maxLength: INPUT_LIMITS.KEY }), null),
  filter_condition: withDefault(Type.Array(FilterConditionSchema, { maxItems: MONITOR_LIMITS.CONDITIONS }), []),
  condition_type: oneOfText(MONITOR_CONDITIONS),
  threshold: Type.Number(),
  change_mode: withDefault(oneOfText(MONITOR_CHANGE_MODES), 'absolute'),
  periods: withDefault(Type.Integer({ minimum: MONITOR_LIMITS.PERIODS_MIN, maximum: MONITOR_LIMITS.PERIODS_MAX }), 7),
  /** A cron expression (5 fields, or 6 with seconds), read by croner in the server's time zone. */
  cron: filled(MONITOR_LIMITS.CRON),
  subscriber_ids: withDefault(Type.Array(id, { uniqueItems: true, maxItems: MONITOR_LIMITS.SUBSCRIBERS }), []),
  webhook_url: withDefault(nullableText(MONITOR_LIMITS.WEBHOOK_URL), null),
  /** The HMAC-SHA256 key of the webhook signature; absent on update keeps the stored one, '' removes it. */
  webhook_secret: Type.Optional(Type.String({ maxLength: MONITOR_LIMITS.WEBHOOK_SECRET })),
  enabled: withDefault(flag, 1),
});
export type MonitorSaveBody = Static<typeof MonitorSaveBody>;

export const MonitorListBody = contract('MonitorListBody', {
  search_content: searchContent,
  ...paging(PAGING.DEFAULT_PAGE_SIZE),
});
export type MonitorListBody = Static<typeof MonitorListBody>;

export const MonitorIdBody = contract('MonitorIdBody', { id });
export type MonitorIdBody = Static<typeof MonitorIdBody>;

export const MonitorIdQuery = queryContract('MonitorIdQuery', { id });
export type MonitorIdQuery = Static<typeof MonitorIdQuery>;

export const NoticeListQuery = queryContract('NoticeListQuery', {
  ...paging(PAGING.DEFAULT_PAGE_SIZE),
});
export type NoticeListQuery = Static<typeof NoticeListQuery>;

/** Marks the listed notices of the caller read; no ids: all of them. */
export const NoticeReadBody = contract('NoticeReadBody', {
  ids: Type.Optional(Type.Array(id, { minItems: 1, maxItems: 500, uniqueItems: true })),
});
export type NoticeReadBody = Static<typeof NoticeReadBody>;
