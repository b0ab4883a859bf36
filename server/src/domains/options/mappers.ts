import type { Aggregate, ColumnType, Formatter } from '@tessera/schema/dsl';
import type { FilterValueModel, GlobalColumnModel, GlobalSelectOptionModel, SelectDiyModel } from './models';
import {
  SELECT_DIY_SOURCES,
  type FilterValuesRecord,
  type GlobalColumnRecord,
  type GlobalSelectOptionRecord,
  type SavedFilterValues,
  type SelectDiyConfig,
  type SelectDiyRecord,
  type SelectOptionItem,
} from './types';

const iso = (d: Date) => new Date(d).toISOString();

function parseObject(text: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const isScalar = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/** Option items as stored; anything malformed (hand-edited rows) is dropped rather than sent to the renderer. */
function parseOptions(value: unknown): SelectOptionItem[] {
  if (typeof value === 'string') {
    try {
      return parseOptions(JSON.parse(value));
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const o = item as { name?: unknown; value?: unknown; i18n?: { en?: { name?: unknown } } } | null;
    if (!o || typeof o.name !== 'string' || !isScalar(o.value)) return [];
    const en = o.i18n?.en?.name;
    return [
      { name: o.name, value: o.value, ...(typeof en === 'string' && en.trim() ? { i18n: { en: { name: en } } } : {}) },
    ];
  });
}

export function toGlobalColumn(r: GlobalColumnModel): GlobalColumnRecord {
  return {
    id: r.id,
    app_id: r.app_id ?? null,
    column_key: r.column_key,
    column_name: r.column_name,
    column_type: Number(r.column_type) as ColumnType,
    formatter: (r.formatter ?? null) as Formatter | null,
    aggregate: (r.aggregate ?? null) as Aggregate | null,
    description: r.description ?? null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export function toGlobalSelect(r: GlobalSelectOptionModel): GlobalSelectOptionRecord {
  return {
    id: r.id,
    app_id: r.app_id ?? null,
    key: r.key,
    name: r.name,
    values: parseOptions(r.values),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export function parseDiyConfig(text: string): SelectDiyConfig {
  const o = parseObject(text);
  const source = SELECT_DIY_SOURCES.find((s) => s === o.source) ?? 'manual';
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    source,
    data_set_id: typeof o.data_set_id === 'number' ? o.data_set_id : null,
    column_key: str(o.column_key),
    name_column_key: str(o.name_column_key),
    values: parseOptions(o.values),
  };
}

export function toSelectDiy(r: SelectDiyModel): SelectDiyRecord {
  return {
    id: r.id,
    app_id: r.app_id,
    key: r.key,
    name: r.name,
    config: parseDiyConfig(r.config),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

export function parseSaved(text: string): SavedFilterValues {
  const o = parseObject(text);
  const saved: SavedFilterValues = { values: parseOptions(o.values) };
  if (o.default_value === null || isScalar(o.default_value)) saved.default_value = o.default_value;
  if (Array.isArray(o.default_value_list)) saved.default_value_list = o.default_value_list.filter(isScalar);
  return saved;
}

export function toFilterValues(r: FilterValueModel): FilterValuesRecord {
  return {
    diagram_id: r.diagram_id,
    filter_key: r.filter_key,
    ...parseSaved(r.values),
    updated_by: r.updated_by ?? null,
    updated_at: iso(r.updated_at),
  };
}
