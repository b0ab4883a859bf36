/** Users: search, add, update, password reset. */

import { PAGING } from '../../constants';
import { id, flag, text, paging } from './primitives';

export interface SearchAllBody {
  search_content: string;
}
export interface UserAddBody {
  username: string;
  realname: string;
  password?: string;
  is_admin: boolean;
}
export interface UserUpdateBody {
  id: number;
  realname?: string;
  is_admin?: boolean;
  status?: 0 | 1;
}
export interface ResetPasswordBody {
  id: number;
  password?: string;
}

const password = { type: 'string', minLength: 8, maxLength: 200 } as const;
/** Usernames are login names: letters, digits and . _ - only, so they are safe in urls and logs. */
const USERNAME_PATTERN = '^[A-Za-z0-9._-]+$';

export const userSchemas = {
  userSearch: {
    type: 'object',
    properties: { search_content: { ...text(100), default: '' }, ...paging(PAGING.USER_PAGE_SIZE) },
    additionalProperties: false,
  },
  searchAll: {
    type: 'object',
    properties: { search_content: { ...text(100), default: '' } },
    additionalProperties: false,
  },
  userAdd: {
    type: 'object',
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 64, pattern: USERNAME_PATTERN },
      realname: { type: 'string', minLength: 1, maxLength: 100 },
      password,
      is_admin: { type: 'boolean', default: false },
    },
    required: ['username', 'realname'],
    additionalProperties: false,
  },
  userUpdate: {
    type: 'object',
    properties: {
      id,
      realname: { type: 'string', minLength: 1, maxLength: 100 },
      is_admin: { type: 'boolean' },
      status: flag,
    },
    required: ['id'],
    additionalProperties: false,
  },
  resetPassword: { type: 'object', properties: { id, password }, required: ['id'], additionalProperties: false },
} as const;
