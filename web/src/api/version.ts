import type { VersionInfo } from '@tessera/schema/api';
import { api } from './client';

/** The build the server serves (compared with this page's build id). */
export const getVersion = () => api.get<VersionInfo>('/version', undefined, { authRedirect: false });
