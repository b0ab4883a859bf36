/** Requests that only name a record: an id (body or query) or an app id. */
import type { Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { contract, id, paging, queryContract, searchContent } from './primitives';

export const AppIdQuery = queryContract('AppIdQuery', { app_id: id });
export type AppIdQuery = Static<typeof AppIdQuery>;
export const IdQuery = queryContract('IdQuery', { id });
export type IdQuery = Static<typeof IdQuery>;
export const IdBody = contract('IdBody', { id });
export type IdBody = Static<typeof IdBody>;

/** A paged free-text search (apps, users). */
export const searchBody = (name: string, pageSize: number) =>
  contract(name, { search_content: searchContent, ...paging(pageSize) });
export const SearchBody = searchBody('SearchBody', PAGING.DEFAULT_PAGE_SIZE);
export type SearchBody = Static<typeof SearchBody>;
