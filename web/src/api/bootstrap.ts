import type { Bootstrap } from '@tessera/schema/api';
import { api } from './client';

/** Spec section 4's start-up answers in one call: `url` is looked up as `/app/lookup` would, `appId` is remembered. */
export const bootstrap = (url: string | null, appId: number | null) => api.get<Bootstrap>('/bootstrap', { url, appId });
