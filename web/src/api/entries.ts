import type { Entry } from '@tessera/schema/api';
import { api } from './client';

/** Site entries of an app: share 0 is the user's menu, share 1 the whole tree with authorised flags. */
export const siteEntries = (appId: number, share: 0 | 1 = 0) => api.get<Entry[]>('/site/entries', { appId, share });
