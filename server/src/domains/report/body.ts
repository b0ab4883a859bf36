import { PAGING } from '@tessera/schema/rules';
import { validateDocument } from '@tessera/schema/validate';
import { type DslKind, type LinkedSelectRequest, type ReportQuery, type Section } from '@tessera/schema/dsl';
import { ValidationError } from '../../core/errors';
import type { Ctx } from '../../core/state';
import { assertNoErrors, invalidAt } from '../pages/document-errors';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function validated<T>(kind: DslKind, doc: Json, pointer: string): T {
  assertNoErrors(validateDocument(kind, doc).issues, pointer);
  return doc as T;
}

/** 0/1 or a boolean, absent = off. */
export function flag(value: unknown, field: string): boolean {
  if (value === undefined || value === null || value === 0 || value === false) return false;
  if (value === 1 || value === true) return true;
  throw new ValidationError([{ field, rule: 'enum', params: { values: '0, 1' } }]);
}

/**
 * A report query payload, keys as sent (column keys in `sort_key_map` and `export_fields` are data):
 * `filter_condition`/`sort_key_map` defaulted to empty, a `page` given without page_size gets the default (10); then
 * validateDocument('report-query') — 400 with JSON Pointers (under `pointer`) naming each bad value, unknown
 * operators included.
 */
export function reportQueryOf(raw: unknown, pointer = ''): ReportQuery {
  if (!isObject(raw)) throw invalidAt(pointer, { en: 'must be an object', zh: '必须是对象' });
  const doc = { ...raw };
  doc.filter_condition ??= [];
  doc.sort_key_map ??= {};
  if (isObject(doc.page)) doc.page = { page: PAGING.DEFAULT_PAGE, page_size: PAGING.DEFAULT_PAGE_SIZE, ...doc.page };
  return validated<ReportQuery>('report-query', doc, pointer);
}

/** The request body; its field names were put in snake form at the edge (core/middleware snakeCaseFields). */
function rawBody(ctx: Ctx): Json {
  const body = (ctx.request as { body?: unknown }).body;
  if (body === undefined) return {};
  if (!isObject(body)) throw invalidAt('', { en: 'must be an object', zh: '必须是对象' });
  return body;
}

/**
 * `new/data`: the report query plus the call's own flags (not part of the payload): `preview`, `explain`, and
 * `compact` (the answer in the compact shape, which the web app's tables ask for).
 */
export function dataRequest(ctx: Ctx): { payload: ReportQuery; preview: boolean; explain: boolean; compact: boolean } {
  const { preview, explain, compact, ...payload } = rawBody(ctx);
  return {
    payload: reportQueryOf(payload),
    preview: flag(preview, 'preview'),
    explain: flag(explain, 'explain'),
    compact: flag(compact, 'compact'),
  };
}

/** The linked select request (`validateDocument('linked-select')`) plus `preview`. */
export function linkedSelectRequest(ctx: Ctx): LinkedSelectRequest & { preview: boolean; section?: Section } {
  const { preview, section, ...request } = rawBody(ctx);
  const linked = { ...validated<LinkedSelectRequest>('linked-select', request, ''), preview: flag(preview, 'preview') };
  return section === undefined ? linked : { ...linked, section: editedSection(section, linked.diagram_id) };
}

/**
 * The designer's section as edited (admins; prepareSection refuses others), checked as a section document with
 * pointers under `/section`. An unsaved section takes the id of the stored one it previews.
 */
export function editedSection(section: unknown, diagramId: unknown): Section {
  const doc = { id: diagramId, ...(section as Record<string, unknown>) };
  assertNoErrors(validateDocument('section', doc).issues, '/section');
  return doc as Section;
}
