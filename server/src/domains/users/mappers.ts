import type { UserBrief, UserInfo, UserRecord, EmployeeStatus } from '@tessera/schema/api';
import type { CurrentUser } from '../../core/state';
import type { UserModel } from './models';

export function toUserInfo(u: UserModel): UserInfo {
  return { id: u.id, name: u.realname, passport: u.username, is_admin: Boolean(u.is_admin) };
}

export function toUserRecord(u: UserModel): UserRecord {
  return {
    id: u.id,
    username: u.username,
    realname: u.realname,
    status: Number(u.status) as EmployeeStatus,
    is_admin: Boolean(u.is_admin),
    created_at: new Date(u.created_at).toISOString(),
  };
}

export function toUserBrief(u: UserModel): UserBrief {
  return { username: u.username, realname: u.realname };
}

export function toCurrentUser(u: UserModel): CurrentUser {
  return {
    id: u.id,
    username: u.username,
    realname: u.realname,
    is_admin: Boolean(u.is_admin),
    status: Number(u.status),
  };
}
