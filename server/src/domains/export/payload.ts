import type { ReportQuery } from '@tessera/schema/dsl';
import { ValidationError } from '../../core/errors';
import type { Ctx } from '../../core/state';
import { reportQueryOf } from '../report/body';

/** A report query with the columns to export: column key → CSV header, in file order. */
export type ExportQuery = ReportQuery & { export_fields: Record<string, string> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The body of an export: a report query (spec section 3), read exactly as `new/data` reads it (reportQueryOf:
 * column keys in `export_fields`/`sort_key_map` as sent, 400 with JSON Pointers),
 * whose `export_fields` is required and not empty (400 naming it).
 */
export function exportPayload(ctx: Ctx): ExportQuery {
  const raw = (ctx.request as { body?: unknown }).body;
  const fields = isObject(raw) ? raw.export_fields : undefined;
  // Present but of the wrong type is left to the schema check (a pointer to /export_fields).
  if (fields === undefined || fields === null || (isObject(fields) && Object.keys(fields).length === 0))
    throw new ValidationError([{ field: 'export_fields', rule: 'required' }]);
  return reportQueryOf(raw) as ExportQuery;
}
