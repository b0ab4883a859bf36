/**
 * Global announcements (spec section 7 "Trash and announcement": `GET /announcement/one`, `POST save-update`; the
 * list, delete, current and seen calls are ours). The per-app announcement keeps its own `/backend/app/announcement`.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { ANNOUNCEMENT_LEVELS } from '../social';
import { INPUT_LIMITS } from './limits';
import { contract, id, oneOfText, paging, plain, queryContract, searchContent, text } from './primitives';

export const ANNOUNCEMENT_LIMITS = { TITLE: 200, BODY: INPUT_LIMITS.ANNOUNCEMENT, SEEN: 100 } as const;

/** An ISO 8601 date-time (`2026-11-26T08:00:00Z`, offset or Z required), or null for an open end. */
const moment = plain<string | null>({
  type: ['string', 'null'],
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
  default: null,
});

export const AnnouncementIdQuery = queryContract('AnnouncementIdQuery', { id });
export type AnnouncementIdQuery = Static<typeof AnnouncementIdQuery>;

/** Without `id` a new announcement; with it, that one changed. `ends_at` must come after `starts_at`. */
export const AnnouncementSaveBody = contract('AnnouncementSaveBody', {
  id: Type.Optional(id),
  title: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_LIMITS.TITLE }),
  body: text(ANNOUNCEMENT_LIMITS.BODY),
  level: oneOfText(ANNOUNCEMENT_LEVELS),
  starts_at: moment,
  ends_at: moment,
});
export type AnnouncementSaveBody = Static<typeof AnnouncementSaveBody>;

export const AnnouncementSearchBody = contract('AnnouncementSearchBody', {
  search_content: searchContent,
  ...paging(PAGING.DEFAULT_PAGE_SIZE),
});
export type AnnouncementSearchBody = Static<typeof AnnouncementSearchBody>;

export const AnnouncementDeleteBody = contract('AnnouncementDeleteBody', { id });
export type AnnouncementDeleteBody = Static<typeof AnnouncementDeleteBody>;

export const AnnouncementSeenBody = contract('AnnouncementSeenBody', {
  ids: Type.Array(id, { minItems: 1, uniqueItems: true, maxItems: ANNOUNCEMENT_LIMITS.SEEN }),
});
export type AnnouncementSeenBody = Static<typeof AnnouncementSeenBody>;
