import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration, MigrationContext } from './types';

/** Admin screens the /config entry lists from now on, after the others (built-in routes, as 0016's). */
const SCREENS = [
  { url: '/announcement', name: '公告管理', name_en: 'Announcements' },
  { url: '/admin/feedback', name: '用户反馈', name_en: 'Feedback' },
] as const;

async function one<T extends object>(c: MigrationContext, sql: string, replacements: Record<string, unknown>) {
  const rows = await c.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });
  return rows[0] ?? null;
}

/** As 0016: children of the common app's /config entry; a url a live entry holds, or no /config, adds nothing. */
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

const userRef = (onDelete: 'CASCADE' | 'SET NULL', allowNull = false) => ({
  type: DataTypes.INTEGER,
  allowNull,
  references: { model: 'users', key: 'id' },
  onDelete,
});

/**
 * Favourites, feedback and global announcements (spec section 7). A favourite is keyed by entry id, so it follows a
 * page whose url or catalog changes; the page's soft delete hides it (the list joins live entries) and a recovery
 * brings it back; a purge takes it away. Feedback and announcements keep their sender's or author's username beside
 * the id, so they still name someone purged later. Seen marks are one row per (announcement, user). Also lists the
 * announcement and feedback screens among the workbench's.
 */
export const migration: Migration = {
  name: '0022-favorites-feedback-announcements',
  async up(c) {
    const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
    const qi = c.queryInterface;
    await qi.createTable(
      'favorites',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        user_id: userRef('CASCADE'),
        entry_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'entries', key: 'id' },
          onDelete: 'CASCADE',
        },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await qi.addIndex('favorites', ['user_id', 'entry_id'], { unique: true, name: 'favorites_user_entry_uq' });
    await qi.addIndex('favorites', ['entry_id'], { name: 'favorites_entry_ix' });

    await qi.createTable(
      'feedback',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        user_id: userRef('SET NULL', true),
        username: { type: DataTypes.STRING(64), allowNull: false },
        feedback: { type: DataTypes.TEXT, allowNull: false },
        url: { type: DataTypes.STRING(2000), allowNull: false },
        status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'new' },
        created_at: { type: DataTypes.DATE, allowNull: false },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await qi.addIndex('feedback', ['status', 'created_at'], { name: 'feedback_status_ix' });

    await qi.createTable(
      'announcements',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        title: { type: DataTypes.STRING(200), allowNull: false },
        body: { type: DataTypes.TEXT, allowNull: false },
        level: { type: DataTypes.STRING(10), allowNull: false },
        starts_at: { type: DataTypes.DATE, allowNull: true },
        ends_at: { type: DataTypes.DATE, allowNull: true },
        created_by: { type: DataTypes.STRING(64), allowNull: false },
        created_at: { type: DataTypes.DATE, allowNull: false },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await qi.createTable(
      'announcement_seen',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        announcement_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'announcements', key: 'id' },
          onDelete: 'CASCADE',
        },
        user_id: userRef('CASCADE'),
        seen_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await qi.addIndex('announcement_seen', ['user_id', 'announcement_id'], {
      unique: true,
      name: 'announcement_seen_user_uq',
    });
    await seedScreens(c);
  },
  async down(c) {
    await c.sequelize.query(
      "DELETE FROM entries WHERE url IN (:urls) AND router_config IS NULL AND app_id IN (SELECT id FROM apps WHERE app_key = 'common')",
      { replacements: { urls: SCREENS.map((s) => s.url) } },
    );
    await c.queryInterface.dropTable('announcement_seen');
    await c.queryInterface.dropTable('announcements');
    await c.queryInterface.dropTable('feedback');
    await c.queryInterface.dropTable('favorites');
  },
};
