import type { DatasetParam } from '@tessera/schema/dsl';

/**
 * A value for a dataset `{{param}}` as its declared type binds it: a number parameter binds a number (null when the
 * text is not one), the others text. Without a declaration the value is bound as given.
 */
export function paramValue(param: DatasetParam | undefined, raw: string | number): string | number | null {
  if (param?.type === 'number') {
    const value = typeof raw === 'number' ? raw : raw.trim() === '' ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  }
  return param ? String(raw) : raw;
}

/** The declared defaults by placeholder name, bound as their type binds them. */
export function paramDefaults(params: readonly DatasetParam[] | undefined): Map<string, string | number> {
  const defaults = new Map<string, string | number>();
  for (const param of params ?? []) {
    if (param.default === undefined) continue;
    const value = paramValue(param, param.default);
    if (value !== null) defaults.set(param.name, value);
  }
  return defaults;
}
