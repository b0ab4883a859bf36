/** Answers of the visit statistics calls (spec section 7 "Visit statistics") and of the user flow. */

/** The days a call read, as it resolved them (defaults filled). */
export interface VisitRange {
  start_date: string;
  end_date: string;
}

/** `/visit/pv-uv/day/list`: one row per day of the range, days without visits included. */
export interface VisitDay {
  date: string;
  pv: number;
  uv: number;
}

/** `/visit/week/list`: one row per week (Monday first) touching the range. */
export interface VisitWeek {
  /** The Monday of the week. */
  week_start: string;
  pv: number;
  uv: number;
}

/** `/visit/page/pv/list`: a page and its visits. */
export interface VisitPageRow {
  entry_id: number;
  page_name: string | null;
  url: string | null;
  app_id: number;
  app_name: string | null;
  pv: number;
  uv: number;
}

/** `/visit/user/pv/list`: a user and the pages he opened. */
export interface VisitUserRow {
  user_id: number;
  username: string | null;
  realname: string | null;
  pv: number;
  /** Distinct pages. */
  pages: number;
  /** ISO instant of the last visit in the range. */
  last_visit: string | null;
}

export interface VisitTotals {
  pv: number;
  uv: number;
  /** Distinct pages visited. */
  pages: number;
  /** pv / uv, two decimals; 0 without visitors. */
  pv_per_uv: number;
}

/** `/visit/statistics`: totals of the range and of the range of equal length just before it. */
export interface VisitStatistics extends VisitRange {
  current: VisitTotals;
  previous: VisitTotals & VisitRange;
}

export interface VisitUserRef {
  user_id: number;
  username: string | null;
  realname: string | null;
}

/**
 * `/visit/user/pv/addOrLoss`: visitors of the range compared with the range of equal length before it. Added:
 * visited now, not before; lost: visited before, not now. The lists hold at most `VISIT_USER_LIST_MAX` users each.
 */
export interface VisitAddOrLoss extends VisitRange {
  previous: VisitRange;
  added_count: number;
  lost_count: number;
  retained_count: number;
  added: VisitUserRef[];
  lost: VisitUserRef[];
}

export const VISIT_USER_LIST_MAX = 100;

/** A node of the user flow: a page at a step of the sessions (1 = the start page). */
export interface VisitFlowNode {
  /** Unique: `step · page name`. */
  name: string;
  step: number;
  entry_id: number | null;
  page_name: string;
}

export interface VisitFlowLink {
  source: string;
  target: string;
  value: number;
}

export interface VisitFlowPath {
  /** Page names from the start page on. */
  pages: string[];
  sessions: number;
}

/** Sessions that ended at a page of a step: the visitor went nowhere else within the session window. */
export interface VisitFlowDropOff {
  step: number;
  page_name: string;
  sessions: number;
  /** Of the sessions that reached this node, in %. */
  rate: number;
}

/** `/visit/user/flow`: where the visitors of a start page went next, session by session. */
export interface VisitFlow extends VisitRange {
  /** Sessions that opened the start page. */
  sessions: number;
  nodes: VisitFlowNode[];
  links: VisitFlowLink[];
  top_paths: VisitFlowPath[];
  drop_offs: VisitFlowDropOff[];
}
