import { DataTypes, type ModelAttributes } from 'sequelize';
import type { Migration, MigrationContext } from './types';

const id = { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false };
// LONGTEXT on MySQL/MariaDB (TEXT stops at 64 KB, less than a large section or SQL); TEXT (unbounded) elsewhere.
const longText = (c: MigrationContext) => (c.dialect === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT);
const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};
const userRef = {
  type: DataTypes.INTEGER,
  allowNull: true,
  references: { model: 'users', key: 'id' },
  onDelete: 'SET NULL',
};

async function createTable(c: MigrationContext, name: string, attributes: ModelAttributes) {
  const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
  await c.queryInterface.createTable(name, attributes, options);
}

/**
 * Datasets (SQL or a table on a db_connections row, created by 0003), page documents, their sections (draft and
 * online config) and the published versions of sections, for rollback. Documents are JSON text.
 * Keys stay unique among live rows because a soft delete rewrites the key to `key#id` ('#' is not allowed in keys).
 */
export const migration: Migration = {
  name: '0004-datasets-pages',
  async up(c) {
    const qi = c.queryInterface;
    await createTable(c, 'datasets', {
      id,
      app_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'apps', key: 'id' } },
      key: { type: DataTypes.STRING(100), allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      connection_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'db_connections', key: 'id' } },
      sql: { type: longText(c), allowNull: true },
      table_name: { type: DataTypes.STRING(200), allowNull: true },
      data_update_mode: { type: DataTypes.INTEGER, allowNull: false },
      columns: { type: longText(c), allowNull: false },
      updated_by: userRef,
      ...timestamps,
      deleted_at: { type: DataTypes.DATE, allowNull: true },
    });
    await qi.addIndex('datasets', ['app_id', 'key'], { unique: true, name: 'datasets_app_key_uq' });
    await qi.addIndex('datasets', ['connection_id'], { name: 'datasets_connection_ix' });

    await createTable(c, 'pages', {
      id,
      entry_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'entries', key: 'id' } },
      // The page's stable key (document id in git); null when the page never had one.
      key: { type: DataTypes.STRING(100), allowNull: true },
      document: { type: longText(c), allowNull: false },
      // What staff see of the page itself (meta, global filters, layout); set when sections go online.
      online_document: { type: longText(c), allowNull: true },
      // Bundle-level fields of the template the page was imported from ($schema, name, description), for export.
      template_meta: { type: longText(c), allowNull: true },
      updated_by: userRef,
      ...timestamps,
    });
    await qi.addIndex('pages', ['entry_id'], { unique: true, name: 'pages_entry_uq' });

    await createTable(c, 'sections', {
      id,
      page_id: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'pages', key: 'id' } },
      key: { type: DataTypes.STRING(100), allowNull: false },
      sort: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      draft: { type: longText(c), allowNull: false },
      online: { type: longText(c), allowNull: true },
      online_at: { type: DataTypes.DATE, allowNull: true },
      // The section_versions row that is online now (rollback walks back from it).
      online_version_id: { type: DataTypes.INTEGER, allowNull: true },
      status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      updated_by: userRef,
      ...timestamps,
      deleted_at: { type: DataTypes.DATE, allowNull: true },
    });
    await qi.addIndex('sections', ['page_id', 'key'], { unique: true, name: 'sections_page_key_uq' });

    await createTable(c, 'section_versions', {
      id,
      section_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'sections', key: 'id' },
        onDelete: 'CASCADE',
      },
      config: { type: longText(c), allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
      created_by: userRef,
    });
    await qi.addIndex('section_versions', ['section_id', 'id'], { name: 'section_versions_section_ix' });

    // Which datasets a section's draft or online config names, so "who uses this dataset" is one indexed query.
    await createTable(c, 'section_datasets', {
      id,
      section_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'sections', key: 'id' },
        onDelete: 'CASCADE',
      },
      dataset_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'datasets', key: 'id' },
        onDelete: 'CASCADE',
      },
    });
    await qi.addIndex('section_datasets', ['section_id', 'dataset_id'], { unique: true, name: 'section_datasets_uq' });
    await qi.addIndex('section_datasets', ['dataset_id'], { name: 'section_datasets_dataset_ix' });
  },
  async down(c) {
    for (const table of ['section_datasets', 'section_versions', 'sections', 'pages', 'datasets'])
      await c.queryInterface.dropTable(table);
  },
};
