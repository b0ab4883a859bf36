import { DataTypes, type ModelAttributes } from 'sequelize';
import type { Migration, MigrationContext } from './types';

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};

async function createTable(c: MigrationContext, name: string, attributes: ModelAttributes) {
  // utf8mb4 on MySQL/MariaDB so Chinese names and emoji fit; the other dialects ignore the option.
  const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
  await c.queryInterface.createTable(name, attributes, options);
}

/** Users, sessions, apps, entries, roles (with urls and users) and settings. */
export const migration: Migration = {
  name: '0001-initial',
  async up(c) {
    const qi = c.queryInterface;
    await createTable(c, 'settings', {
      key: { type: DataTypes.STRING(100), primaryKey: true, allowNull: false },
      value: { type: DataTypes.TEXT, allowNull: false },
    });

    await createTable(c, 'users', {
      id,
      username: { type: DataTypes.STRING(64), allowNull: false },
      realname: { type: DataTypes.STRING(100), allowNull: false },
      password_hash: { type: DataTypes.STRING(255), allowNull: false },
      is_admin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      ...timestamps,
    });
    await qi.addIndex('users', ['username'], { unique: true, name: 'users_username_uq' });

    await createTable(c, 'sessions', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      user_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('sessions', ['user_id'], { name: 'sessions_user_id_ix' });
    await qi.addIndex('sessions', ['expires_at'], { name: 'sessions_expires_at_ix' });

    await createTable(c, 'apps', {
      id,
      app_name: { type: DataTypes.STRING(100), allowNull: false },
      app_key: { type: DataTypes.STRING(50), allowNull: false },
      image_url: { type: DataTypes.STRING(1000), allowNull: true },
      status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      sort: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      announcement: { type: DataTypes.TEXT, allowNull: true },
      ...timestamps,
      deleted_at: { type: DataTypes.DATE, allowNull: true },
    });
    // Unique across deleted apps too: a deleted app keeps its key so that it can be restored.
    await qi.addIndex('apps', ['app_key'], { unique: true, name: 'apps_app_key_uq' });

    await createTable(c, 'entries', {
      id,
      app_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'apps', key: 'id' } },
      parent_id: { type: DataTypes.INTEGER, allowNull: true },
      name: { type: DataTypes.STRING(200), allowNull: false },
      url: { type: DataTypes.STRING(255), allowNull: true },
      catalog_or_page: { type: DataTypes.INTEGER, allowNull: false },
      is_expand: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      is_show: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      data_level: { type: DataTypes.STRING(1), allowNull: false, defaultValue: 'C' },
      status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      develop_charge_username: { type: DataTypes.STRING(64), allowNull: true },
      work_charge_username: { type: DataTypes.STRING(64), allowNull: true },
      requirement_type: { type: DataTypes.STRING(50), allowNull: true },
      requirement_url: { type: DataTypes.STRING(1000), allowNull: true },
      tips: { type: DataTypes.TEXT, allowNull: true },
      remark: { type: DataTypes.TEXT, allowNull: true },
      expand_statement: { type: DataTypes.TEXT, allowNull: true },
      router_config: { type: DataTypes.TEXT, allowNull: true },
      sort: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestamps,
      deleted_at: { type: DataTypes.DATE, allowNull: true },
    });
    // Page urls are unique across apps (catalogs have none; NULLs do not collide on any of the three stores).
    await qi.addIndex('entries', ['url'], { unique: true, name: 'entries_url_uq' });
    await qi.addIndex('entries', ['app_id', 'parent_id'], { name: 'entries_app_parent_ix' });

    await createTable(c, 'roles', {
      id,
      app_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'apps', key: 'id' } },
      name: { type: DataTypes.STRING(100), allowNull: false },
      permission_types: { type: DataTypes.TEXT, allowNull: false },
      ...timestamps,
    });
    await qi.addIndex('roles', ['app_id'], { name: 'roles_app_id_ix' });

    await createTable(c, 'role_urls', {
      id,
      role_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'roles', key: 'id' },
        onDelete: 'CASCADE',
      },
      url: { type: DataTypes.STRING(255), allowNull: false },
    });
    await qi.addIndex('role_urls', ['role_id', 'url'], { unique: true, name: 'role_urls_role_url_uq' });
    await qi.addIndex('role_urls', ['url'], { name: 'role_urls_url_ix' });

    await createTable(c, 'role_users', {
      id,
      role_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'roles', key: 'id' },
        onDelete: 'CASCADE',
      },
      user_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
    });
    await qi.addIndex('role_users', ['role_id', 'user_id'], { unique: true, name: 'role_users_role_user_uq' });
    await qi.addIndex('role_users', ['user_id'], { name: 'role_users_user_id_ix' });
  },
  async down(c) {
    for (const table of ['role_users', 'role_urls', 'roles', 'entries', 'apps', 'sessions', 'users', 'settings']) {
      await c.queryInterface.dropTable(table);
    }
  },
};
