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
export const DatasetSaveBody = contract('DatasetSaveBody', {
  id: Type.Optional(id),
  app_id: id,
  key: KEY,
  name: filled(INPUT_LIMITS.NAME),
  connection_id: id,
  sql: Type.Optional(nullableText(200000)),
  table_name: Type.Optional(Type.Union([TABLE_NAME, Type.Null()])),
  data_update_mode: plain<1 | 2 | 3 | 4>({ type: 'integer', enum: [1, 2, 3, 4], default: 2 }),
  /** Checked column by column by the datasets service. */
  columns: Type.Array(docObject, { maxItems: 1000 }),
});
export type DatasetSaveBody = Static<typeof DatasetSaveBody>;
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
