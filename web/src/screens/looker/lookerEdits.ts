import { produce } from 'immer';
import {
  COLUMN_TYPES,
  VALUELESS_OPERATORS,
  type DatasetColumn,
  type FilterCondition,
  type LocalizedMessage,
  type LookerConfig,
} from '@tessera/schema/dsl';
import { dropIntoZone, dropRefusal, type ZoneRole } from '@tessera/designer/binding';

const ROLE_TYPE = { dimension: COLUMN_TYPES.DIMENSION, indicator: COLUMN_TYPES.INDICATOR } as const;

/** The picked columns of one zone, in order. */
export const zoneOf = (config: LookerConfig, role: ZoneRole) =>
  (config.selected_columns ?? []).filter((c) => c.column_type === ROLE_TYPE[role]);

/** The looker's picked columns as the section the designer's zone rules judge. */
const asSection = (config: LookerConfig) => ({
  id: 'looker',
  title: config.title,
  column_config_model_list: config.selected_columns ?? [],
});

/**
 * A field dropped into a zone, by the designer's rules (a field in the other zone moves; the schema's zone rules may
 * refuse it, in the spec's words). Chart choices naming a column that left its zone are cleared.
 */
export function dropField(
  config: LookerConfig,
  role: ZoneRole,
  field: DatasetColumn,
  fields: readonly DatasetColumn[],
): { config: LookerConfig } | { refusal: LocalizedMessage } {
  const zone = { role, place: 'builder' as const };
  const dataset = { key: String(config.data_set_id), columns: [...fields] };
  const refusal = dropRefusal(asSection(config), zone, field, dataset);
  if (refusal) return { refusal };
  const section = produce(asSection(config), (draft) => dropIntoZone(draft, zone, field));
  return { config: withColumns(config, section.column_config_model_list) };
}

/** Moves a column within its zone; the other zone keeps its order. */
export function reorder(config: LookerConfig, role: ZoneRole, from: number, to: number): LookerConfig {
  const zone = [...zoneOf(config, role)];
  const [moved] = zone.splice(from, 1);
  if (!moved) return config;
  zone.splice(Math.min(to, zone.length), 0, moved);
  const other = zoneOf(config, role === 'dimension' ? 'indicator' : 'dimension');
  return withColumns(config, role === 'dimension' ? [...zone, ...other] : [...other, ...zone]);
}

export function removeColumn(config: LookerConfig, key: string): LookerConfig {
  return withColumns(
    config,
    (config.selected_columns ?? []).filter((c) => c.column_key !== key),
  );
}

/** New columns; the visual config keeps only the choices still in their zone. */
function withColumns(config: LookerConfig, columns: LookerConfig['selected_columns']): LookerConfig {
  const next = { ...config, selected_columns: columns ?? [] };
  const dims = new Set(zoneOf(next, 'dimension').map((c) => c.column_key));
  const inds = new Set(zoneOf(next, 'indicator').map((c) => c.column_key));
  const visual = { ...(config.visual_config ?? {}) };
  if (visual.dim_value && !dims.has(visual.dim_value)) visual.dim_value = null;
  if (visual.second_dim_value && !dims.has(visual.second_dim_value)) visual.second_dim_value = null;
  visual.index_value = (visual.index_value ?? []).filter((k) => inds.has(k));
  visual.second_y_value = (visual.second_y_value ?? []).filter((k) => inds.has(k));
  // A first pick fills the chart's dimension and indicator, so switching to the chart shows something at once.
  if (!visual.dim_value && dims.size > 0) visual.dim_value = [...dims][0];
  if (visual.index_value.length === 0 && inds.size > 0) visual.index_value = [[...inds][0]];
  return { ...next, visual_config: visual };
}

const hasValue = (c: FilterCondition) =>
  VALUELESS_OPERATORS.includes(c.operator) ||
  (c.value !== undefined && c.value !== null && c.value !== '') ||
  (c.values ?? []).length > 0 ||
  (c.range !== undefined && (c.range.start ?? '') !== '') ||
  (c.range !== undefined && (c.range.end ?? '') !== '');

/** The config as asked and saved: a condition still missing its value is left out until it has one. */
export function ready(config: LookerConfig): LookerConfig {
  return { ...config, filters: (config.filters ?? []).filter(hasValue) };
}
