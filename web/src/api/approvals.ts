import type {
  ApprovalApplyBody,
  ApprovalApplyRecordsBody,
  ApprovalCount,
  ApprovalDecideBody,
  ApprovalDetail,
  ApprovalRecord,
  ApprovalRecordsBody,
  ApprovalRole,
  Paged,
} from '@tessera/schema/api';
import { TIMEOUTS } from '@tessera/schema/rules';
import { useAppStore } from '../store';
import { api } from './client';

/** Spec section 9: applying and following a request's flow wait 20 s. */
const flowTimeout = { timeout: TIMEOUTS.APPROVAL_FLOW };

export const applyRoles = (appId: number, permissionUrl?: string) =>
  api.get<ApprovalRole[]>('/approval/apply/roles', { appId, permissionUrl });

export const applyNew = (body: ApprovalApplyBody) => api.post<ApprovalRecord>('/approval/apply/new', body, flowTimeout);

export const myRequests = (body: Partial<ApprovalApplyRecordsBody> = {}) =>
  api.post<Paged<ApprovalRecord>>('/approval/apply/records', body, flowTimeout);

export const requestFlow = (id: number) => api.post<ApprovalDetail>('/approval/apply/flow', { id }, flowTimeout);

export const withdrawRequest = (id: number) => api.post<ApprovalDetail>('/approval/apply/withdraw', { id });

/** Sends a reminder to the request's approvers (not the badge's count: that is approvalCount). */
export const sendReminder = (id: number) => api.post<ApprovalDetail>('/approval/apply/remind', { id });

export const approvalRecords = (body: Partial<ApprovalRecordsBody> & Pick<ApprovalRecordsBody, 'type'>) =>
  api.post<Paged<ApprovalRecord>>('/approval/records', body);

export const approvalDetail = (id: number) => api.get<ApprovalDetail>('/approval/one/detail', { id });

export const decideRequest = (body: ApprovalDecideBody) => api.post<ApprovalDetail>('/approval/pass-reject', body);

/** The navbar badge's count: requests waiting for the user's decision. */
export const approvalCount = () => api.get<ApprovalCount>('/approval/remind');

/** Reloads the badge's count into the store (after the startup and after each decision). */
export async function refreshApprovalCount(): Promise<void> {
  try {
    const { count } = await approvalCount();
    useAppStore.getState().set({ permissionsApprovalCount: count });
  } catch (err) {
    console.warn('[tessera] approval count', err);
  }
}
