import { Type, type Static } from '@sinclair/typebox';
import { StrictObject } from './common';

/** Paging information of a report result (spec section 3 "Pagination"). */
export const PaginationSchema = StrictObject(
  {
    page: Type.Integer({ minimum: 1, description: 'Current page, from 1' }),
    page_size: Type.Integer({ minimum: 1, description: 'Rows per page' }),
    total_size: Type.Integer({ minimum: 0, description: 'Rows in all pages' }),
  },
  { description: 'Paging of a result' },
);
export type Pagination = Static<typeof PaginationSchema>;
