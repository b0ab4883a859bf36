import { COMPARE_TYPES, type Formatter, type SeriesType } from '../dsl/codes';
import type { Series } from '../dsl/series';
import { labelOfValue } from '../rules/display-values';
import { formatterOf, labelOf, type ChartContext } from './context';
import { ROLES, assertField, distinctKeys, filterRows, keyOf, restrictTo } from './rows';
import { ChartBuildError, type ChartRow } from './types';

/** A series of the config (or one the compare type implies), resolved: it becomes one or more drawn series. */
export interface SeriesPlan {
  spec: Series;
  field: string;
  formatter: Formatter;
  yAxisIndex: number;
}

/** One drawn series: a plan, its name and the rows that feed it. */
export interface SeriesGroup {
  plan: SeriesPlan;
  name: string;
  rows: ChartRow[];
}

function plan(ctx: ChartContext, spec: Series, field: string, yAxisIndex: number): SeriesPlan {
  return { spec, field, formatter: formatterOf(ctx, field), yAxisIndex: spec.y_axis_index ?? yAxisIndex };
}

function requireField(spec: Series, index: number): string {
  if (spec.field) return spec.field;
  throw new ChartBuildError({ en: `series ${index + 1} names no field`, zh: `第 ${index + 1} 个系列没有指定字段` });
}

/**
 * Line-bar, and free drag with free_use_two_yaxis: the first indicator on the left axis, the others on the
 * right (spec section 5: dual axis is 1 dimension with 2 indicators).
 */
function secondAxisFrom(ctx: ChartContext): boolean {
  if (ctx.compare === COMPARE_TYPES.FREE_DRAG && ctx.config.free_use_two_yaxis === 1) return true;
  return (
    ctx.typeEntry.resets.dualAxis &&
    (ctx.compare === COMPARE_TYPES.INDICATOR || ctx.compare === COMPARE_TYPES.FREE_DRAG)
  );
}

function manualPlans(ctx: ChartContext, fields: readonly string[]): SeriesPlan[] {
  const split = secondAxisFrom(ctx);
  return fields.map((field, i) =>
    plan(ctx, { name_way: 'manual', name: labelOf(ctx, field), field }, field, split && i > 0 ? 1 : 0),
  );
}

/** Free drag: a series per dragged indicator. */
export function freeIndicatorPlans(ctx: ChartContext): SeriesPlan[] {
  return manualPlans(ctx, ctx.config.free_chart_options?.indicator_list ?? []);
}

/** Dimension comparison: one indicator, split into a series per value of the second dimension. */
function pivotPlan(ctx: ChartContext, template: Series, field: string, splitBy: string | undefined): SeriesPlan {
  const spec: Series = splitBy
    ? { ...template, field, name_way: 'dynamic', name_field: splitBy }
    : { ...template, field, name_way: 'manual', name: template.name ?? labelOf(ctx, field) };
  return plan(ctx, spec, field, 0);
}

/** The series plans of each compare type (spec section 4); see README.md in this folder for the readings. */
export function seriesPlans(ctx: ChartContext, categoryField: string | null): SeriesPlan[] {
  const configured = ctx.config.series ?? [];
  switch (ctx.compare) {
    case COMPARE_TYPES.INDICATOR: {
      if (configured.length === 0)
        return manualPlans(
          ctx,
          ctx.indicators.map((c) => c.column_key),
        );
      const split = secondAxisFrom(ctx);
      return configured.map((spec, i) => plan(ctx, spec, requireField(spec, i), split && i > 0 ? 1 : 0));
    }
    case COMPARE_TYPES.DIMENSION: {
      const template = configured[0] ?? {};
      const field = template.field ?? ctx.indicators[0]?.column_key;
      if (!field) return [];
      const splitBy = ctx.dimensions.find((d) => d.column_key !== categoryField)?.column_key;
      return [pivotPlan(ctx, template, field, splitBy)];
    }
    case COMPARE_TYPES.CUSTOM:
      return configured.map((spec, i) => plan(ctx, spec, requireField(spec, i), 0));
    case COMPARE_TYPES.FREE_DRAG:
    default: {
      const indicators = ctx.config.free_chart_options?.indicator_list ?? [];
      const splitBy = ctx.config.free_chart_options?.dimension_list?.[1];
      if (splitBy && indicators.length > 0) return [pivotPlan(ctx, {}, indicators[0], splitBy)];
      return freeIndicatorPlans(ctx);
    }
  }
}

function isDynamic(spec: Series): spec is Series & { name_field: string } {
  return Boolean(spec.name_field) && spec.name_way !== 'manual';
}

export function isDynamicPlan(p: SeriesPlan): boolean {
  return isDynamic(p.spec);
}

/**
 * The drawn series of a plan. Its filters restrict its rows. Dynamic naming: a series per value of name_field
 * (fixed_values, when set, are those values in that order). Manual naming: one series named `name` (else the
 * field's column name), fixed_values limiting its categories.
 */
export function expandPlan(
  ctx: ChartContext,
  rows: readonly ChartRow[],
  p: SeriesPlan,
  categoryField: string | null,
): SeriesGroup[] {
  assertField(rows, p.field, ROLES.series);
  const own = filterRows(rows, p.spec.filters);
  if (isDynamic(p.spec)) {
    const nameField = p.spec.name_field;
    assertField(rows, nameField, ROLES.seriesName);
    const names = p.spec.fixed_values?.length ? p.spec.fixed_values.map(keyOf) : distinctKeys(own, nameField);
    return names.map((name) => ({
      plan: p,
      name: labelOfValue(name, ctx.labels[nameField]) ?? (name || '-'),
      rows: own.filter((row) => keyOf(row[nameField]) === name),
    }));
  }
  const scoped = categoryField ? restrictTo(own, categoryField, p.spec.fixed_values) : own;
  return [{ plan: p, name: p.spec.name || labelOf(ctx, p.field), rows: scoped }];
}

/** Every drawn series of the config: its plans, each expanded over the rows. */
export function seriesGroups(
  ctx: ChartContext,
  rows: readonly ChartRow[],
  categoryField: string | null,
): SeriesGroup[] {
  return seriesPlans(ctx, categoryField).flatMap((p) => expandPlan(ctx, rows, p, categoryField));
}

/** Drawn type of a cartesian series: the series' own type, else the chart type's (line-bar: bars left, line right). */
export function cartesianType(ctx: ChartContext, p: SeriesPlan): Exclude<SeriesType, 'pie'> {
  const own = p.spec.type;
  if (own === 'line' || own === 'bar') return own;
  return ctx.typeEntry.resets.seriesType(p.yAxisIndex) === 'line' ? 'line' : 'bar';
}
