import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * Looker configs (spec section 3 "Looker config"): free explorations of a dataset, stored per app with their place
 * in the app's looker list; and a viewer's saved filter values per url, restored when he comes back.
 */
export const migration: Migration = {
  name: '0019-lookers',
  async up(c) {
    const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
    await c.queryInterface.createTable(
      'looker_configs',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        app_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'apps', key: 'id' },
          onDelete: 'CASCADE',
        },
        data_set_id: { type: DataTypes.INTEGER, allowNull: false },
        title: { type: DataTypes.STRING(200), allowNull: false },
        // The whole `looker` document as JSON text; title and dataset are also columns, for search and lists.
        config: { type: DataTypes.TEXT, allowNull: false },
        position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        created_by: {
          type: DataTypes.INTEGER,
          allowNull: true,
          references: { model: 'users', key: 'id' },
          onDelete: 'SET NULL',
        },
        created_by_username: { type: DataTypes.STRING(64), allowNull: false },
        created_at: { type: DataTypes.DATE, allowNull: false },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await c.queryInterface.addIndex('looker_configs', ['app_id', 'position'], { name: 'looker_configs_app_ix' });
    await c.queryInterface.createTable(
      'viewer_filter_values',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        user_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'users', key: 'id' },
          onDelete: 'CASCADE',
        },
        // Urls up to 2000 characters do not fit a unique index on MySQL: the index is on their SHA-256.
        url_hash: { type: DataTypes.STRING(64), allowNull: false },
        url: { type: DataTypes.TEXT, allowNull: false },
        filter_values: { type: DataTypes.TEXT, allowNull: false },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await c.queryInterface.addIndex('viewer_filter_values', ['user_id', 'url_hash'], {
      unique: true,
      name: 'viewer_filter_values_user_url_uq',
    });
  },
  async down(c) {
    await c.queryInterface.dropTable('viewer_filter_values');
    await c.queryInterface.dropTable('looker_configs');
  },
};
