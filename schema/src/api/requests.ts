import Ajv, { type ErrorObject, type JSONSchemaType } from 'ajv';
import type { FieldError } from './envelope';
import { PAGING } from '../constants';
import { AGGREGATES, FORMATTERS, type Aggregate, type Formatter } from '../dsl/codes';

/**
 * JSON Schemas of the data service's request inputs. Bodies are validated strictly; query strings with
 * type coercion (everything in a URL is text). Defaults are filled in, so handlers read complete values.
 */

const id = { type: 'integer', minimum: 1 } as const;
const flag = { type: 'integer', enum: [0, 1] } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const paging = (pageSize: number) =>
  ({
    page: { type: 'integer', minimum: 1, default: PAGING.DEFAULT_PAGE },
    page_size: { type: 'integer', minimum: 1, maximum: PAGING.MAX_PAGE_SIZE, default: pageSize },
  }) as const;

export interface LoginBody { username: string; password: string }
export interface AppIdQuery { app_id: number }
export interface IdQuery { id: number }
export interface IdBody { id: number }
export interface AppListQuery { all_type: 0 | 1 }
export interface EntriesQuery { app_id: number; share: 0 | 1 }
export interface LookupQuery { url: string }
export interface SearchBody { search_content: string; page: number; page_size: number }
export interface SearchAllBody { search_content: string }
export interface AppAddBody { app_name: string; app_key: string; image_url?: string | null; status: 0 | 1; sort: number }
export interface AppUpdateBody { id: number; app_name?: string; app_key?: string; image_url?: string | null; status?: 0 | 1; sort?: number }
export interface AnnouncementBody { app_id: number; announcement: string }
export interface UserAddBody { username: string; realname: string; password?: string; is_admin: boolean }
export interface UserUpdateBody { id: number; realname?: string; is_admin?: boolean; status?: 0 | 1 }
export interface ResetPasswordBody { id: number; password?: string }
export interface VisitUrlBody { url: string }

/** Datasets, pages and sections, template import/export. Document fields (section, document, bundle) are checked by the DSL validators, not here. */
export interface DatasetListBody { app_id: number; search_content: string; page_model: { page: number; page_size: number } }
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
export interface TableColumnInput { name: string; type: string }
export interface DatasetTemplateSqlBody { connection_id: number; table_name: string; columns?: TableColumnInput[] }
export interface IndicatorDetailQuery { id: number; column_key: string }
export interface PageIdQuery { page_id: number; preview: 0 | 1 }
export interface SectionQuery { id: number; preview: 0 | 1 }
export interface SectionAddBody { page_id: number; section: Record<string, unknown> }
export interface SectionUpdateBody { id: number; section: Record<string, unknown>; new_config2?: boolean; template_key?: string | null }
export interface SectionCopyBody { id: number; page_id: number }
export interface SectionSortBody { page_id: number; ids: number[] }
export interface SectionOnlineBody { diagram_id_set: unknown[]; page_id?: number }
export interface PageSaveBody { page_id: number; document: Record<string, unknown> }
export interface TemplateExportQuery { page_id: number }
export interface TemplateImportBody { app_id: number; bundle: Record<string, unknown>; parent_id?: number | null; replace: boolean }

/** Database connections (spec section 7 "Database config"). Kind-specific rules and `options` are checked by the server. */
export type DbConnectionKind = 'mysql' | 'postgres' | 'sqlite';
export interface DbConnectionSaveBody {
  id?: number;
  app_id?: number | null;
  name?: string;
  kind?: DbConnectionKind;
  host?: string | null;
  port?: number | null;
  username?: string | null;
  /** Absent: keep the stored password; '' clears it. */
  password?: string;
  database_name?: string | null;
  file?: string | null;
  options?: Record<string, unknown> | null;
}
export interface DbConnectionListQuery { app_id?: number }
export interface DbConnectionIdQuery { connection_id: number }
export interface DbTablesQuery { connection_id: number; database?: string }
export interface DbColumnsQuery { connection_id: number; database?: string; table: string }
export interface SqlExecBody { connection_id: number; sql: string; max_rows: number }

/**
 * Options (spec section 7 "Global columns and select-diy", "Global select options", `/select/list`, filter values).
 * `app_id` absent or null on a definition: shared by every app. Lists and lookups with `app_id` cover that app's
 * rows and the shared ones; without it, the shared ones only.
 */
export interface SelectOptionInput { name: string; value: string | number }
export interface OptionListQuery { app_id?: number; search_content: string; page: number; page_size: number }
export interface OptionKeysBody { app_id?: number; keys: string[] }
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
export interface GlobalSelectSaveBody { id?: number; app_id?: number | null; key: string; name: string; values: SelectOptionInput[] }
export interface SelectDiyListQuery { app_id: number; search_content: string }
export interface SelectDiyConfigInput {
  source: 'manual' | 'dataset';
  data_set_id?: number | null;
  column_key?: string | null;
  name_column_key?: string | null;
  values?: SelectOptionInput[];
}
export interface SelectDiyConfigSaveBody { id?: number; app_id: number; key: string; name: string; config: SelectDiyConfigInput }
export interface SelectDiyValueSaveBody { id: number; values: SelectOptionInput[] }
export interface SelectListBody { app_id?: number; key?: string; keys?: string[]; with_all: 0 | 1 }
export interface FilterValuesBody {
  diagram_id: number;
  filter_key?: string;
  /** Absent: read. An array: save (admins). null: remove the saved values (admins). */
  values?: SelectOptionInput[] | null;
  default_value?: string | number | null;
  default_value_list?: (string | number)[];
}

/** Usernames are login names: letters, digits and . _ - only, so they are safe in urls and logs. */
const USERNAME_PATTERN = '^[A-Za-z0-9._-]+$';
/** App keys become url segments. */
const APP_KEY_PATTERN = '^[a-z0-9][a-z0-9-]*$';
const password = { type: 'string', minLength: 8, maxLength: 200 } as const;
/** Dataset and section keys (the DSL's KEY_PATTERN); 80 characters leave room for the `#id` a soft delete appends. */
const KEY = { type: 'string', minLength: 1, maxLength: 80, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' } as const;
/** A table, optionally schema-qualified; the query engine quotes it. */
const TABLE_NAME = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z_][A-Za-z0-9_$]*(\\.[A-Za-z_][A-Za-z0-9_$]*)?$' } as const;
const docObject = { type: 'object' } as const;

/** Options: an option value (text or number) and label, option lists, key lookups, dataset column keys. */
const OPTION_VALUE = { type: ['string', 'number'], minLength: 1, maxLength: 500 } as const;
const OPTION_LIST = {
  type: 'array',
  maxItems: 5000,
  items: { type: 'object', properties: { name: { type: 'string', minLength: 1, maxLength: 200 }, value: OPTION_VALUE }, required: ['name', 'value'], additionalProperties: false },
} as const;
const OPTION_KEYS = { type: 'array', items: { type: 'string', minLength: 1, maxLength: 100 }, maxItems: 500 } as const;
const COLUMN_KEY = { type: 'string', minLength: 1, maxLength: 80, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' } as const;

export const requestSchemas = {
  login: {
    type: 'object',
    properties: { username: { type: 'string', minLength: 1, maxLength: 64 }, password: { type: 'string', minLength: 1, maxLength: 200 } },
    required: ['username', 'password'],
    additionalProperties: false,
  },
  appIdQuery: { type: 'object', properties: { app_id: id }, required: ['app_id'] },
  idQuery: { type: 'object', properties: { id }, required: ['id'] },
  idBody: { type: 'object', properties: { id }, required: ['id'], additionalProperties: false },
  appListQuery: { type: 'object', properties: { all_type: { ...flag, default: 0 } } },
  entriesQuery: { type: 'object', properties: { app_id: id, share: { ...flag, default: 0 } }, required: ['app_id'] },
  lookupQuery: { type: 'object', properties: { url: { type: 'string', minLength: 1, maxLength: 2000, pattern: '^/' } }, required: ['url'] },
  userSearch: {
    type: 'object',
    properties: { search_content: { ...text(100), default: '' }, ...paging(PAGING.USER_PAGE_SIZE) },
    additionalProperties: false,
  },
  appSearch: {
    type: 'object',
    properties: { search_content: { ...text(100), default: '' }, ...paging(PAGING.DEFAULT_PAGE_SIZE) },
    additionalProperties: false,
  },
  searchAll: { type: 'object', properties: { search_content: { ...text(100), default: '' } }, additionalProperties: false },
  appAdd: {
    type: 'object',
    properties: {
      app_name: { type: 'string', minLength: 1, maxLength: 100 },
      app_key: { type: 'string', minLength: 1, maxLength: 50, pattern: APP_KEY_PATTERN },
      image_url: { type: ['string', 'null'], maxLength: 1000 },
      status: { ...flag, default: 1 },
      sort: { type: 'integer', default: 0 },
    },
    required: ['app_name', 'app_key'],
    additionalProperties: false,
  },
  appUpdate: {
    type: 'object',
    properties: {
      id,
      app_name: { type: 'string', minLength: 1, maxLength: 100 },
      app_key: { type: 'string', minLength: 1, maxLength: 50, pattern: APP_KEY_PATTERN },
      image_url: { type: ['string', 'null'], maxLength: 1000 },
      status: flag,
      sort: { type: 'integer' },
    },
    required: ['id'],
    additionalProperties: false,
  },
  announcement: {
    type: 'object',
    properties: { app_id: id, announcement: text(20000) },
    required: ['app_id', 'announcement'],
    additionalProperties: false,
  },
  userAdd: {
    type: 'object',
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 64, pattern: USERNAME_PATTERN },
      realname: { type: 'string', minLength: 1, maxLength: 100 },
      password,
      is_admin: { type: 'boolean', default: false },
    },
    required: ['username', 'realname'],
    additionalProperties: false,
  },
  userUpdate: {
    type: 'object',
    properties: { id, realname: { type: 'string', minLength: 1, maxLength: 100 }, is_admin: { type: 'boolean' }, status: flag },
    required: ['id'],
    additionalProperties: false,
  },
  resetPassword: { type: 'object', properties: { id, password }, required: ['id'], additionalProperties: false },
  visitUrl: {
    type: 'object',
    properties: { url: { type: 'string', minLength: 1, maxLength: 2000, pattern: '^/' } },
    required: ['url'],
    additionalProperties: false,
  },
  datasetList: {
    type: 'object',
    properties: {
      app_id: id,
      search_content: { ...text(100), default: '' },
      page_model: { type: 'object', properties: paging(PAGING.DATASET_PAGE_SIZE), additionalProperties: false, default: {} },
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
          properties: { name: { type: 'string', minLength: 1, maxLength: 200 }, type: { type: 'string', maxLength: 200, default: '' } },
          required: ['name'],
          additionalProperties: false,
        },
      },
    },
    required: ['connection_id', 'table_name'],
    additionalProperties: false,
  },
  indicatorDetailQuery: { type: 'object', properties: { id, column_key: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['id', 'column_key'] },
  pageIdQuery: { type: 'object', properties: { page_id: id, preview: { ...flag, default: 0 } }, required: ['page_id'] },
  sectionQuery: { type: 'object', properties: { id, preview: { ...flag, default: 0 } }, required: ['id'] },
  sectionAdd: { type: 'object', properties: { page_id: id, section: docObject }, required: ['page_id', 'section'], additionalProperties: false },
  sectionUpdate: {
    type: 'object',
    properties: { id, section: docObject, new_config2: { type: 'boolean' }, template_key: { anyOf: [KEY, { type: 'null' }] } },
    required: ['id', 'section'],
    additionalProperties: false,
  },
  sectionCopy: { type: 'object', properties: { id, page_id: id }, required: ['id', 'page_id'], additionalProperties: false },
  sectionSort: {
    type: 'object',
    properties: { page_id: id, ids: { type: 'array', items: id, minItems: 1, maxItems: 1000, uniqueItems: true } },
    required: ['page_id', 'ids'],
    additionalProperties: false,
  },
  // Items are left unconstrained: checkOnline names each bad id with its own message.
  sectionOnline: { type: 'object', properties: { diagram_id_set: { type: 'array', maxItems: 1000 }, page_id: id }, required: ['diagram_id_set'], additionalProperties: false },
  pageSave: { type: 'object', properties: { page_id: id, document: docObject }, required: ['page_id', 'document'], additionalProperties: false },
  templateExportQuery: { type: 'object', properties: { page_id: id }, required: ['page_id'] },
  templateImport: {
    type: 'object',
    properties: { app_id: id, bundle: docObject, parent_id: { anyOf: [id, { type: 'null' }] }, replace: { type: 'boolean', default: false } },
    required: ['app_id', 'bundle'],
    additionalProperties: false,
  },
  dbConnectionSave: {
    type: 'object',
    properties: {
      id,
      app_id: { type: ['integer', 'null'], minimum: 1 },
      name: { type: 'string', minLength: 1, maxLength: 100 },
      kind: { type: 'string', enum: ['mysql', 'postgres', 'sqlite'] },
      host: { type: ['string', 'null'], maxLength: 255 },
      port: { type: ['integer', 'null'], minimum: 1, maximum: 65535 },
      username: { type: ['string', 'null'], maxLength: 100 },
      password: { type: 'string', maxLength: 500 },
      database_name: { type: ['string', 'null'], maxLength: 100 },
      file: { type: ['string', 'null'], maxLength: 500 },
      options: { type: ['object', 'null'] },
    },
    additionalProperties: false,
  },
  dbConnectionListQuery: { type: 'object', properties: { app_id: id } },
  dbConnectionIdQuery: { type: 'object', properties: { connection_id: id }, required: ['connection_id'] },
  dbTablesQuery: { type: 'object', properties: { connection_id: id, database: { type: 'string', minLength: 1, maxLength: 100 } }, required: ['connection_id'] },
  dbColumnsQuery: {
    type: 'object',
    properties: { connection_id: id, database: { type: 'string', minLength: 1, maxLength: 100 }, table: { type: 'string', minLength: 1, maxLength: 200 } },
    required: ['connection_id', 'table'],
  },
  sqlExec: {
    type: 'object',
    properties: { connection_id: id, sql: { type: 'string', minLength: 1, maxLength: 100000 }, max_rows: { type: 'integer', minimum: 1, maximum: 10000, default: 1000 } },
    required: ['connection_id', 'sql'],
    additionalProperties: false,
  },
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
    properties: { id, app_id: { type: ['integer', 'null'], minimum: 1 }, key: KEY, name: { type: 'string', minLength: 1, maxLength: 200 }, values: OPTION_LIST },
    required: ['key', 'name', 'values'],
    additionalProperties: false,
  },
  selectDiyListQuery: { type: 'object', properties: { app_id: id, search_content: { ...text(100), default: '' } }, required: ['app_id'] },
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
  selectDiyValueSave: { type: 'object', properties: { id, values: OPTION_LIST }, required: ['id', 'values'], additionalProperties: false },
  selectList: {
    type: 'object',
    properties: { app_id: id, key: { type: 'string', minLength: 1, maxLength: 100 }, keys: OPTION_KEYS, with_all: { ...flag, default: 0 } },
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
  // Report data (server domain `report`). The report query payload itself is a DSL document: validateDocument('report-query').
  reportSelectOptions: {
    type: 'object',
    properties: {
      diagram_id: id,
      field: { type: 'string', minLength: 1, maxLength: 200 },
      search: { type: 'string', maxLength: 200 },
      limit: { type: 'integer', minimum: 1, maximum: PAGING.MAX_PAGE_SIZE, default: PAGING.MAX_PAGE_SIZE },
      filter_condition: { type: 'array', items: { type: 'object' }, maxItems: 200 },
      preview: flag,
    },
    required: ['diagram_id', 'field'],
    additionalProperties: false,
  },
  reportConfigData: { type: 'object', properties: { section: docObject, payload: docObject }, required: ['section', 'payload'], additionalProperties: false },
} as const;

export type RequestSchemaName = keyof typeof requestSchemas;

const bodyAjv = new Ajv({ allErrors: true, useDefaults: true, strict: false });
const queryAjv = new Ajv({ allErrors: true, useDefaults: true, coerceTypes: true, strict: false });
const compiled = new Map<string, ReturnType<Ajv['compile']>>();

function validatorFor(name: RequestSchemaName, from: 'body' | 'query') {
  const key = `${from}:${name}`;
  let fn = compiled.get(key);
  if (!fn) {
    fn = (from === 'query' ? queryAjv : bodyAjv).compile(requestSchemas[name] as unknown as JSONSchemaType<unknown>);
    compiled.set(key, fn);
  }
  return fn;
}

function toFieldError(e: ErrorObject): FieldError {
  const path = e.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  switch (e.keyword) {
    case 'required':
      return { field: [path, (e.params as { missingProperty: string }).missingProperty].filter(Boolean).join('.'), rule: 'required' };
    case 'additionalProperties':
      return { field: [path, (e.params as { additionalProperty: string }).additionalProperty].filter(Boolean).join('.'), rule: 'unknown_field' };
    case 'minLength':
      return (e.params as { limit: number }).limit === 1
        ? { field: path, rule: 'required' }
        : { field: path, rule: 'min_length', params: { limit: (e.params as { limit: number }).limit } };
    case 'maxLength':
      return { field: path, rule: 'max_length', params: { limit: (e.params as { limit: number }).limit } };
    case 'minimum':
    case 'maximum':
      return { field: path, rule: e.keyword, params: { limit: (e.params as { limit: number }).limit } };
    case 'enum':
      return { field: path, rule: 'enum', params: { values: (e.params as { allowedValues: unknown[] }).allowedValues.join(', ') } };
    case 'pattern':
      return { field: path, rule: 'pattern' };
    case 'type':
      return { field: path, rule: 'type', params: { type: String((e.params as { type: string | string[] }).type) } };
    default:
      return { field: path, rule: 'invalid' };
  }
}

/**
 * Validates (and fills defaults into) a copy of `input`. Returns the typed value or the list of field errors,
 * one per offending field.
 */
export function validateRequest<T>(
  name: RequestSchemaName,
  input: unknown,
  from: 'body' | 'query' = 'body',
): { ok: true; value: T } | { ok: false; errors: FieldError[] } {
  // Request input is parsed JSON, so a JSON copy is exact; defaults go into the copy, never the caller's object.
  const value = input && typeof input === 'object' ? JSON.parse(JSON.stringify(input)) : input ?? {};
  const fn = validatorFor(name, from);
  if (fn(value)) return { ok: true, value: value as T };
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const e of fn.errors ?? []) {
    const fe = toFieldError(e);
    if (seen.has(fe.field)) continue;
    seen.add(fe.field);
    errors.push(fe);
  }
  return { ok: false, errors };
}

/** Report data: `select-options` (filter_condition items are checked as the report query's) and `new/config/data`. */
export interface ReportSelectOptionsBody { diagram_id: number; field: string; search?: string; limit: number; filter_condition?: Record<string, unknown>[]; preview?: 0 | 1 }
export interface ReportConfigDataBody { section: Record<string, unknown>; payload: Record<string, unknown> }
