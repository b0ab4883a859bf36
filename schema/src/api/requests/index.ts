/**
 * JSON Schemas of the data service's request inputs, one file per domain. Bodies are validated strictly; query
 * strings with type coercion (everything in a URL is text). Defaults are filled in, so handlers read complete values.
 */
import Ajv, { type ErrorObject, type JSONSchemaType } from 'ajv';
import type { FieldError } from '../envelope';
import { appSchemas } from './apps';
import { authSchemas } from './auth';
import { commentSchemas } from './comments';
import { commonSchemas } from './common';
import { connectionSchemas } from './connections';
import { datasetSchemas } from './datasets';
import { entrySchemas } from './entries';
import { optionSchemas } from './options';
import { pageSchemas } from './pages';
import { reportSchemas } from './report';
import { templateSchemas } from './templates';
import { userSchemas } from './users';
import { visitSchemas } from './visits';

// The request types (the per-domain schema maps are merged below, not exported).
export type { AppListQuery, AppAddBody, AppUpdateBody, AnnouncementBody } from './apps';
export type { LoginBody } from './auth';
export type { CommentAddBody, CommentUpdateBody, CommentListBody } from './comments';
export { COMMENT_LIMITS } from './comments';
export type { AppIdQuery, IdQuery, IdBody, SearchBody } from './common';
export type {
  DbConnectionKind,
  DbConnectionSaveBody,
  DbConnectionListQuery,
  DbConnectionIdQuery,
  DbTablesQuery,
  DbColumnsQuery,
  SqlExecBody,
} from './connections';
export type {
  DatasetListBody,
  DatasetSaveBody,
  TableColumnInput,
  DatasetTemplateSqlBody,
  IndicatorDetailQuery,
} from './datasets';
export type { EntriesQuery, LookupQuery } from './entries';
export type {
  SelectOptionInput,
  OptionListQuery,
  OptionKeysBody,
  GlobalColumnSaveBody,
  GlobalSelectSaveBody,
  SelectDiyListQuery,
  SelectDiyConfigInput,
  SelectDiyConfigSaveBody,
  SelectDiyValueSaveBody,
  SelectListBody,
  FilterValuesBody,
} from './options';
export type {
  PageIdQuery,
  SectionQuery,
  SectionAddBody,
  SectionUpdateBody,
  SectionCopyBody,
  SectionSortBody,
  SectionOnlineBody,
  PageSaveBody,
} from './pages';
export type { ReportSelectOptionsBody, ReportConfigDataBody } from './report';
export type { TemplateExportQuery, TemplateImportBody } from './templates';
export type { SearchAllBody, UserAddBody, UserUpdateBody, ResetPasswordBody } from './users';
export type { VisitUrlBody } from './visits';

export const requestSchemas = {
  ...authSchemas,
  ...commonSchemas,
  ...appSchemas,
  ...entrySchemas,
  ...userSchemas,
  ...visitSchemas,
  ...datasetSchemas,
  ...pageSchemas,
  ...templateSchemas,
  ...connectionSchemas,
  ...optionSchemas,
  ...reportSchemas,
  ...commentSchemas,
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
      return {
        field: [path, (e.params as { missingProperty: string }).missingProperty].filter(Boolean).join('.'),
        rule: 'required',
      };
    case 'additionalProperties':
      return {
        field: [path, (e.params as { additionalProperty: string }).additionalProperty].filter(Boolean).join('.'),
        rule: 'unknown_field',
      };
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
      return {
        field: path,
        rule: 'enum',
        params: { values: (e.params as { allowedValues: unknown[] }).allowedValues.join(', ') },
      };
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
  const value = input && typeof input === 'object' ? JSON.parse(JSON.stringify(input)) : (input ?? {});
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
