import type {
  MonitorDetail,
  MonitorListBody,
  MonitorNoticeList,
  MonitorRecord,
  MonitorSaveBody,
  Paged,
} from '@tessera/schema/api';
import { TIMEOUTS } from '@tessera/schema/rules';
import { api } from './client';

/** Data monitors (spec section 7 Monitor; admins). */
export const listMonitors = (body: Partial<MonitorListBody>) =>
  api.post<Paged<MonitorRecord>>('/data-monitor/list', body);
export const monitorOne = (id: number) => api.get<MonitorDetail>('/data-monitor/one', { id });
export const saveMonitor = (body: Partial<MonitorSaveBody>) =>
  api.post<MonitorRecord>('/data-monitor/add-or-update', body);
export const removeMonitor = (id: number) => api.post<{ id: number }>('/data-monitor/remove', { id });
/**
 * Runs the check now; the answer is the monitor after it, with its runs. The check's query has the page data limit
 * (spec section 9), and the webhook's tries come after it.
 */
export const triggerMonitor = (id: number) =>
  api.get<MonitorDetail>('/data-monitor/trigger', { id }, { timeout: TIMEOUTS.PAGE_DATA });

/** The caller's monitor notices (the navbar bell). */
export const listNotices = () => api.get<MonitorNoticeList>('/monitor-notice/list', { page: 1, page_size: 20 });
export const readNotices = (ids?: number[]) => api.post<{ unread: number }>('/monitor-notice/read', ids ? { ids } : {});
