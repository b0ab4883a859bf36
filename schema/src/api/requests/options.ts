/**
 * Options (spec section 7 "Global columns and select-diy", "Global select options", `/select/list`, filter values).
 * `app_id` absent or null on a definition: shared by every app. Lists and lookups with `app_id` cover that app's
 * rows and the shared ones; without it, the shared ones only.
 */

import { PAGING } from '../../constants';
import { AGGREGATES, FORMATTERS, type Aggregate, type Formatter } from '../../dsl/codes';
import { id, flag, text, paging, KEY } from './primitives';

export interface SelectOptionInput {
  name: string;
  value: string | number;
}
export interface OptionListQuery {
  app_id?: number;
  search_content: string;
  page: number;
  page_size: number;
}
export interface OptionKeysBody {
  app_id?: number;
  keys: string[];
}
export interface GlobalColumnSaveBody {
  id?: number;
  app_id?: number | null;
  column_key: string;
  column_name: string;
  column_type: 0 | 1;
  formatter?: Formatter | null;
  aggregate?: Aggregate | null;
  description?: string | null;
}
export interface GlobalSelectSaveBody {
  id?: number;
  app_id?: number | null;
  key: string;
  name: string;
  values: SelectOptionInput[];
}
export interface SelectDiyListQuery {
  app_id: number;
  search_content: string;
}
export interface SelectDiyConfigInput {
  source: 'manual' | 'dataset';
  data_set_id?: number | null;
  column_key?: string | null;
  name_column_key?: string | null;
  values?: SelectOptionInput[];
}
export interface SelectDiyConfigSaveBody {
  id?: number;
  app_id: number;
  key: string;
  name: string;
  config: SelectDiyConfigInput;
}
export interface SelectDiyValueSaveBody {
  id: number;
  values: SelectOptionInput[];
}
export interface SelectListBody {
  app_id?: number;
  key?: string;
  keys?: string[];
  with_all: 0 | 1;
}
export interface FilterValuesBody {
  diagram_id: number;
  filter_key?: string;
  /** Absent: read. An array: save (admins). null: remove the saved values (admins). */
  values?: SelectOptionInput[] | null;
  default_value?: string | number | null;
  default_value_list?: (string | number)[];
}

/** Options: an option value (text or number) and label, option lists, key lookups, dataset column keys. */
const OPTION_VALUE = { type: ['string', 'number'], minLength: 1, maxLength: 500 } as const;
const OPTION_LIST = {
  type: 'array',
  maxItems: 5000,
  items: {
    type: 'object',
    properties: { name: { type: 'string', minLength: 1, maxLength: 200 }, value: OPTION_VALUE },
    required: ['name', 'value'],
    additionalProperties: false,
  },
} as const;
const OPTION_KEYS = { type: 'array', items: { type: 'string', minLength: 1, maxLength: 100 }, maxItems: 500 } as const;
const COLUMN_KEY = { type: 'string', minLength: 1, maxLength: 80, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' } as const;

export const optionSchemas = {
  // Options. Column keys are identifier-like (they name dataset columns); 80 characters leave room for `#id`.
  optionListQuery: {
    type: 'object',
    properties: { app_id: id, search_content: { ...text(100), default: '' }, ...paging(PAGING.DEFAULT_PAGE_SIZE) },
  },
  optionListBody: {
    type: 'object',
    properties: { app_id: id, search_content: { ...text(100), default: '' }, ...paging(PAGING.DEFAULT_PAGE_SIZE) },
    additionalProperties: false,
  },
  optionKeys: {
    type: 'object',
    properties: { app_id: id, keys: OPTION_KEYS },
    required: ['keys'],
    additionalProperties: false,
  },
  globalColumnSave: {
    type: 'object',
    properties: {
      id,
      app_id: { type: ['integer', 'null'], minimum: 1 },
      column_key: COLUMN_KEY,
      column_name: { type: 'string', minLength: 1, maxLength: 200 },
      column_type: { type: 'integer', enum: [0, 1] },
      formatter: { type: ['string', 'null'], enum: [...FORMATTERS, null] },
      aggregate: { type: ['string', 'null'], enum: [...AGGREGATES, null] },
      description: { type: ['string', 'null'], maxLength: 2000 },
    },
    required: ['column_key', 'column_name', 'column_type'],
    additionalProperties: false,
  },
  globalSelectSave: {
    type: 'object',
    properties: {
      id,
      app_id: { type: ['integer', 'null'], minimum: 1 },
      key: KEY,
      name: { type: 'string', minLength: 1, maxLength: 200 },
      values: OPTION_LIST,
    },
    required: ['key', 'name', 'values'],
    additionalProperties: false,
  },
  selectDiyListQuery: {
    type: 'object',
    properties: { app_id: id, search_content: { ...text(100), default: '' } },
    required: ['app_id'],
  },
  selectDiyConfigSave: {
    type: 'object',
    properties: {
      id,
      app_id: id,
      key: KEY,
      name: { type: 'string', minLength: 1, maxLength: 200 },
      config: {
        type: 'object',
        properties: {
          source: { type: 'string', enum: ['manual', 'dataset'] },
          data_set_id: { type: ['integer', 'null'], minimum: 1 },
          column_key: { type: ['string', 'null'], minLength: 1, maxLength: 200 },
          name_column_key: { type: ['string', 'null'], minLength: 1, maxLength: 200 },
          values: OPTION_LIST,
        },
        required: ['source'],
        additionalProperties: false,
      },
    },
    required: ['app_id', 'key', 'name', 'config'],
    additionalProperties: false,
  },
  selectDiyValueSave: {
    type: 'object',
    properties: { id, values: OPTION_LIST },
    required: ['id', 'values'],
    additionalProperties: false,
  },
  selectList: {
    type: 'object',
    properties: {
      app_id: id,
      key: { type: 'string', minLength: 1, maxLength: 100 },
      keys: OPTION_KEYS,
      with_all: { ...flag, default: 0 },
    },
    additionalProperties: false,
  },
  filterValues: {
    type: 'object',
    properties: {
      diagram_id: id,
      filter_key: { type: 'string', minLength: 1, maxLength: 200 },
      values: { ...OPTION_LIST, type: ['array', 'null'] },
      default_value: { type: ['string', 'number', 'null'], maxLength: 500 },
      default_value_list: { type: 'array', items: OPTION_VALUE, maxItems: 5000 },
    },
    required: ['diagram_id'],
    additionalProperties: false,
  },
} as const;
