import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration, MigrationContext } from './types';

/** Access screens the /config entry lists from now on, after the others (built-in routes, as 0012's). */
const SCREENS = [
  { url: '/admin/field/authority/config', name: '字段权限配置' },
  { url: '/user/permission', name: '用户权限列表' },
] as const;

async function one<T extends object>(c: MigrationContext, sql: string, replacements: Record<string, unknown>) {
  const rows = await c.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });
  return rows[0] ?? null;
}

/** As 0012: children of the common app's /config entry; a url a live entry holds, or no /config, adds nothing. */
async function seedScreens(c: MigrationContext): Promise<void> {
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
}

/**
 * Shares (spec section 7, "share pages to users"): who shared, when, in which app, and one grant row per page and
 * recipient. A share grant opens the page to its recipient like a role's url does; it is keyed by entry, so a url
 * change keeps it, and it goes with the page, the recipient or the share. Also lists the field permission screen
 * and the user permission list among the workbench's screens.
 */
export const migration: Migration = {
  name: '0016-shares',
  async up(c) {
    const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
    await c.queryInterface.createTable(
      'shares',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        app_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'apps', key: 'id' },
          onDelete: 'CASCADE',
        },
        shared_by: {
          type: DataTypes.INTEGER,
          allowNull: true,
          references: { model: 'users', key: 'id' },
          onDelete: 'SET NULL',
        },
        // Kept beside the id: the share still names a sharer purged later.
        shared_by_username: { type: DataTypes.STRING(64), allowNull: false },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await c.queryInterface.createTable(
      'share_grants',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        share_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'shares', key: 'id' },
          onDelete: 'CASCADE',
        },
        entry_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'entries', key: 'id' },
          onDelete: 'CASCADE',
        },
        user_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'users', key: 'id' },
          onDelete: 'CASCADE',
        },
      },
      options,
    );
    await c.queryInterface.addIndex('share_grants', ['share_id', 'entry_id', 'user_id'], {
      unique: true,
      name: 'share_grants_share_entry_user_uq',
    });
    await c.queryInterface.addIndex('share_grants', ['user_id'], { name: 'share_grants_user_ix' });
    await c.queryInterface.addIndex('share_grants', ['entry_id'], { name: 'share_grants_entry_ix' });
    await seedScreens(c);
  },
  async down(c) {
    await c.sequelize.query(
      "DELETE FROM entries WHERE url IN (:urls) AND router_config IS NULL AND app_id IN (SELECT id FROM apps WHERE app_key = 'common')",
      { replacements: { urls: SCREENS.map((s) => s.url) } },
    );
    await c.queryInterface.dropTable('share_grants');
    await c.queryInterface.dropTable('shares');
  },
};
