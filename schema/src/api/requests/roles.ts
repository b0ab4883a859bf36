/** Roles of an app: the role itself, its pages (urls) and its members (by username). */
import { Type, type Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { PERMISSION_TYPES } from '../entities';
import { INPUT_LIMITS } from './limits';
import { contract, filled, id, oneOfText, paging, queryContract, searchContent, withDefault } from './primitives';

/** Roles' own limits: the name column's width, and list sizes no app comes near. */
export const ROLE_LIMITS = { NAME: 100, URLS: 2000, USERS: 5000 } as const;

const roleName = filled(ROLE_LIMITS.NAME);
const url = Type.String({ minLength: 1, maxLength: INPUT_LIMITS.ENTRY_URL, pattern: INPUT_LIMITS.ENTRY_URL_PATTERN });
const permissionTypes = Type.Array(oneOfText(PERMISSION_TYPES), {
  uniqueItems: true,
  maxItems: PERMISSION_TYPES.length,
});
const username = filled(INPUT_LIMITS.USERNAME);

export const RoleAddBody = contract('RoleAddBody', {
  app_id: id,
  name: roleName,
  permission_types: withDefault(permissionTypes, []),
});
export type RoleAddBody = Static<typeof RoleAddBody>;
export const RoleUpdateBody = contract('RoleUpdateBody', {
  id,
  name: Type.Optional(roleName),
  permission_types: Type.Optional(permissionTypes),
});
export type RoleUpdateBody = Static<typeof RoleUpdateBody>;
export const RoleIdQuery = queryContract('RoleIdQuery', { role_id: id });
export type RoleIdQuery = Static<typeof RoleIdQuery>;
/** The role's whole page list: urls of the app's pages or built-in screen routes (replaces the old list). */
export const RolePermissionSaveBody = contract('RolePermissionSaveBody', {
  role_id: id,
  urls: Type.Array(url, { uniqueItems: true, maxItems: ROLE_LIMITS.URLS }),
});
export type RolePermissionSaveBody = Static<typeof RolePermissionSaveBody>;
export const RoleUserListBody = contract('RoleUserListBody', {
  role_id: id,
  search_content: searchContent,
  ...paging(PAGING.ROLE_PAGE_SIZE),
});
export type RoleUserListBody = Static<typeof RoleUserListBody>;
export const RoleUserOneBody = contract('RoleUserOneBody', {
  role_id: id,
  username,
  operate: oneOfText(['add', 'remove'] as const),
});
export type RoleUserOneBody = Static<typeof RoleUserOneBody>;
/** The role's whole member list (replaces the old one). */
export const RoleUserUpdateBody = contract('RoleUserUpdateBody', {
  role_id: id,
  usernames: Type.Array(username, { uniqueItems: true, maxItems: ROLE_LIMITS.USERS }),
});
export type RoleUserUpdateBody = Static<typeof RoleUserUpdateBody>;
