import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * Database connections that datasets run against. `app_id` null = shared by every app. Passwords are stored only
 * encrypted (`password_enc`, AES-256-GCM); `options` is the allow-listed driver options as JSON text.
 */
export const migration: Migration = {
  name: '0003-connections',
  async up(c) {
    const qi = c.queryInterface;
    const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
    await qi.createTable(
      'db_connections',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        // CASCADE: purging an app for good takes its private connections with it (soft delete keeps them).
        app_id: {
          type: DataTypes.INTEGER,
          allowNull: true,
          references: { model: 'apps', key: 'id' },
          onDelete: 'CASCADE',
        },
        name: { type: DataTypes.STRING(100), allowNull: false },
        kind: { type: DataTypes.STRING(16), allowNull: false },
        host: { type: DataTypes.STRING(255), allowNull: true },
        port: { type: DataTypes.INTEGER, allowNull: true },
        username: { type: DataTypes.STRING(100), allowNull: true },
        database_name: { type: DataTypes.STRING(100), allowNull: true },
        file: { type: DataTypes.STRING(500), allowNull: true },
        password_enc: { type: DataTypes.TEXT, allowNull: true },
        options: { type: DataTypes.TEXT, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
        updated_at: { type: DataTypes.DATE, allowNull: false },
        deleted_at: { type: DataTypes.DATE, allowNull: true },
      },
      options,
    );
    // Unique across deleted rows too: templates name connections, and a deleted one can be restored under its name.
    await qi.addIndex('db_connections', ['name'], { unique: true, name: 'db_connections_name_uq' });
    await qi.addIndex('db_connections', ['app_id'], { name: 'db_connections_app_id_ix' });
  },
  async down(c) {
    await c.queryInterface.dropTable('db_connections');
  },
};
