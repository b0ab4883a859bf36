import { Type, type Static } from '@sinclair/typebox';
import { StrictObject, Text } from './common';
import { PAGING } from '../constants';

/**
 * The paging queries of spec section 3: user list (page, page_size, search_content; 30 per page), role users
 * (role_id; 10 per page) and field/field-value queries (10 per page). The default page size here is the common
 * one; each call states its own (PAGING in constants.ts).
 */
export const PagingQuerySchema = StrictObject(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, default: PAGING.DEFAULT_PAGE, description: 'Page number, from 1' })),
    page_size: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: PAGING.MAX_PAGE_SIZE,
        default: PAGING.DEFAULT_PAGE_SIZE,
        description: 'Rows per page (default 10)',
      }),
    ),
    search_content: Type.Optional(Text('Search text', { maxLength: 100 })),
    role_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Role whose users are listed (role-user query)' })),
  },
  { description: 'A paging query' },
);
export type PagingQuery = Static<typeof PagingQuerySchema>;
