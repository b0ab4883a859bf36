import { TIMEOUTS } from '@tessera/schema/rules';
import {
  type AbReportData,
  type ChartCommentRecord,
  type RealtimeData,
  type ReportData,
  type SelectOption,
} from '@tessera/schema/api';
import { type LinkedSelectOption, type ReportQuery, type Section } from '@tessera/schema/dsl';
import type { ReportClient } from '@tessera/renderer';
import { api, download } from './client';
import { reportData } from './reportBatch';

const PAGE_DIAGRAM = '/customize/page-diagram';

const previewFlag = (preview?: boolean) => (preview ? { preview: 1 } : {});

/**
 * The designer's preview of a section config as edited (admins): the page and access come from its stored id, or,
 * for a section of a page never saved, from the page id.
 */
export const sectionConfigData = (
  section: Section,
  payload: ReportQuery,
  { signal, pageId }: { signal?: AbortSignal; pageId?: number } = {},
) =>
  api.post<ReportData>(
    `${PAGE_DIAGRAM}/new/config/data`,
    { section, payload, ...(pageId === undefined ? {} : { page_id: pageId }) },
    { timeout: TIMEOUTS.PAGE_DATA, signal },
  );

/** The renderer's data client over the data service (spec section 7 "Page diagram", "Comments and common"). */
export const reportClient: ReportClient = {
  data: (query, { preview, signal } = {}) => reportData(query, preview === true, signal),
  compactData: (query, { preview, signal } = {}) => reportData(query, preview === true, signal, true),

  // Spec section 7 "Real-time": a GET, so the query's structured parts travel as JSON text.
  realtimeData: (query, { preview, signal } = {}) =>
    api.get<RealtimeData>(
      '/realtime/data/list',
      {
        diagram_id: query.diagram_id,
        filter_condition: JSON.stringify(query.filter_condition),
        sort_key_map: JSON.stringify(query.sort_key_map),
        page: query.page?.page,
        page_size: query.page?.page_size,
        data_set_id: query.data_set_id,
        ...previewFlag(preview),
      },
      { timeout: TIMEOUTS.PAGE_DATA, signal },
    ),

  abReport: (request, { preview, signal } = {}) =>
    api.post<AbReportData>(
      `${PAGE_DIAGRAM}/ab/report/index/data`,
      { ...request, ...previewFlag(preview) },
      { timeout: TIMEOUTS.PAGE_DATA, signal },
    ),

  selectOptions: (request, { preview, signal } = {}) =>
    api.post<SelectOption[]>(
      `${PAGE_DIAGRAM}/select-options`,
      { ...request, ...previewFlag(preview) },
      { timeout: TIMEOUTS.SELECT_FIELD_VALUES, signal },
    ),

  linkedSelect: (request, { preview, signal } = {}) =>
    api.post<LinkedSelectOption[]>(
      '/common/select/level/list',
      { ...request, ...previewFlag(preview) },
      { timeout: TIMEOUTS.SELECT_FIELD_VALUES, signal },
    ),

  exportCsv: async (query, { preview, signal } = {}) => {
    const file = await download(
      `${PAGE_DIAGRAM}/data/download`,
      { ...query, ...previewFlag(preview) },
      { timeout: TIMEOUTS.EXPORT, signal },
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
    list: (query, { signal } = {}) => api.post<ChartCommentRecord[]>('/comment/get', query, { signal }),
    add: (comment, { signal } = {}) => api.post<ChartCommentRecord>('/comment/add', comment, { signal }),
    update: (comment, { signal } = {}) => api.post<ChartCommentRecord>('/comment/update', comment, { signal }),
    remove: (comment, { signal } = {}) => api.post<{ id: number }>('/comment/delete', comment, { signal }),
  },
};
