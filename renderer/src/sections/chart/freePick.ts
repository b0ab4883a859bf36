import {
  CHART_TYPES,
  COMPARE_TYPES,
  DEFAULT_COMPARE_TYPE,
  type ChartConfig,
  type ChartType,
  type Section,
} from '@tessera/schema/dsl';
import { usableDimensions, usableIndicators } from '@tessera/schema/charts';
import { type ReportColumn } from '@tessera/schema/api';

/** What staff pick on a free-drag chart: the chart type, the dimensions (category, then split) and the indicators. */
export interface FreePick {
  type: ChartType;
  dimensions: string[];
  indicators: string[];
}

/** Chart types staff can switch a free-drag chart to: the ones drawn with ECharts (not table or card). */
export const FREE_PICK_TYPES = [
  CHART_TYPES.LINE,
  CHART_TYPES.BAR,
  CHART_TYPES.PIE,
  CHART_TYPES.LINE_BAR,
  CHART_TYPES.FUNNEL,
] as const;

/** The free-drag build reads the category and one split dimension; a third would be ignored. */
export const MAX_PICKED_DIMENSIONS = 2;

export function isFreeDrag(config: ChartConfig | undefined): boolean {
  return (config?.chart_compare_type ?? DEFAULT_COMPARE_TYPE) === COMPARE_TYPES.FREE_DRAG;
}

/** The designer's choice, as the build reads it: free_chart_type over config_type, the dragged lists. */
export function initialPick(config: ChartConfig): FreePick {
  return {
    type: config.free_chart_type ?? config.config_type,
    dimensions: [...(config.free_chart_options?.dimension_list ?? [])],
    indicators: [...(config.free_chart_options?.indicator_list ?? [])],
  };
}

/** A copy of the section whose chart config carries the pick, for buildChartOption (the section is not changed). */
export function withPick(section: Section, pick: FreePick): Section {
  const config = section.chart_config;
  if (!config) return section;
  return {
    ...section,
    chart_config: {
      ...config,
      free_chart_type: pick.type,
      free_chart_options: {
        ...config.free_chart_options,
        dimension_list: pick.dimensions,
        indicator_list: pick.indicators,
      },
    },
  };
}

export interface PickChoice {
  value: string;
  label: string;
}

/**
 * Columns staff can pick from: the section's usable builder columns (else, for a section without builder columns,
 * the answer's columns by role), plus whatever the designer dragged that is not among them, so the current pick
 * always shows. Labels are the builder's names, else the answer's, else the key.
 */
export function pickChoices(
  section: Section,
  answer: readonly ReportColumn[],
): { dimensions: PickChoice[]; indicators: PickChoice[] } {
  const builder = section.column_config_model_list ?? [];
  const nameOf = (key: string) =>
    builder.find((c) => c.column_key === key)?.column_name ||
    answer.find((c) => c.column_key === key)?.column_name ||
    key;
  const keysOf = (
    usable: readonly { column_key: string }[],
    role: ReportColumn['role'],
    dragged: readonly string[] | undefined,
  ) => {
    const base =
      builder.length > 0
        ? usable.map((c) => c.column_key)
        : answer.filter((c) => c.role === role).map((c) => c.column_key);
    const keys = [...new Set([...base, ...(dragged ?? [])])];
    return keys.map((key) => ({ value: key, label: nameOf(key) }));
  };
  const dragged = section.chart_config?.free_chart_options;
  return {
    dimensions: keysOf(usableDimensions(builder), 'dimension', dragged?.dimension_list),
    indicators: keysOf(usableIndicators(builder), 'indicator', dragged?.indicator_list),
  };
}
