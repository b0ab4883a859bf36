import type { Paged, TrashActionBody, TrashItem, TrashSearchBody } from '@tessera/schema/api';
import { api } from './client';

/** The recycle bin (spec section 7, Trash). */
export const searchTrash = (body: TrashSearchBody) => api.post<Paged<TrashItem>>('/trash/search', body);

/** `recover` puts the item back with everything deleted with it; `delete` purges it for good. */
export const trashAction = (body: TrashActionBody) => api.post<unknown>('/trash/delete-or-recover', body);
