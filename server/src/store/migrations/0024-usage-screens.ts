import type { Migration } from './types';
import { listWorkbenchScreens, unlistWorkbenchScreens } from './workbench-screens';

/** The usage screens the /config entry lists from now on, after the others (built-in routes, as 0012's). */
const SCREENS = [
  { url: '/visitStat', name: '访问统计', name_en: 'Visit statistics' },
  { url: '/userFlow', name: '用户流向', name_en: 'User flow' },
] as const;

/**
 * Lists the usage report screens (`/visitStat`, `/userFlow`) among the workbench's screens, so admins reach them
 * from the workbench; others open them where a role grants the url. As 0012: children of the common app's /config
 * entry; a url a live entry already holds, or a store without /config, adds nothing.
 */
export const migration: Migration = {
  name: '0024-usage-screens',
  async up(c) {
    await listWorkbenchScreens(c, SCREENS);
  },
  async down(c) {
    await unlistWorkbenchScreens(c, SCREENS);
  },
};
