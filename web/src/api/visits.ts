import type { ReportData, SelectOption, VisitRecorded } from '@tessera/schema/api';
import type { Page } from '@tessera/schema/dsl';
import { TIMEOUTS } from '@tessera/schema/rules';
import type { ReportClient } from '@tessera/renderer';
import { api } from './client';

/** Visit statistics (spec section 7): the page the user opened, as a path without the base path. */
// keepalive: a visit reported just as the page is left (a reload, a typed address) was lost with the page.
export const reportPageRoute = (url: string) =>
  api.post<VisitRecorded>('/visit/page/url', { url }, { keepalive: true });

/** The built-in usage report pages (`/visitStat`, `/userFlow`): their documents and the renderer's client over them. */
export type VisitReportName = 'visit-stat' | 'user-flow';

export const visitReportPage = (name: VisitReportName, signal?: AbortSignal) =>
  api.get<Page>('/visit/report/page', { name }, { signal });

const unsupported = () => Promise.reject(new Error('not available on the built-in usage pages'));

/**
 * The renderer's data client of the usage pages: section data and filter options from the visit report calls. The
 * pages offer no export, comments or linked selects, so those answer nothing.
 */
export const visitReportClient: ReportClient = {
  data: (query, { signal } = {}) =>
    api.post<ReportData>('/visit/report/data', query, { timeout: TIMEOUTS.PAGE_DATA, signal }),
  selectOptions: ({ field, search }, { signal } = {}) =>
    api.post<SelectOption[]>(
      '/visit/report/select-options',
      { field, ...(search ? { search } : {}) },
      { timeout: TIMEOUTS.SELECT_FIELD_VALUES, signal },
    ),
  linkedSelect: () => Promise.resolve([]),
  exportCsv: unsupported,
  comments: {
    list: () => Promise.resolve([]),
    add: unsupported,
    update: unsupported,
    remove: unsupported,
  },
};
