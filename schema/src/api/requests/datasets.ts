/** Datasets and their columns. Pages and sections, and template import/export, live in pages.ts and templates.ts. */
import { Type, type Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { INPUT_LIMITS } from './limits';
import {
  KEY,
  contract,
  docObject,
  filled,
  id,
  nullableText,
  paging,
  plain,
  queryContract,
  searchContent,
  shape,
} from './primitives';

/** A table, optionally schema-qualified; the query engine quotes it. */
const TABLE_NAME = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '^[A-Za-z_][A-Za-z0-9_$]*(\\.[A-Za-z_][A-Za-z0-9_$]*)?$',
});

export const DatasetListBody = contract('DatasetListBody', {
  app_id: id,
  search_content: searchContent,
  page_model: shape(paging(PAGING.DATASET_PAGE_SIZE), { additionalProperties: false, default: {} }),
});
export type DatasetListBody = Static<typeof DatasetListBody>;
const SQL = Type.Optional(nullableText(200000));
const TABLE = Type.Optional(Type.Union([TABLE_NAME, Type.Null()]));
/** `{{param}}` types and defaults: checked by the DSL's dataset rules (pointers `/params/i/…`). */
const PARAMS = Type.Optional(Type.Array(docObject, { maxItems: 100 }));
/** Checked column by column by the datasets service. */
const COLUMNS = Type.Array(docObject, { maxItems: 1000 });

export const DatasetSaveBody = contract('DatasetSaveBody', {
  id: Type.Optional(id),
  app_id: id,
  key: KEY,
  name: filled(INPUT_LIMITS.NAME),
  connection_id: id,
  sql: SQL,
  table_name: TABLE,
  data_update_mode: plain<1 | 2 | 3 | 4>({ type: 'integer', enum: [1, 2, 3, 4], default: 2 }),
  params: PARAMS,
  columns: COLUMNS,
});
export type DatasetSaveBody = Static<typeof DatasetSaveBody>;

/** Rows a dataset preview shows by default, and at most. */
export const DATASET_PREVIEW_ROWS = { DEFAULT: 100, MAX: 1000 } as const;

/** The source part of a dataset being edited (saved or not): what preview and sync-columns run. */
const datasetSource = {
  /** The saved dataset, when there is one: sync-columns names the sections of its pages that would break. */
  id: Type.Optional(id),
  app_id: id,
  connection_id: id,
  sql: SQL,
  table_name: TABLE,
  params: PARAMS,
};

export const DatasetPreviewBody = contract('DatasetPreviewBody', {
  ...datasetSource,
  /** Values of the `{{param}}` placeholders by name; a missing one takes the parameter's default. */
  values: Type.Optional(
    plain<Record<string, string | number>>({
      type: 'object',
      additionalProperties: { type: ['string', 'number'], maxLength: 10000 },
    }),
  ),
  limit: Type.Integer({ minimum: 1, maximum: DATASET_PREVIEW_ROWS.MAX, default: DATASET_PREVIEW_ROWS.DEFAULT }),
});
export type DatasetPreviewBody = Static<typeof DatasetPreviewBody>;

export const DatasetSyncColumnsBody = contract('DatasetSyncColumnsBody', {
  ...datasetSource,
  /** The columns as declared now (the editor's, not necessarily the saved ones). */
  columns: COLUMNS,
});
export type DatasetSyncColumnsBody = Static<typeof DatasetSyncColumnsBody>;
export const TableColumnInput = shape(
  { name: filled(INPUT_LIMITS.NAME), type: Type.String({ maxLength: 200, default: '' }) },
  { additionalProperties: false },
);
export type TableColumnInput = Static<typeof TableColumnInput>;
export const DatasetTemplateSqlBody = contract('DatasetTemplateSqlBody', {
  connection_id: id,
  table_name: TABLE_NAME,
  columns: Type.Optional(Type.Array(TableColumnInput, { maxItems: 1000 })),
});
export type DatasetTemplateSqlBody = Static<typeof DatasetTemplateSqlBody>;
export const IndicatorDetailQuery = queryContract('IndicatorDetailQuery', {
  id,
  column_key: filled(INPUT_LIMITS.NAME),
});
export type IndicatorDetailQuery = Static<typeof IndicatorDetailQuery>;
