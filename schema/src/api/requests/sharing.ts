/** Sharing pages to users, and the user permission list (who holds which page, through what). */
import { Type, type Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { INPUT_LIMITS } from './limits';
import { contract, id, nullableInteger, oneOfText, paging, text, withDefault } from './primitives';

/** Sharing's own limits: far beyond one modal's choice, small enough to check every page and user in one go. */
export const SHARE_LIMITS = { PAGES: 500, USERS: 100 } as const;

/** The sources of a user's page: a role listing its url, a share, or a direct grant (catalog or an approval). */
export const PERMISSION_SOURCES = ['role', 'share', 'user'] as const;
export type PermissionSource = (typeof PERMISSION_SOURCES)[number];

/**
 * Share pages to users (spec section 3 "Share query"): entry ids and usernames. The spec's empty-list messages are
 * the client's; the server answers an empty list with `required` on the field.
 */
export const ShareBody = contract('ShareBody', {
  permission_ids: Type.Array(id, { minItems: 1, uniqueItems: true, maxItems: SHARE_LIMITS.PAGES }),
  add_user_set: Type.Array(Type.String({ minLength: 1, maxLength: INPUT_LIMITS.USERNAME }), {
    minItems: 1,
    uniqueItems: true,
    maxItems: SHARE_LIMITS.USERS,
  }),
});
export type ShareBody = Static<typeof ShareBody>;

const filters = {
  app_id: withDefault(nullableInteger({ minimum: 1 }), null),
  /** Username or realname contains it (any case). */
  user_search: withDefault(text(INPUT_LIMITS.SEARCH), ''),
  /** Page name or url contains it. */
  page_search: withDefault(text(INPUT_LIMITS.SEARCH), ''),
  /** Role name contains it: only rows held through a role. */
  role_search: withDefault(text(INPUT_LIMITS.SEARCH), ''),
  source: Type.Optional(oneOfText(PERMISSION_SOURCES)),
};

export const PermissionListSearchBody = contract('PermissionListSearchBody', {
  ...filters,
  ...paging(PAGING.DEFAULT_PAGE_SIZE),
});
export type PermissionListSearchBody = Static<typeof PermissionListSearchBody>;
export const PermissionListDownloadBody = contract('PermissionListDownloadBody', filters);
export type PermissionListDownloadBody = Static<typeof PermissionListDownloadBody>;
