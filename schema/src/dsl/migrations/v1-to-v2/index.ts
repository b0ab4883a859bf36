import type { JsonObject, MigrationStep } from '../types';
import { PAGE_SHAPE, TEMPLATE_SHAPE, type Shape } from './shape';
import { v2Key } from './rename';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The v2 name of a key of an object of this shape, or the key itself when it is not a DSL key. */
function renamed(shape: Shape, key: string): string {
  const candidate = v2Key(key);
  if (shape.mode === 'strict') return candidate;
  return shape.known?.includes(candidate) ? candidate : key;
}

function upgradeValue(shape: Shape | undefined, value: unknown): unknown {
  if (!shape) return value;
  if (Array.isArray(value)) return value.map((item) => upgradeObject(shape, item));
  return upgradeObject(shape, value);
}

function upgradeObject(shape: Shape, value: unknown): unknown {
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, v] of Object.entries(value)) {
    const name = renamed(shape, key);
    // Both spellings present (isMulti and is_multi): the one already in v2 form was written on purpose; keep it.
    if (name !== key && Object.prototype.hasOwnProperty.call(value, name)) continue;
    if (shape.opaque?.includes(name)) out[name] = v;
    else if (shape.flags?.includes(name) && typeof v === 'boolean') out[name] = v ? 1 : 0;
    else out[name] = upgradeValue(shape.children?.[name], v);
  }
  return out;
}

function withVersion(doc: JsonObject, version: number): JsonObject {
  return { ...doc, version };
}

/**
 * 1→2: the legacy camelCase keys of the original product become the spec's snake_case keys (isMulti → is_multi,
 * classEn → class_en, xAxis → x_axis, secondYValue → second_y_value), true/false flags become 1/0, and the
 * document (each page of a bundle too) gets version 2. Only DSL keys are renamed: maps keyed by column keys
 * (series and column filters, field values) and free-form objects (props, filter_tool, configs, …) keep theirs.
 */
export const V1_TO_V2: MigrationStep = {
  from: 1,
  to: 2,
  name: '1→2',
  description: 'camelCase keys to snake_case, true/false flags to 1/0',
  up(kind, doc) {
    if (kind === 'page') return withVersion(upgradeObject(PAGE_SHAPE, doc) as JsonObject, 2);
    const bundle = upgradeObject(TEMPLATE_SHAPE, doc) as JsonObject;
    const listed = bundle.pages;
    const pages: unknown = Array.isArray(listed)
      ? listed.map((page: unknown) => (isObject(page) ? withVersion(page, 2) : page))
      : listed;
    return withVersion({ ...bundle, pages }, 2);
  },
};
