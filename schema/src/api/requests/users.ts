/** Users: search, add, update, password reset. */
import { Type, type Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { searchBody } from './common';
import { INPUT_LIMITS } from './limits';
import { contract, filled, flag, id, searchContent } from './primitives';

const password = Type.String({ minLength: INPUT_LIMITS.PASSWORD_MIN, maxLength: INPUT_LIMITS.PASSWORD_MAX });
const realname = filled(INPUT_LIMITS.REALNAME);

export const UserSearchBody = searchBody('UserSearchBody', PAGING.USER_PAGE_SIZE);
export const SearchAllBody = contract('SearchAllBody', { search_content: searchContent });
export type SearchAllBody = Static<typeof SearchAllBody>;
export const UserAddBody = contract('UserAddBody', {
  username: Type.String({ minLength: 1, maxLength: INPUT_LIMITS.USERNAME, pattern: INPUT_LIMITS.USERNAME_PATTERN }),
  realname,
  /** Absent: the server generates one and answers it once. */
  password: Type.Optional(password),
  is_admin: Type.Boolean({ default: false }),
});
export type UserAddBody = Static<typeof UserAddBody>;
export const UserUpdateBody = contract('UserUpdateBody', {
  id,
  realname: Type.Optional(realname),
  is_admin: Type.Optional(Type.Boolean()),
  status: Type.Optional(flag),
});
export type UserUpdateBody = Static<typeof UserUpdateBody>;
export const ResetPasswordBody = contract('ResetPasswordBody', { id, password: Type.Optional(password) });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
