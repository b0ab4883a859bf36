import { DataTypes } from 'sequelize';
import type { Migration } from './types';
import { listWorkbenchScreens, unlistWorkbenchScreens } from './workbench-screens';

/** Access screens the /config entry lists from now on, after the others (built-in routes, as 0012's). */
const SCREENS = [
  { url: '/admin/field/authority/config', name: '字段权限配置' },
  { url: '/user/permission', name: '用户权限列表' },
] as const;

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
    await listWorkbenchScreens(c, SCREENS);
  },
  async down(c) {
    await unlistWorkbenchScreens(c, SCREENS);
    await c.queryInterface.dropTable('share_grants');
    await c.queryInterface.dropTable('shares');
  },
};
