/** Entries (the menu tree) and url lookups. */
import { Type, type Static } from '@sinclair/typebox';
import { flag, id, queryContract, withDefault } from './primitives';
import { sitePath } from './visits';

export const EntriesQuery = queryContract('EntriesQuery', { app_id: id, share: withDefault(flag, 0) });
export type EntriesQuery = Static<typeof EntriesQuery>;
export const LookupQuery = queryContract('LookupQuery', { url: sitePath });
export type LookupQuery = Static<typeof LookupQuery>;
/**
 * The start-up bundle: `url`, the path the browser opened (looked up as `/app/lookup` does), and `app_id`, the app
 * the browser remembers; both optional.
 */
export const BootstrapQuery = queryContract('BootstrapQuery', {
  url: Type.Optional(sitePath),
  app_id: Type.Optional(id),
});
export type BootstrapQuery = Static<typeof BootstrapQuery>;
