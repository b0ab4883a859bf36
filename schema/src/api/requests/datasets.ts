/** Datasets and their columns. Pages and sections, and template import/export, live in pages.ts and templates.ts. */

import { PAGING } from '../../constants';
import { id, text, paging, KEY } from './primitives';

export interface DatasetListBody {
  app_id: number;
  search_content: string;
  page_model: { page: number; page_size: number };
}
export interface DatasetSaveBody {
  id?: number;
  app_id: number;
  key: string;
  name: string;
  connection_id: number;
  sql?: string | null;
  table_name?: string | null;
  data_update_mode: 1 | 2 | 3 | 4;
  columns: unknown[];
}
export interface TableColumnInput {
  name: string;
  type: string;
}
export interface DatasetTemplateSqlBody {
  connection_id: number;
  table_name: string;
  columns?: TableColumnInput[];
}
export interface IndicatorDetailQuery {
  id: number;
  column_key: string;
}

/** A table, optionally schema-qualified; the query engine quotes it. */
const TABLE_NAME = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  pattern: '^[A-Za-z_][A-Za-z0-9_$]*(\\.[A-Za-z_][A-Za-z0-9_$]*)?$',
} as const;

export const datasetSchemas = {
  datasetList: {
    type: 'object',
    properties: {
      app_id: id,
      search_content: { ...text(100), default: '' },
      page_model: {
        type: 'object',
        properties: paging(PAGING.DATASET_PAGE_SIZE),
        additionalProperties: false,
        default: {},
      },
    },
    required: ['app_id'],
    additionalProperties: false,
  },
  datasetSave: {
    type: 'object',
    properties: {
      id,
      app_id: id,
      key: KEY,
      name: { type: 'string', minLength: 1, maxLength: 200 },
      connection_id: id,
      sql: { type: ['string', 'null'], maxLength: 200000 },
      table_name: { anyOf: [TABLE_NAME, { type: 'null' }] },
      data_update_mode: { type: 'integer', enum: [1, 2, 3, 4], default: 2 },
      columns: { type: 'array', items: { type: 'object' }, maxItems: 1000 },
    },
    required: ['app_id', 'key', 'name', 'connection_id', 'columns'],
    additionalProperties: false,
  },
  datasetTemplateSql: {
    type: 'object',
    properties: {
      connection_id: id,
      table_name: TABLE_NAME,
      columns: {
        type: 'array',
        maxItems: 1000,
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 200 },
            type: { type: 'string', maxLength: 200, default: '' },
          },
          required: ['name'],
          additionalProperties: false,
        },
      },
    },
    required: ['connection_id', 'table_name'],
    additionalProperties: false,
  },
  indicatorDetailQuery: {
    type: 'object',
    properties: { id, column_key: { type: 'string', minLength: 1, maxLength: 200 } },
    required: ['id', 'column_key'],
  },
} as const;
