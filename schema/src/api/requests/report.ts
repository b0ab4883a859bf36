/**
 * Report data. The report query itself (`new/data`, `data/download`) and the linked select are DSL documents,
 * checked by validateDocument('report-query' | 'linked-select'); these are the other report requests.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { INPUT_LIMITS } from './limits';
import { contract, docObject, filled, flag, id } from './primitives';

export const ReportSelectOptionsBody = contract('ReportSelectOptionsBody', {
  diagram_id: id,
  field: filled(INPUT_LIMITS.NAME),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Integer({ minimum: 1, maximum: PAGING.MAX_PAGE_SIZE, default: PAGING.MAX_PAGE_SIZE }),
  /** Checked item by item as a report query's filter_condition. */
  filter_condition: Type.Optional(Type.Array(docObject, { maxItems: 200 })),
  preview: Type.Optional(flag),
  /** The designer's preview (admins): the section config as edited, so options of unsaved filters show. */
  section: Type.Optional(docObject),
});
export type ReportSelectOptionsBody = Static<typeof ReportSelectOptionsBody>;
export const ReportConfigDataBody = contract('ReportConfigDataBody', {
  section: docObject,
  payload: docObject,
  /** The page (entry id) of a section not yet stored, whose payload names it by its key: a page never saved. */
  page_id: Type.Optional(id),
});
export type ReportConfigDataBody = Static<typeof ReportConfigDataBody>;

/** Sections asked together in one `new/data/batch` call at most (a page view's sections). */
export const REPORT_BATCH_MAX = 60;
/**
 * `new/data/batch`: the report queries of a page view's sections, each checked as `new/data`'s body; `preview` as
 * there (admins: the drafts).
 */
export const ReportDataBatchBody = contract('ReportDataBatchBody', {
  queries: Type.Array(docObject, { minItems: 1, maxItems: REPORT_BATCH_MAX }),
  preview: Type.Optional(flag),
  /** The places (0-based) of the queries to answer in the compact shape (`CompactReportData`), as `compact: 1` asks `new/data`. */
  compact: Type.Optional(
    Type.Array(Type.Integer({ minimum: 0, maximum: REPORT_BATCH_MAX - 1 }), {
      maxItems: REPORT_BATCH_MAX,
      uniqueItems: true,
    }),
  ),
});
export type ReportDataBatchBody = Static<typeof ReportDataBatchBody>;
