import { KEY_PATTERN, URL_PATH_PATTERN } from '../../dsl/common';

/**
 * Input limits of the data service: the request contracts enforce them and the web forms show them, so a form
 * never accepts what the server will refuse. Patterns are strings (JSON Schema); `new RegExp(...)` them in forms.
 */
export const INPUT_LIMITS = {
  /** Login names: letters, digits and . _ - only, so they are safe in urls and logs. */
  USERNAME: 64,
  USERNAME_PATTERN: '^[A-Za-z0-9._-]+$',
  PASSWORD_MIN: 8,
  PASSWORD_MAX: 200,
  /** A user's display name. */
  REALNAME: 100,
  APP_NAME: 100,
  /** App keys become url segments. */
  APP_KEY: 50,
  APP_KEY_PATTERN: '^[a-z0-9][a-z0-9-]*$',
  ANNOUNCEMENT: 20000,
  /** Names of datasets, global columns and selects, option labels. */
  NAME: 200,
  DESCRIPTION: 2000,
  /** Free-text search boxes. */
  SEARCH: 100,
  /** Dataset and section keys; 80 characters leave room for the `#id` a soft delete appends. */
  KEY: 80,
  /** The DSL's own key rule, so a key the API accepts is one a document may use. */
  KEY_PATTERN,
  /** Column keys name dataset columns, so they are identifier-like. */
  COLUMN_KEY_PATTERN: '^[A-Za-z_][A-Za-z0-9_]*$',
  /** Site paths (visits, lookups, comment urls). */
  URL: 2000,
  PATH_PATTERN: URL_PATH_PATTERN,
  /** Menu entries: a name, and a page's url (absolute segments of letters, digits and . _ ~ -, no trailing slash). */
  ENTRY_NAME: 200,
  ENTRY_URL: 255,
  ENTRY_URL_PATTERN: '^(/[A-Za-z0-9._~-]+)+$',
  /** Free texts of an entry (tips, remark, expand statement) and a version's change summary. */
  ENTRY_TEXT: 5000,
  SUMMARY: 2000,
} as const;

/** Chart comments (spec section 7 "Comments and common"). */
export const COMMENT_LIMITS = { CONTENT: 2000, URL: INPUT_LIMITS.URL, TITLE: 500, FIELD_VALUE: 500 } as const;
