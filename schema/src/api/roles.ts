import type { PermissionType } from './entities';

/** A role of an app as the role screen lists it. */
export interface RoleRecord {
  id: number;
  app_id: number;
  name: string;
  permission_types: PermissionType[];
  user_count: number;
  url_count: number;
}

/** A member of a role. */
export interface RoleMember {
  username: string;
  realname: string;
}
