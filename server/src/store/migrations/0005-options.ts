import { DataTypes, type ModelAttributes } from 'sequelize';
import type { Migration, MigrationContext } from './types';

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
// LONGTEXT on MySQL/MariaDB: an option list of a few thousand entries outgrows TEXT's 64 KB.
const longText = (c: MigrationContext) => (c.dialect === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT);
const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};
// CASCADE: purging an app for good takes its private definitions with it (a soft delete of the app keeps them).
const appRef = (allowNull: boolean) => ({
  type: DataTypes.INTEGER,
  allowNull,
  references: { model: 'apps', key: 'id' },
  onDelete: 'CASCADE',
});

async function createTable(c: MigrationContext, name: string, attributes: ModelAttributes) {
  const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
  await c.queryInterface.createTable(name, attributes, options);
}

/**
 * The options domain: reusable column definitions, global select option lists, custom (DIY) selects, and the
 * option values admins save per section filter without republishing. `app_id` null = shared by every app.
 * Keys stay unique among live rows because a soft delete rewrites the key to `key#id` ('#' is not allowed in keys);
 * the unique indexes do not cover shared rows (NULLs never collide), so the service checks those.
 */
export const migration: Migration = {
  name: '0005-options',
  async up(c) {
    const qi = c.queryInterface;
    await createTable(c, 'global_columns', {
      id,
      app_id: appRef(true),
      column_key: { type: DataTypes.STRING(100), allowNull: false },
      column_name: { type: DataTypes.STRING(200), allowNull: false },
      column_type: { type: DataTypes.INTEGER, allowNull: false },
      formatter: { type: DataTypes.STRING(32), allowNull: true },
      aggregate: { type: DataTypes.STRING(32), allowNull: true },
      description: { type: DataTypes.TEXT, allowNull: true },
      ...timestamps,
      deleted_at: { type: DataTypes.DATE, allowNull: true },
    });
    await qi.addIndex('global_columns', ['app_id', 'column_key'], { unique: true, name: 'global_columns_app_key_uq' });

    await createTable(c, 'global_select_options', {
      id,
      app_id: appRef(true),
      key: { type: DataTypes.STRING(100), allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      values: { type: longText(c), allowNull: false },
      ...timestamps,
      deleted_at: { type: DataTypes.DATE, allowNull: true },
    });
    await qi.addIndex('global_select_options', ['app_id', 'key'], {
      unique: true,
      name: 'global_select_options_app_key_uq',
    });

    await createTable(c, 'select_diy', {
      id,
      app_id: appRef(false),
      key: { type: DataTypes.STRING(100), allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      config: { type: longText(c), allowNull: false },
      ...timestamps,
      deleted_at: { type: DataTypes.DATE, allowNull: true },
    });
    await qi.addIndex('select_diy', ['app_id', 'key'], { unique: true, name: 'select_diy_app_key_uq' });

    // One row per (section, filter key); no soft delete: removing the row is how an admin returns to the published options.
    await createTable(c, 'filter_values', {
      id,
      diagram_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'sections', key: 'id' },
        onDelete: 'CASCADE',
      },
      filter_key: { type: DataTypes.STRING(200), allowNull: false },
      values: { type: longText(c), allowNull: false },
      updated_by: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      ...timestamps,
    });
    await qi.addIndex('filter_values', ['diagram_id', 'filter_key'], {
      unique: true,
      name: 'filter_values_diagram_key_uq',
    });
  },
  async down(c) {
    for (const table of ['filter_values', 'select_diy', 'global_select_options', 'global_columns'])
      await c.queryInterface.dropTable(table);
  },
};
