import { QueryTypes } from 'sequelize';
import type { MigrationContext } from './types';

/** A built-in admin screen listed in the workbench (no router_config: the web app has the route). */
export interface WorkbenchScreen {
  url: string;
  name: string;
  name_en?: string;
}

async function one<T extends object>(c: MigrationContext, sql: string, replacements: Record<string, unknown>) {
  const rows = await c.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });
  return rows[0] ?? null;
}

/**
 * Spec section 6: "Admin workbench entries come from the /config entry", so screens are children of the common
 * app's /config entry, after its other children. A url some live entry already holds is left alone, and a store
 * without the /config entry (an admin deleted it) gets nothing: the entry is edited like any other.
 */
export async function listWorkbenchScreens(c: MigrationContext, screens: readonly WorkbenchScreen[]): Promise<void> {
  const root = await one<{ id: number; app_id: number }>(
    c,
    "SELECT e.id, e.app_id FROM entries e JOIN apps a ON a.id = e.app_id WHERE e.url = '/config' AND a.app_key = 'common' AND e.deleted_at IS NULL",
    {},
  );
  if (!root) return;
  const last = await one<{ sort: number | null }>(c, 'SELECT MAX(sort) AS sort FROM entries WHERE parent_id = :id', {
    id: root.id,
  });
  let sort = Number(last?.sort ?? -1);
  const now = new Date();
  for (const screen of screens) {
    if (await one(c, 'SELECT id FROM entries WHERE url = :url AND deleted_at IS NULL', { url: screen.url })) continue;
    sort += 1;
    await c.queryInterface.bulkInsert('entries', [
      {
        ...screen,
        app_id: root.app_id,
        parent_id: root.id,
        catalog_or_page: 2,
        is_expand: 1,
        is_show: 1,
        data_level: 'C',
        status: 1,
        router_config: null,
        sort,
        created_at: now,
        updated_at: now,
      },
    ]);
  }
}

/** Takes the listed screens out of the workbench again (a migration's down). */
export async function unlistWorkbenchScreens(c: MigrationContext, screens: readonly WorkbenchScreen[]): Promise<void> {
  await c.sequelize.query(
    "DELETE FROM entries WHERE url IN (:urls) AND router_config IS NULL AND app_id IN (SELECT id FROM apps WHERE app_key = 'common')",
    { replacements: { urls: screens.map((s) => s.url) } },
  );
}
