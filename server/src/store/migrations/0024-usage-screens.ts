import { QueryTypes } from 'sequelize';
import type { Migration, MigrationContext } from './types';

/** The usage screens the /config entry lists from now on, after the others (built-in routes, as 0012's). */
const SCREENS = [
  { url: '/visitStat', name: '访问统计', name_en: 'Visit statistics' },
  { url: '/userFlow', name: '用户流向', name_en: 'User flow' },
] as const;

async function one<T extends object>(c: MigrationContext, sql: string, replacements: Record<string, unknown>) {
  const rows = await c.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });
  return rows[0] ?? null;
}

/**
 * Lists the usage report screens (`/visitStat`, `/userFlow`) among the workbench's screens, so admins reach them
 * from the workbench; others open them where a role grants the url. As 0012: children of the common app's /config
 * entry; a url a live entry already holds, or a store without /config, adds nothing.
 */
export const migration: Migration = {
  name: '0024-usage-screens',
  async up(c) {
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
    for (const screen of SCREENS) {
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
  },
  async down(c) {
    await c.sequelize.query(
      "DELETE FROM entries WHERE url IN (:urls) AND router_config IS NULL AND app_id IN (SELECT id FROM apps WHERE app_key = 'common')",
      { replacements: { urls: SCREENS.map((s) => s.url) } },
    );
  },
};
