/** Requests that only name a record: an id (body or query) or an app id, and paged searches. */

import { id } from './primitives';

export interface AppIdQuery {
  app_id: number;
}
export interface IdQuery {
  id: number;
}
export interface IdBody {
  id: number;
}
export interface SearchBody {
  search_content: string;
  page: number;
  page_size: number;
}

export const commonSchemas = {
  appIdQuery: { type: 'object', properties: { app_id: id }, required: ['app_id'] },
  idQuery: { type: 'object', properties: { id }, required: ['id'] },
  idBody: { type: 'object', properties: { id }, required: ['id'], additionalProperties: false },
} as const;
