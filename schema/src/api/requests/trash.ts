/** The recycle bin (spec section 7, Trash). */
import { Type, type Static } from '@sinclair/typebox';
import { TRASH_KINDS } from '../lifecycle';
import { PAGING } from '../../constants';
import { contract, id, oneOfText, paging, searchContent } from './primitives';

export const TrashSearchBody = contract('TrashSearchBody', {
  kind: Type.Optional(oneOfText(TRASH_KINDS)),
  app_id: Type.Optional(id),
  search_content: searchContent,
  ...paging(PAGING.DEFAULT_PAGE_SIZE),
});
export type TrashSearchBody = Static<typeof TrashSearchBody>;

/** `recover` puts the item back with everything deleted with it; `delete` purges it for good (admins only). */
export const TrashActionBody = contract('TrashActionBody', { id, action: oneOfText(['recover', 'delete'] as const) });
export type TrashActionBody = Static<typeof TrashActionBody>;
