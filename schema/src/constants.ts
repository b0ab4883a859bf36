/** Business constants of spec section 9, shared by browser and server. */

export const LAYOUT = {
  SIDEBAR_WIDTH: 240,
  NAVBAR_HEIGHT: 40,
  SHARE_TREE_MAX_HEIGHT: 500,
  DEFAULT_COLUMN_WIDTH: 110,
} as const;

/** Request timeouts in milliseconds; 0 means none. */
export const TIMEOUTS = {
  DEFAULT: 10_000,
  PAGE_DATA: 120_000,
  EXPORT: 60_000,
  LOOKER_DATA: 60_000,
  SQL_EXEC: 30 * 60_000,
  DB_CONNECT_TEST: 5 * 60_000,
  PAGE_DIAGRAM_ADMIN: 5 * 60_000,
  BATCH_SET_PAGE_USERS: 20 * 60_000,
  APPROVAL_FLOW: 20_000,
  SELECT_FIELD_VALUES: 0,
  USER_REFRESH: 0,
  CHUNK_LOAD: 120_000,
} as const;

export const PAGING = {
  DEFAULT_PAGE: 1,
  DEFAULT_PAGE_SIZE: 10,
  DATASET_PAGE_SIZE: 20,
  USER_PAGE_SIZE: 30,
  ROLE_PAGE_SIZE: 10,
  FIELD_PAGE_SIZE: 10,
  MAX_PAGE_SIZE: 1000,
} as const;

/** Delays in milliseconds. */
export const DELAYS = {
  SEARCH_DEBOUNCE: 500,
  TAG_SEARCH_DEBOUNCE: 200,
  COMMENT_SUCCESS_TOAST: 500,
  NOT_ONLINE_MESSAGE: 1500,
  ERROR_NOTICE: 4000,
  LOGOUT_REDIRECT: 500,
  OUTER_SITE_EXPIRES_MESSAGE: 200,
} as const;

/**
 * Real-time pages (spec section 4, real-time modes): how often a page's real-time sections ask again, in seconds.
 * The floor keeps a mistyped interval from turning every open tab into a load test of the database.
 */
export const REALTIME_REFRESH = {
  DEFAULT_SECONDS: 60,
  MIN_SECONDS: 2,
  MAX_SECONDS: 86_400,
} as const;

export const APPROVAL_BADGE_CAP = 99;
export const MULTI_VALUE_SEPARATOR = '###';
export const DEFAULT_LANG = 'zh';
export const LANGS = ['zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * Spec section 9: a browser whose user agent names one of these is a mobile device, and gets the phone layout
 * whatever its width.
 */
export const MOBILE_AGENT_KEYWORDS = ['Android', 'iPhone', 'SymbianOS', 'Windows Phone', 'iPad', 'iPod'] as const;

/** Screens this wide or narrower get the phone layout too (a narrowed desktop window, a phone in any browser). */
export const PHONE_MAX_WIDTH = 760;
