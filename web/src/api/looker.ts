import { TIMEOUTS } from '@tessera/schema/rules';
import type { LookerDetail, LookerSummary, ReportData, ViewerFilterValues } from '@tessera/schema/api';
import type { LookerConfig } from '@tessera/schema/dsl';
import type { ReportClient } from '@tessera/renderer';
import { api, download } from './client';

/** A looker answer: the report answer of the view, and whether rows were left out beyond the cap. */
export type LookerData = ReportData & { truncated: boolean };

export type SaveToPage = { show: 'table' | 'chart' } & (
  { page_id: number } | { new_page: { name: string; url: string } }
);

/** Spec section 7 "Looker"; data and download with the looker's own limit (spec section 9: 60 s). */
export const lookerData = (config: LookerConfig, sortKeyMap: Record<string, 'asc' | 'desc'>, signal?: AbortSignal) =>
  api.post<LookerData>(
    '/looker/config/data',
    { config, sort_key_map: sortKeyMap },
    { timeout: TIMEOUTS.LOOKER_DATA, signal },
  );

export const saveLooker = (config: LookerConfig, saveToPage?: SaveToPage) =>
  api.post<LookerDetail>('/looker/config/save-or-update', {
    config,
    ...(saveToPage ? { save_to_page: saveToPage } : {}),
  });

export const lookerDetail = (lookerId: number) => api.get<LookerDetail>('/looker/config/looker-detail', { lookerId });

export const lookerList = (appId: number) => api.get<LookerSummary[]>('/looker/page/list', { appId });

export const moveLookers = (appId: number, ids: number[]) =>
  api.post<LookerSummary[]>('/looker/page/update/position', { app_id: appId, ids });

export const deleteLooker = (id: number) => api.delete<null>(`/looker/page/config?id=${id}`);

/** The caller's own filter values on a url: read (no values), saved (an object) or forgotten (null). */
export const viewerFilterValues = (url: string, values?: Record<string, unknown> | null) =>
  api.post<ViewerFilterValues>('/viewer/filter/value/get-or-update', {
    url,
    ...(values === undefined ? {} : { values }),
  });

/**
 * The renderer's client for a looker view: its data and CSV export come from the looker calls (the config, not a
 * stored section); a looker view has no filters of its own, options or comments.
 */
export function lookerClient(config: LookerConfig): ReportClient {
  const none = () => Promise.resolve([]);
  return {
    data: (query, { signal } = {}) => lookerData(config, query.sort_key_map ?? {}, signal),
    selectOptions: none,
    linkedSelect: none,
    exportCsv: async (query, { signal } = {}) => {
      const file = await download(
        '/looker/config/download',
        {
          config,
          sort_key_map: query.sort_key_map ?? {},
          export_fields: query.export_fields,
          ...(query.export_values ? { export_values: query.export_values } : {}),
        },
        { timeout: TIMEOUTS.LOOKER_DATA, signal },
      );
      const total = file.headers.get('X-Tessera-Total-Rows');
      return {
        blob: file.blob,
        filename: file.filename,
        truncated: file.headers.get('X-Tessera-Truncated') === 'true',
        totalRows: total === null || total === '' ? null : Number(total),
      };
    },
    comments: {
      list: none,
      add: () => Promise.reject(new Error('no comments in the looker')),
      update: () => Promise.reject(new Error('no comments in the looker')),
      remove: () => Promise.reject(new Error('no comments in the looker')),
    },
  };
}
