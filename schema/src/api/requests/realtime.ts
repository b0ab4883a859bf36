/**
 * Real-time data and the A/B report. Both take the report query of a section (spec section 3); the real-time calls
 * are GETs (spec section 7), so the query's structured parts travel as JSON text in the query string.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { INPUT_LIMITS } from './limits';
import { contract, docObject, flag, id, queryContract } from './primitives';

/** Room for the JSON text of a section's filter conditions (200 conditions of a few hundred characters). */
const JSON_TEXT = 60_000;

/**
 * `GET /realtime/data/list`, `/new/realtime/core/data`, `/new/realtime/push/data`: a real-time section's report
 * query. `filter_condition` (an array) and `sort_key_map` (an object) are JSON text; `page`/`page_size` ask for a page.
 */
export const RealtimeDataQuery = queryContract('RealtimeDataQuery', {
  diagram_id: id,
  filter_condition: Type.Optional(Type.String({ maxLength: JSON_TEXT })),
  sort_key_map: Type.Optional(Type.String({ maxLength: JSON_TEXT })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.MAX_PAGE_SIZE })),
  data_set_id: Type.Optional(id),
  preview: Type.Optional(flag),
});
export type RealtimeDataQuery = Static<typeof RealtimeDataQuery>;

const columnKey = Type.Optional(Type.String({ minLength: 1, maxLength: INPUT_LIMITS.KEY }));

/**
 * `POST /customize/page-diagram/ab/report/index/data`: an experiment section's report query, and the columns the
 * groups (`dim_value`), the indicator (`index_value`) and the observations (`second_dim_value`) come from; each
 * defaults to the section's A/B settings.
 */
export const AbReportBody = contract('AbReportBody', {
  diagram_id: id,
  /** Checked item by item as a report query's filter_condition. */
  filter_condition: Type.Optional(Type.Array(docObject, { maxItems: 200 })),
  sort_key_map: Type.Optional(docObject),
  data_set_id: Type.Optional(id),
  dim_value: columnKey,
  index_value: columnKey,
  second_dim_value: columnKey,
  preview: Type.Optional(flag),
});
export type AbReportBody = Static<typeof AbReportBody>;
