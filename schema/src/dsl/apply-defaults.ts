import Ajv, { type ValidateFunction } from 'ajv';
import { COLUMN_TYPES, DEFAULT_INDICATOR_FORMATTER } from './codes';
import { toJsonSchema } from './json-schema';
import { type DslDocument, type DslKind } from './kinds';

/** A separate instance: this one writes defaults, the validator's never does. */
const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true });
const compiled = new Map<DslKind, ValidateFunction>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Indicators format as thousands_point unless told otherwise; a schema default cannot depend on column_type. */
function fillFormatter(column: unknown): void {
  if (isRecord(column) && column.column_type === COLUMN_TYPES.INDICATOR && column.formatter === undefined) {
    column.formatter = DEFAULT_INDICATOR_FORMATTER;
  }
}

function fillSection(section: unknown): void {
  if (isRecord(section)) list(section.column_config_model_list).forEach(fillFormatter);
}

function fillPage(page: unknown): void {
  if (isRecord(page)) list(page.sections).forEach(fillSection);
}

function fillDataset(dataset: unknown): void {
  if (isRecord(dataset)) list(dataset.columns).forEach(fillFormatter);
}

/** Where the kinds keep columns whose formatter depends on their type. */
const FORMATTER_DEFAULTS: Partial<Record<DslKind, (doc: Record<string, unknown>) => void>> = {
  column: fillFormatter,
  section: fillSection,
  page: fillPage,
  dataset: fillDataset,
  looker: (doc) => list(doc.selected_columns).forEach(fillFormatter),
  template: (doc) => {
    list(doc.pages).forEach(fillPage);
    list(doc.datasets).forEach(fillDataset);
  },
};

/**
 * Returns a copy of the document with every schema default filled in (show_type table, filter type select,
 * aggregate SUM, width 110, chart_compare_type 4, data_level C, …), then the indicator formatter default, which
 * ajv cannot express. The input is not changed. It does not validate: call validateStructure first; parts that do
 * not conform are filled where they can be and otherwise left as they are.
 */
export function applyDefaults<K extends DslKind>(kind: K, doc: unknown): DslDocument<K> {
  // Documents are JSON, so a JSON copy is exact and leaves the caller's object untouched.
  const copy: unknown = doc === undefined ? undefined : JSON.parse(JSON.stringify(doc));
  let fn = compiled.get(kind);
  if (!fn) {
    fn = ajv.compile(toJsonSchema(kind));
    compiled.set(kind, fn);
  }
  fn(copy);
  if (isRecord(copy)) FORMATTER_DEFAULTS[kind]?.(copy);
  return copy as DslDocument<K>;
}
