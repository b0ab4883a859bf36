import type { TFunction } from 'i18next';
import type { Aggregate, DataUpdateMode, DatasetParamType, Formatter } from '@tessera/schema/dsl';

/** Typed lookups of the datasets texts whose key is a code (i18next types keys, not template strings). */
export const modeLabel = (t: TFunction, mode: DataUpdateMode) => t(`datasets.modes.${String(mode) as '1'}`);
export const modeHelp = (t: TFunction, mode: DataUpdateMode) => t(`datasets.modeHelp.${String(mode) as '1'}`);
export const aggregateLabel = (t: TFunction, aggregate: Aggregate) => t(`datasets.aggregates.${aggregate}`);
export const formatterLabel = (t: TFunction, formatter: Formatter) => t(`datasets.formatters.${formatter}`);
export const paramTypeLabel = (t: TFunction, type: DatasetParamType) => t(`datasets.paramTypes.${type}`);

/** A cache lifetime in the largest whole unit: 300 → 5 min, 3600 → 1 h, 86400 → 24 h, 172800 → 2 days. */
export function durationLabel(t: TFunction, seconds: number): string {
  if (seconds >= 2 * 86_400 && seconds % 86_400 === 0) return t('datasets.duration.days', { count: seconds / 86_400 });
  if (seconds % 3600 === 0) return t('datasets.duration.hours', { count: seconds / 3600 });
  if (seconds % 60 === 0) return t('datasets.duration.minutes', { count: seconds / 60 });
  return t('datasets.duration.seconds', { count: seconds });
}
