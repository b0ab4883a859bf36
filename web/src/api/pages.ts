import type { Page } from '@tessera/schema/dsl';
import { api } from './client';

/** The page document of a page entry: what staff see, or with `preview` (admins) the drafts. */
export const pageDocument = (entryId: number, preview: boolean, signal?: AbortSignal) =>
  api.get<Page>(
    '/customize/page-diagram/list-with-page',
    { pageId: entryId, ...(preview ? { preview: 1 } : {}) },
    { signal },
  );
