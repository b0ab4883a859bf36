import type { Aggregate, Formatter } from '../dsl/codes';
import { COMPARE_TYPES, DEFAULT_AGGREGATE } from '../dsl/codes';
import { formatValue } from '../rules/format';
import { buildCategories, categoryFieldOf } from './categories';
import { columnOf, formatterOf, labelOf, type ChartContext } from './context';
import { ROLES, assertField, filterRows, firstValueByKey, toNumber } from './rows';
import { ChartBuildError, type CardComparison, type CardModel, type ChartRow } from './types';

/**
 * One value from several rows. The query returns one row per dimension value; additive aggregates combine
 * exactly (SUM and COUNT add up, MAX and MIN keep theirs), AVG is approximated by the mean of the group means.
 * STD, COUNT_DISTINCT and GROUP_CONCAT cannot be derived from grouped rows: null ('-'), rather than a wrong
 * number; such a card should be configured without dimensions, so the query returns one row.
 */
export function combine(values: readonly (number | null)[], aggregate: Aggregate): number | null {
  const numbers = values.filter((v): v is number => v !== null);
  if (numbers.length === 0) return null;
  if (values.length === 1) return numbers[0];
  switch (aggregate) {
    case 'SUM':
    case 'COUNT':
      return numbers.reduce((a, b) => a + b, 0);
    case 'MAX':
      return Math.max(...numbers);
    case 'MIN':
      return Math.min(...numbers);
    case 'AVG':
      return numbers.reduce((a, b) => a + b, 0) / numbers.length;
    default:
      return null;
  }
}

interface CardTarget {
  field: string | null;
  label: string;
  formatter: Formatter;
  aggregate: Aggregate;
  filters?: Readonly<Record<string, string | number | null | readonly (string | number)[]>>;
}

/**
 * The card's indicator: the first shown card_info_model, else the first configured series, else (free drag) the
 * first dragged indicator, else the first usable indicator.
 */
function targetOf(ctx: ChartContext): CardTarget {
  const card = ctx.cards[0];
  const series = ctx.config.series?.[0];
  const dragged =
    ctx.compare === COMPARE_TYPES.FREE_DRAG ? ctx.config.free_chart_options?.indicator_list?.[0] : undefined;
  const field = card?.column_key ?? series?.field ?? dragged ?? ctx.indicators[0]?.column_key ?? null;
  if (field === null) return { field, label: '', formatter: 'thousands_point', aggregate: DEFAULT_AGGREGATE };
  return {
    field,
    label: card?.title || series?.name || labelOf(ctx, field),
    formatter: card?.formatter ?? formatterOf(ctx, field),
    aggregate: card?.aggregate ?? columnOf(ctx, field)?.aggregate ?? DEFAULT_AGGREGATE,
    filters: card?.filters ?? series?.filters,
  };
}

/** Latest dated category against the one before it, when the rows carry at least two dates. */
function comparisonOf(ctx: ChartContext, rows: readonly ChartRow[], field: string): CardComparison | undefined {
  const categoryField = categoryFieldOf(ctx, rows);
  if (!categoryField || !rows.some((r) => categoryField in r)) return undefined;
  const categories = buildCategories(ctx, rows, categoryField);
  if (!categories.isDate || categories.keys.length < 2) return undefined;
  const values = firstValueByKey(rows, categoryField, field);
  const last = categories.keys.length - 1;
  const value = values.get(categories.keys[last]) ?? null;
  const previous = values.get(categories.keys[last - 1]) ?? null;
  const rate = value !== null && previous !== null && previous !== 0 ? (value - previous) / Math.abs(previous) : null;
  return {
    label: categories.labels[last],
    value,
    previous_label: categories.labels[last - 1],
    previous,
    rate,
    formatted_rate: formatValue(rate, 'percent'),
  };
}

/**
 * Chart type 5 (spec section 5: exactly one indicator, a summary or a single filtered value). With filters, the
 * first matching row's value; without, the rows combined under the indicator's aggregate (see combine).
 */
export function buildCard(ctx: ChartContext, rows: readonly ChartRow[]): CardModel {
  const target = targetOf(ctx);
  if (target.field === null) {
    if (rows.length > 0) throw new ChartBuildError({ en: 'the card has no indicator', zh: '卡片没有指标' });
    return { column_key: null, label: '', value: null, formatted: formatValue(null, target.formatter) };
  }
  const field = target.field;
  assertField(rows, field, ROLES.card);
  const hasFilters = Object.keys(target.filters ?? {}).length > 0;
  const value = hasFilters
    ? toNumber(filterRows(rows, target.filters)[0]?.[field])
    : combine(
        rows.map((row) => toNumber(row[field])),
        target.aggregate,
      );
  const model: CardModel = {
    column_key: field,
    label: target.label,
    value,
    formatted: formatValue(value, target.formatter),
  };
  const comparison = hasFilters ? undefined : comparisonOf(ctx, rows, field);
  if (comparison) model.comparison = comparison;
  return model;
}
