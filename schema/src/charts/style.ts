import type { Formatter } from '../dsl/codes';
import type { SeriesLabel } from '../dsl/series';
import { formatValue } from '../rules/format';
import type { ChartLabel, LabelParams, SeriesTooltip, StyleObject } from './option';

const camelKey = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Open DSL objects use snake_case (border_radius); ECharts reads camelCase (borderRadius). Nested objects too. */
export function camelize(value: Readonly<Record<string, unknown>> | undefined): StyleObject | undefined {
  if (!value) return undefined;
  const out: StyleObject = {};
  for (const [key, inner] of Object.entries(value)) {
    const nested = inner !== null && typeof inner === 'object' && !Array.isArray(inner);
    out[camelKey(key)] = nested ? camelize(inner as Record<string, unknown>) : inner;
  }
  return out;
}

/** Tooltip values under the indicator's formatter; a missing value shows '-'. */
export function seriesTooltip(formatter: Formatter): SeriesTooltip {
  return { valueFormatter: (value: unknown) => formatValue(value, formatter) };
}

/** A cartesian point label: the formatted value. Only when the series configures a label. */
export function pointLabel(label: SeriesLabel | undefined, formatter: Formatter): ChartLabel | undefined {
  if (!label) return undefined;
  const out: ChartLabel = {
    show: label.show ?? true,
    formatter: (params: LabelParams) => formatValue(params.value, formatter),
  };
  if (label.position) out.position = label.position;
  return out;
}

/**
 * A slice label: 'name: formatted value' (slices of different indicators keep their own formatters). A pie's
 * label always sits outside on a leader line: 'name: value' does not fit inside a slice, and inside labels of
 * neighbouring slices pile up (issue 18), so a configured 'inside' is read as outside too. Funnel labels default
 * inside the band, which is wide enough.
 */
export function sliceLabel(
  label: SeriesLabel | undefined,
  formatterOf: (name: string) => Formatter,
  kind: 'pie' | 'funnel',
): ChartLabel {
  const position = kind === 'funnel' && (!label?.position || label.position === 'inside') ? 'inside' : 'outside';
  return {
    show: label?.show ?? true,
    position,
    formatter: (params: LabelParams) => {
      const name = params.name ?? '';
      return `${name}: ${formatValue(params.value, formatterOf(name))}`;
    },
  };
}
