import Ajv, { type ErrorObject, type JSONSchemaType } from 'ajv';
import type { FieldError } from './envelope';
import { PAGING } from '../constants';

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

/** Usernames are login names: letters, digits and . _ - only, so they are safe in urls and logs. */
const USERNAME_PATTERN = '^[A-Za-z0-9._-]+$';
/** App keys become url segments. */
const APP_KEY_PATTERN = '^[a-z0-9][a-z0-9-]*$';
const password = { type: 'string', minLength: 8, maxLength: 200 } as const;

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
