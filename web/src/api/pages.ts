import type { Page } from '@tessera/schema';
import { api } from './client';

/** The online page document of a page entry: its settings and sections (what staff see; drafts need preview). */
export const pageDocument = (entryId: number, signal?: AbortSignal) =>
  api.get<Page>('/customize/page-diagram/list-with-page', { pageId: entryId }, { signal });
