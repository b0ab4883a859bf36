import type { Migration } from './types';
import { listWorkbenchScreens, unlistWorkbenchScreens } from './workbench-screens';

/** The admin screens of the data workbench that the /config entry lists, after the ones 0007 seeded. */
const SCREENS = [
  { url: '/admin/app/manage', name: '应用管理' },
  { url: '/admin/field/config', name: '字段配置' },
  { url: '/admin/field/value/manage', name: '字段值管理' },
  { url: '/admin/options/manage', name: '选项管理' },
  { url: '/admin/query/page', name: '图表查询' },
  { url: '/admin/management', name: '报表查询' },
] as const;

/**
 * Spec section 6: "Admin workbench entries come from the /config entry", so the new screens are children of it,
 * built-in routes (no router_config). A url some live entry already holds is left alone, and a store without the
 * /config entry (an admin deleted it) gets nothing: the entry is edited like any other.
 */
export const migration: Migration = {
  name: '0012-workbench-manage',
  async up(c) {
    await listWorkbenchScreens(c, SCREENS);
  },
  async down(c) {
    await unlistWorkbenchScreens(c, SCREENS);
  },
};
