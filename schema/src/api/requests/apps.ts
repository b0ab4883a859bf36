/** Apps: list, search, add, update, announcement. */

import { PAGING } from '../../constants';
import { id, flag, text, paging } from './primitives';

export interface AppListQuery {
  all_type: 0 | 1;
}
export interface AppAddBody {
  app_name: string;
  app_key: string;
  image_url?: string | null;
  status: 0 | 1;
  sort: number;
}
export interface AppUpdateBody {
  id: number;
  app_name?: string;
  app_key?: string;
  image_url?: string | null;
  status?: 0 | 1;
  sort?: number;
}
export interface AnnouncementBody {
  app_id: number;
  announcement: string;
}

/** App keys become url segments. */
const APP_KEY_PATTERN = '^[a-z0-9][a-z0-9-]*$';

export const appSchemas = {
  appListQuery: { type: 'object', properties: { all_type: { ...flag, default: 0 } } },
  appSearch: {
    type: 'object',
    properties: { search_content: { ...text(100), default: '' }, ...paging(PAGING.DEFAULT_PAGE_SIZE) },
    additionalProperties: false,
  },
  appAdd: {
    type: 'object',
    properties: {
      app_name: { type: 'string', minLength: 1, maxLength: 100 },
      app_key: { type: 'string', minLength: 1, maxLength: 50, pattern: APP_KEY_PATTERN },
      image_url: { type: ['string', 'null'], maxLength: 1000 },
      status: { ...flag, default: 1 },
      sort: { type: 'integer', default: 0 },
    },
    required: ['app_name', 'app_key'],
    additionalProperties: false,
  },
  appUpdate: {
    type: 'object',
    properties: {
      id,
      app_name: { type: 'string', minLength: 1, maxLength: 100 },
      app_key: { type: 'string', minLength: 1, maxLength: 50, pattern: APP_KEY_PATTERN },
      image_url: { type: ['string', 'null'], maxLength: 1000 },
      status: flag,
      sort: { type: 'integer' },
    },
    required: ['id'],
    additionalProperties: false,
  },
  announcement: {
    type: 'object',
    properties: { app_id: id, announcement: text(20000) },
    required: ['app_id', 'announcement'],
    additionalProperties: false,
  },
} as const;
