/** Access requests and their approval (spec section 7, Approval): asking to join a role or to open one page. */
import { Type, type Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { entryUrl } from './catalog';
import { contract, id, nullableInteger, oneOfText, paging, queryContract, withDefault } from './primitives';

/** Limits of the approval texts: a reason and a decision's comment. */
export const APPROVAL_LIMITS = { REASON: 1000, COMMENT: 1000 } as const;

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

const reason = Type.String({ minLength: 1, maxLength: APPROVAL_LIMITS.REASON });

/** The roles a user may ask to join in an app; `permission_url` marks those that list that page. */
export const ApprovalRolesQuery = queryContract('ApprovalRolesQuery', {
  app_id: id,
  permission_url: Type.Optional(entryUrl),
});
export type ApprovalRolesQuery = Static<typeof ApprovalRolesQuery>;

/** A new request for a page: to join `role_id`, or (role_id null) to be granted that one page. */
export const ApprovalApplyBody = contract('ApprovalApplyBody', {
  app_id: id,
  permission_url: entryUrl,
  permission_id: Type.Optional(id),
  role_id: withDefault(nullableInteger({ minimum: 1 }), null),
  reason,
});
export type ApprovalApplyBody = Static<typeof ApprovalApplyBody>;

/** The caller's own requests, newest first. */
export const ApprovalApplyRecordsBody = contract('ApprovalApplyRecordsBody', {
  status: Type.Optional(oneOfText(APPROVAL_STATUSES)),
  ...paging(PAGING.DEFAULT_PAGE_SIZE),
});
export type ApprovalApplyRecordsBody = Static<typeof ApprovalApplyRecordsBody>;

/** One request named by id: its flow, withdrawing it, reminding its approvers. */
export const ApprovalIdBody = contract('ApprovalIdBody', { id });
export type ApprovalIdBody = Static<typeof ApprovalIdBody>;
export const ApprovalIdQuery = queryContract('ApprovalIdQuery', { id });
export type ApprovalIdQuery = Static<typeof ApprovalIdQuery>;

/** The approver's list: requests waiting for him, or those already settled. */
export const ApprovalRecordsBody = contract('ApprovalRecordsBody', {
  type: oneOfText(['pending', 'handled'] as const),
  ...paging(PAGING.DEFAULT_PAGE_SIZE),
});
export type ApprovalRecordsBody = Static<typeof ApprovalRecordsBody>;

export const ApprovalDecideBody = contract('ApprovalDecideBody', {
  id,
  operate: oneOfText(['pass', 'reject'] as const),
  comment: Type.String({ maxLength: APPROVAL_LIMITS.COMMENT, default: '' }),
});
export type ApprovalDecideBody = Static<typeof ApprovalDecideBody>;
