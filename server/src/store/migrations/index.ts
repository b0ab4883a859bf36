import { migration as m0001 } from './0001-initial';
import { migration as m0002 } from './0002-visits';
import type { Migration } from './types';

/** Every migration, oldest first. Add a file `NNNN-what.ts` and append it here. */
export const migrations: Migration[] = [m0001, m0002];
