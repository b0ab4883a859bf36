import type { UserInfo } from '@tessera/schema/api';
import type { CurrentUser } from '../../core/state';

/** The user as `/user/info` and `/bootstrap` show them. */
export function userInfoOf(user: CurrentUser): UserInfo {
  return { id: user.id, name: user.realname, passport: user.username, is_admin: user.is_admin };
}
