import type { ApprovalStatus } from './requests/approvals';

/** A role the caller may ask to join; `has_page`: it lists the page asked for. */
export interface ApprovalRole {
  id: number;
  name: string;
  has_page: boolean;
}

/** One access request as the lists show it. `role_id` null: a request for the page alone. */
export interface ApprovalRecord {
  id: number;
  app_id: number;
  app_name: string;
  permission_url: string;
  permission_id: number | null;
  page_name: string;
  role_id: number | null;
  role_name: string | null;
  applicant: string;
  applicant_realname: string;
  reason: string;
  status: ApprovalStatus;
  created_at: string;
  /** The last reminder sent to the approvers, if any. */
  reminded_at: string | null;
  decided_by: string | null;
  decided_at: string | null;
  comment: string | null;
}

export type ApprovalAction = 'apply' | 'remind' | 'withdraw' | 'pass' | 'reject';

/** One step of a request's flow: who did what, and when. */
export interface ApprovalStep {
  action: ApprovalAction;
  username: string;
  realname: string;
  comment: string | null;
  created_at: string;
}

/** A request with its whole flow and the people who may decide it. */
export interface ApprovalDetail extends ApprovalRecord {
  steps: ApprovalStep[];
  approvers: { username: string; realname: string }[];
  /** The caller may approve or reject it now. */
  can_decide: boolean;
}

/** The navbar badge: requests waiting for the caller's decision. */
export interface ApprovalCount {
  count: number;
}
