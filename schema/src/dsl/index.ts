/**
 * `@tessera/schema/dsl`: the page DSL: schemas (TypeBox, published as JSON Schema draft-07), derived types, semantic
 * rules, migrations and the canonical format. Its validators, which need ajv, are in `/validate`.
 */
export * from './codes';
export * from './codes-extra';
export * from './operators';
export * from './operator-list';
export * from './version';
export { KEY_PATTERN, HEIGHT_PATTERN, MAX_DATE_PATTERN, URL_PATH_PATTERN } from './common';

export * from './i18n';
export * from './page';
export * from './router-config';
export * from './layout';
export * from './section';
export * from './diagram-sql-model';
export * from './other-config';
export * from './table-config';
export * from './table-basic';
export * from './table-column';
export * from './column';
export * from './column-rules';
export * from './filter';
export * from './filter-option';
export * from './filter-range';
export * from './datepicker-options';
export * from './chart';
export * from './chart-parts';
export * from './chart-height';
export * from './series';
export * from './card-info';
export * from './looker';
export * from './comment';
export * from './dataset';
export * from './template';
export * from './filter-condition';
export {
  EXPORT_VALUES,
  PageRequestSchema,
  ReportQuerySchema,
  type ExportValues,
  type PageRequest,
  type ReportQuery,
} from './query';
export * from './linked-select';
export * from './pagination';
export * from './paging-query';
export * from './global-select-option';
export * from './share-query';

export * from './kinds';
export * from './json-schema';
export { describeSchema, suggestKey, type LocalizedMessage } from './messages';

export * from './semantic';
export * from './migrations';
export * from './format';
