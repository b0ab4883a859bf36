/** Visit statistics and user flow (spec section 7 "Visit statistics"): filters of every call. */
import { Type, type Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { contract, id, oneOfText, paging, queryContract } from './primitives';

/** A calendar day, `YYYY-MM-DD`; the service also checks that it exists (no 2026-02-30). */
const day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** The longest span one call may read, in days: a year and a leap day. */
export const VISIT_MAX_DAYS = 366;
/** The session window of the user flow: a visit more than this after the previous one starts a new session. */
export const VISIT_SESSION_MINUTES = { DEFAULT: 30, MAX: 240 } as const;
/** Steps after the start page the user flow follows. */
export const VISIT_FLOW_DEPTH = { DEFAULT: 3, MAX: 5 } as const;

const filters = {
  /** One app; absent: every app the caller may see (admins: all). */
  app_id: Type.Optional(id),
  /** One page (entry id). */
  entry_id: Type.Optional(id),
  /** First day, inclusive; default 29 days before end_date. */
  start_date: Type.Optional(day),
  /** Last day, inclusive; default today. */
  end_date: Type.Optional(day),
};

export const VisitRangeQuery = queryContract('VisitRangeQuery', filters);
export type VisitRangeQuery = Static<typeof VisitRangeQuery>;

export const VisitPagedQuery = queryContract('VisitPagedQuery', { ...filters, ...paging(PAGING.DEFAULT_PAGE_SIZE) });
export type VisitPagedQuery = Static<typeof VisitPagedQuery>;

export const VisitFlowQuery = queryContract('VisitFlowQuery', {
  ...filters,
  /** The start page: required, the flow follows its visitors. */
  entry_id: id,
  depth: Type.Integer({ minimum: 1, maximum: VISIT_FLOW_DEPTH.MAX, default: VISIT_FLOW_DEPTH.DEFAULT }),
  session_minutes: Type.Integer({
    minimum: 1,
    maximum: VISIT_SESSION_MINUTES.MAX,
    default: VISIT_SESSION_MINUTES.DEFAULT,
  }),
});
export type VisitFlowQuery = Static<typeof VisitFlowQuery>;

/** The report pages the product ships about its own usage. */
export const VISIT_REPORT_PAGES = ['visit-stat', 'user-flow'] as const;
export type VisitReportPageName = (typeof VISIT_REPORT_PAGES)[number];

export const VisitReportPageQuery = queryContract('VisitReportPageQuery', { name: oneOfText(VISIT_REPORT_PAGES) });
export type VisitReportPageQuery = Static<typeof VisitReportPageQuery>;

/** Options of a filter of a built-in visit report page (`app_id`, `entry_id`). */
export const VisitReportOptionsBody = contract('VisitReportOptionsBody', {
  field: oneOfText(['app_id', 'entry_id'] as const),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});
export type VisitReportOptionsBody = Static<typeof VisitReportOptionsBody>;
