import type { RealtimeDataQuery } from '@tessera/schema/api';
import type { ReportQuery } from '@tessera/schema/dsl';
import { AppError } from '../../core/errors';
import { reportQueryOf } from '../report/body';

/** JSON text of a query parameter; a 400 naming the parameter when it is not JSON of the expected kind. */
function jsonParam(text: string | undefined, field: string, kind: 'array' | 'object'): unknown {
  if (text === undefined || text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const isArray = Array.isArray(value);
  const fits = kind === 'array' ? isArray : typeof value === 'object' && value !== null && !isArray;
  if (!fits) throw new AppError(400, 'realtime.bad_json', { field, expected: kind }, { field });
  return value;
}

/**
 * The report query of a real-time GET: the query string's JSON parts parsed, then checked exactly as `new/data`'s
 * body (reportQueryOf: every condition, operator and page bound, 400 with JSON Pointers).
 */
export function realtimeReportQuery(query: RealtimeDataQuery): ReportQuery {
  const raw: Record<string, unknown> = { diagram_id: query.diagram_id };
  const conditions = jsonParam(query.filter_condition, 'filter_condition', 'array');
  const sort = jsonParam(query.sort_key_map, 'sort_key_map', 'object');
  if (conditions !== undefined) raw.filter_condition = conditions;
  if (sort !== undefined) raw.sort_key_map = sort;
  if (query.page !== undefined || query.page_size !== undefined)
    raw.page = {
      ...(query.page === undefined ? {} : { page: query.page }),
      ...(query.page_size === undefined ? {} : { page_size: query.page_size }),
    };
  if (query.data_set_id !== undefined) raw.data_set_id = query.data_set_id;
  return reportQueryOf(raw);
}
