/** Entries (the menu tree) and url lookups. */
import type { Static } from '@sinclair/typebox';
import { flag, id, queryContract, withDefault } from './primitives';
import { sitePath } from './visits';

export const EntriesQuery = queryContract('EntriesQuery', { app_id: id, share: withDefault(flag, 0) });
export type EntriesQuery = Static<typeof EntriesQuery>;
export const LookupQuery = queryContract('LookupQuery', { url: sitePath });
export type LookupQuery = Static<typeof LookupQuery>;
