import type { ReportQuery } from '@tessera/schema/dsl';
import { ValidationError } from '../../core/errors';
import type { Ctx } from '../../core/state';
import { flag, reportQueryOf } from '../report/body';
import { memberKeyOrder } from './key-order';

/**
 * A report query with the columns to export: column key → CSV header, in file order. `export_order` is that order
 * as the body wrote it (a parsed object lists integer-like keys such as "2024" first).
 */
export type ExportQuery = ReportQuery & { export_fields: Record<string, string>; export_order?: string[] };

/** An export request: the query, and `preview` (admins: export the draft they are looking at, as `new/data` does). */
export interface ExportRequest {
  payload: ExportQuery;
  preview: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body of an export: a report query (spec section 3), read exactly as `new/data` reads it (reportQueryOf:
 * column keys in `export_fields`/`sort_key_map` as sent, 400 with JSON Pointers), whose `export_fields` is required
 * and not empty (400 naming it), and the call's own flag `preview`.
 */
export function exportRequest(ctx: Ctx): ExportRequest {
  const body = (ctx.request as { body?: unknown }).body;
  const { preview, ...raw } = isObject(body) ? body : {};
  const fields = raw.export_fields;
  // Present but of the wrong type is left to the schema check (a pointer to /export_fields).
  if (fields === undefined || fields === null || (isObject(fields) && Object.keys(fields).length === 0))
    throw new ValidationError([{ field: 'export_fields', rule: 'required' }]);
  const query = reportQueryOf(raw) as ExportQuery;
  const text = (ctx.request as { rawBody?: unknown }).rawBody;
  // Top-level names may arrive in camelCase (snakeCaseFields renamed them after parsing).
  const order = typeof text === 'string' ? memberKeyOrder(text, ['export_fields', 'exportFields']) : null;
  return { payload: order ? { ...query, export_order: order } : query, preview: flag(preview, 'preview') };
}
