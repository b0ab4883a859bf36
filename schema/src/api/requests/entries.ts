/** Entries (the menu tree) and url lookups. */
import { Type, type Static } from '@sinclair/typebox';
import { flag, id, queryContract, text, withDefault } from './primitives';
import { sitePath } from './visits';

/**
 * `share_to` (with share 1): the share modal's tree for these recipients, comma-separated usernames (≤ 100 of ≤ 64
 * characters each); present but empty while none is picked yet.
 */
export const EntriesQuery = queryContract('EntriesQuery', {
  app_id: id,
  share: withDefault(flag, 0),
  share_to: Type.Optional(text(6600)),
});
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
