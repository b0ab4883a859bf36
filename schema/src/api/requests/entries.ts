/** Entries (the menu tree) and url lookups. */

import { id, flag } from './primitives';

export interface EntriesQuery {
  app_id: number;
  share: 0 | 1;
}
export interface LookupQuery {
  url: string;
}

export const entrySchemas = {
  entriesQuery: { type: 'object', properties: { app_id: id, share: { ...flag, default: 0 } }, required: ['app_id'] },
  lookupQuery: {
    type: 'object',
    properties: { url: { type: 'string', minLength: 1, maxLength: 2000, pattern: '^/' } },
    required: ['url'],
  },
} as const;
