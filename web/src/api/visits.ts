import type { VisitRecorded } from '@tessera/schema/api';
import { api } from './client';

/** Visit statistics (spec section 7): the page the user opened, as a path without the base path. */
export const reportPageRoute = (url: string) => api.post<VisitRecorded>('/visit/page/url', { url });
