import type { DataLevel } from './entities';
import type { PermissionSource } from './requests/sharing';

/** What a share did (its message says the same in words). */
export interface ShareResult {
  /** The recorded share, null when it granted nothing (every page was held already, or went to approval). */
  share_id: number | null;
  /** Page grants made: one per page and recipient that could not open the page yet. */
  granted: number;
  /** Access requests opened in a recipient's name, for level-A pages. */
  requested: number;
  /** Pages a recipient could open already, or a request that was already waiting: nothing done. */
  skipped: number;
}

/** One page a user holds and through what (the user permission list). */
export interface UserPermissionRow {
  username: string;
  realname: string | null;
  app_id: number;
  app_name: string;
  page_id: number;
  page_name: string;
  url: string;
  data_level: DataLevel;
  source: PermissionSource;
  /** The role (source `role`). */
  role_id: number | null;
  role_name: string | null;
  /** The share (source `share`). */
  share_id: number | null;
  /** Who shared it (`share`) or granted it (`user`). */
  granted_by: string | null;
  /** When it was shared or granted (null for roles). */
  granted_at: string | null;
}
