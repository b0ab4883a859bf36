import { DataTypes } from 'sequelize';
import type { Migration } from './types';
import { listWorkbenchScreens, unlistWorkbenchScreens } from './workbench-screens';

/** Admin screens the /config entry lists from now on, after the others (built-in routes, as 0016's). */
const SCREENS = [
  { url: '/announcement', name: '公告管理', name_en: 'Announcements' },
  { url: '/admin/feedback', name: '用户反馈', name_en: 'Feedback' },
] as const;

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
    await listWorkbenchScreens(c, SCREENS);
  },
  async down(c) {
    await unlistWorkbenchScreens(c, SCREENS);
    await c.queryInterface.dropTable('announcement_seen');
    await c.queryInterface.dropTable('announcements');
    await c.queryInterface.dropTable('feedback');
    await c.queryInterface.dropTable('favorites');
  },
};
