import type { Draft } from 'immer';
import {
  CHART_TYPES,
  sectionChartData,
  type ChartType,
  type LocalizedMessage,
  type Section,
} from '@tessera/schema/dsl';
import { chartTypeEntry, resetChartConfig } from '@tessera/schema/charts';
import type { TextKey } from '../i18n';

/** The types the chart-type switcher offers, in its order, with their names (the palette's). */
export const SWITCHABLE_CHART_TYPES: readonly { type: ChartType; label: TextKey }[] = [
  { type: CHART_TYPES.LINE, label: 'palette.line' },
  { type: CHART_TYPES.BAR, label: 'palette.bar' },
  { type: CHART_TYPES.PIE, label: 'palette.pie' },
  { type: CHART_TYPES.LINE_BAR, label: 'palette.lineBar' },
  { type: CHART_TYPES.CARD, label: 'palette.card' },
  { type: CHART_TYPES.FUNNEL, label: 'palette.funnel' },
];

export interface ChartTypeChoice {
  type: ChartType;
  label: TextKey;
  /** false: the switcher greys it out. */
  allowed: boolean;
  /** The type's data rule (spec section 5), shown as the tip beside it. */
  tip: LocalizedMessage | null;
  current: boolean;
}

/**
 * Which chart types the section's current fields allow: each type's data rule from the schema's chart registry,
 * asked with the dimensions and indicators the chart is drawn from. A chart with no field yet can become any type:
 * there is nothing for the rule to refuse.
 */
export function chartTypeChoices(section: Section): ChartTypeChoice[] {
  const chart = section.chart_config;
  const data = chart ? sectionChartData(section, chart) : undefined;
  const d = data?.dimensions.length ?? 0;
  const i = data?.indicators.length ?? 0;
  return SWITCHABLE_CHART_TYPES.map(({ type, label }) => {
    const rule = chartTypeEntry(type).dataRule;
    return {
      type,
      label,
      allowed: !rule || (d === 0 && i === 0) || rule.accepts(d, i),
      tip: rule?.message ?? null,
      current: chart?.config_type === type,
    };
  });
}

/**
 * Spec section 4: switching the type resets the chart config, by the schema's resetChartConfig (indicator
 * comparison: every non-filtered indicator a series, the legend selecting all; free drag: the first dimension and
 * every indicator preselected).
 */
export function switchChartType(section: Draft<Section>, type: ChartType): void {
  section.chart_config = resetChartConfig(section.chart_config, type, section.column_config_model_list ?? []);
}
