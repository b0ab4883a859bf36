/**
 * Entities as the data service sends them. Keys are snake_case exactly as on the wire and in storage
 * (spec section 3 names converted: appName -> app_name, appId -> app_id, requirementType -> requirement_type).
 */
import type { FavoriteItem, GlobalAnnouncement } from './social';

/** Current user: the spec shows name and passport; id and is_admin drive the admin UI. */
export interface UserInfo {
  id: number;
  name: string;
  passport: string;
  is_admin: boolean;
}

/** Employee status (spec section 3): 0 left, 1 active. A user who left cannot log in. */
export const EMPLOYEE_STATUS = { LEFT: 0, ACTIVE: 1 } as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUS)[keyof typeof EMPLOYEE_STATUS];

/** A row of the user directory (admin search) and of user search selects. */
export interface UserRecord {
  id: number;
  username: string;
  realname: string;
  status: EmployeeStatus;
  is_admin: boolean;
  created_at: string;
}

/** What staff learn of other users (spec: "Users (search result): username, realname"); admins get UserRecord. */
export interface UserBrief {
  username: string;
  realname: string;
}

/** Online status shared by apps and entries: 0 offline, 1 online. */
export const ONLINE_STATUS = { OFFLINE: 0, ONLINE: 1 } as const;
export type OnlineStatus = (typeof ONLINE_STATUS)[keyof typeof ONLINE_STATUS];

export interface AppInfo {
  id: number;
  app_name: string;
  /** The app's name in English mode; null: the default name is shown. */
  app_name_en?: string | null;
  app_key: string;
  image_url: string | null;
  status: OnlineStatus;
  /** Position in the app switcher, ascending. */
  sort: number;
}

/** App key of the shared workbench app; the client never caches it as the current app. */
export const COMMON_APP_KEY = 'common';

/** Page/catalog type codes (spec section 3): directory 1, page 2. */
export const CATALOG_OR_PAGE = { CATALOG: 1, PAGE: 2 } as const;
export type CatalogOrPage = (typeof CATALOG_OR_PAGE)[keyof typeof CATALOG_OR_PAGE];

export const DATA_LEVELS = ['A', 'B', 'C'] as const;
export type DataLevel = (typeof DATA_LEVELS)[number];
export const DEFAULT_DATA_LEVEL: DataLevel = 'C';

/** How a menu entry becomes a client route: a registered component name plus route meta. */
export interface RouterConfig {
  component: string;
  meta?: { title?: string; [key: string]: unknown };
}

/** A menu node (catalog or page) with every Entry field of spec section 3. */
export interface Entry {
  id: number;
  name: string;
  /** The name in English mode (menu, breadcrumbs, page title); null: the default name is shown. */
  name_en?: string | null;
  /** Path of the page inside the product, unique across apps, e.g. `/growth/retention`. Null for catalogs. */
  url: string | null;
  catalog_or_page: CatalogOrPage;
  childs: Entry[];
  is_expand: 0 | 1;
  is_show: 0 | 1;
  data_level: DataLevel;
  /** Whether the current user may open this page (catalogs: whether any page below is authorised). */
  authorized: boolean;
  parent_id: number | null;
  app_id: number;
  status: OnlineStatus;
  develop_charge_username: string | null;
  work_charge_username: string | null;
  requirement_type: string | null;
  requirement_url: string | null;
  tips: string | null;
  /** The tips in English mode; null: the default tips are shown. */
  tips_en?: string | null;
  remark: string | null;
  expand_statement: string | null;
  router_config: RouterConfig | null;
  sort: number;
}

/**
 * Known personal permission types (spec section 6), held through roles: editing the app announcement, sharing
 * pages, deciding the app's access requests, and writing the app's help documents (the help "is-operation" check).
 */
export const PERMISSION_TYPES = [
  'can_edit_app_announcement',
  'page_can_share',
  'can_approve_requests',
  'can_edit_help',
] as const;
export type PermissionType = (typeof PERMISSION_TYPES)[number];

export interface Permission {
  permission_type: PermissionType;
  have_permission: boolean;
}

/**
 * Result of the app lookup by url (spec section 2): what to do with a path that is not a known route.
 * - ok: the page exists and the user may open it (client switches to `app_id` and navigates);
 * - apply: the user may apply for it (client goes to /permission/apply with appId, permissionUrl, permissionId);
 * - not-apply: permission cannot be applied for;
 * - not-online: the app or page is offline;
 * - page-not-found: no app or page at that url.
 */
export const LOOKUP_STATUSES = ['ok', 'apply', 'not-apply', 'not-online', 'page-not-found'] as const;
export type LookupStatus = (typeof LOOKUP_STATUSES)[number];

export interface AppLookup {
  status: LookupStatus;
  app_id: number | null;
  permission_url: string | null;
  permission_id: number | null;
  /** Name of the page the url names, when there is one (shown on the no-permission screen). */
  page_name: string | null;
}

export interface LoginResult {
  token: string;
  user: UserInfo;
}

/** How people may log in (GET /auth/login-options), asked by the login page before it draws. */
export interface LoginOptions {
  /** Single sign-on (OpenID Connect) is configured: the page shows its button. */
  sso: boolean;
  /** Local accounts may log in with a password; false: only the single sign-on button shows. */
  local_login: boolean;
}

/**
 * Why a single sign-on login was refused: the server's callback sends the browser to the login page with
 * `?sso_error=<reason>`, and the page says it in words.
 * - state: the browser came back without a login it started (or one already used, or too old);
 * - provider: the provider said no, or its answer did not check out;
 * - unavailable: the provider could not be reached;
 * - no_identity: the provider gave neither a username nor an email;
 * - unknown_user: nobody matches and accounts are not created (OIDC_CREATE_USERS off);
 * - username_taken: an account would be created under a username another account holds;
 * - disabled: the matching account is disabled;
 * - not_configured: single sign-on is off.
 */
export const SSO_REFUSALS = [
  'state',
  'provider',
  'unavailable',
  'no_identity',
  'unknown_user',
  'username_taken',
  'disabled',
  'not_configured',
] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

/** The answer of a logout. */
export interface LogoutResult {
  /**
   * The provider's end-session address to open next, when the session came from single sign-on and the provider
   * has one; null: open the login page.
   */
  end_session_url: string | null;
}

export interface Announcement {
  app_id: number;
  announcement: string;
}

/**
 * `GET /api/bootstrap`: what the start-up of spec section 4 asks for in six calls, answered in one. The client still
 * takes the steps in the spec's order with these answers; the separate calls stay for everything later.
 */
export interface Bootstrap {
  user: UserInfo;
  /** The lookup of the url asked about; null when none was. */
  lookup: AppLookup | null;
  apps: AppInfo[];
  /** The app start-up chose: the url's, else the remembered one while it is still listed, else the first. */
  current_app_id: number | null;
  /** The current app's announcement; null when there is no current app or it could not be read. */
  announcement: string | null;
  /** The current app's menu tree. */
  entries: Entry[];
  /** Personal permissions in the current app. */
  permissions: Permission[];
  /** Requests waiting for this user's decision, across apps (the navbar badge). */
  approval_count: number;
  /** His favourite pages in the current app he may still open (the sidebar's first group). */
  favorites: FavoriteItem[];
  /** Global announcements in force that he has not seen yet, oldest first. */
  notices: GlobalAnnouncement[];
}

/** Spec section 9: the kind of host an install is (DEPLOY_VARIANT); non-production hosts say so in the navbar. */
export const DEPLOY_VARIANTS = ['test', 'pre', 'production'] as const;
export type DeployVariant = (typeof DEPLOY_VARIANTS)[number];

/** `GET /api/version`: the web build the server is serving (the client compares it with its own) and the host's variant. */
export interface VersionInfo {
  version: string;
  build: string;
  variant: DeployVariant;
  /** The server's clock: "today" and every quick date range are its days, not the browser's. */
  clock: ServerClock;
}

/** What the server's clock reads, where it is: the wall-clock time there, and the zone it is in. */
export interface ServerClock {
  /** Local time in the server's zone, `YYYY-MM-DDTHH:mm:ss.SSS` (no offset: it is what a wall clock there shows). */
  now: string;
  /** IANA name of the server's time zone, e.g. `Asia/Shanghai`. */
  time_zone: string;
  /** Minutes the server's zone is ahead of UTC now (480 in Shanghai). */
  utc_offset_minutes: number;
}

/** `POST /api/visit/page/url`: the navigation was recorded. */
export interface VisitRecorded {
  recorded: true;
}
