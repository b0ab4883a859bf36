import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * Help documents (spec section 7, Help): markdown per app, kept as written. And the files uploaded in blocks (help
 * images, app icons): the bytes live in the object store under `key`, this row says what they are and who sent them.
 */
export const migration: Migration = {
  name: '0023-help-documents',
  async up(c) {
    const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
    await c.queryInterface.createTable(
      'help_documents',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        app_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'apps', key: 'id' },
          onDelete: 'CASCADE',
        },
        title: { type: DataTypes.STRING(200), allowNull: false },
        // MEDIUMTEXT on MySQL: a document may pass TEXT's 64 KB.
        content: { type: c.dialect === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT, allowNull: false },
        created_by: { type: DataTypes.STRING(64), allowNull: true },
        updated_by: { type: DataTypes.STRING(64), allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await c.queryInterface.addIndex('help_documents', ['app_id'], { name: 'help_documents_app_ix' });
    await c.queryInterface.createTable(
      'stored_files',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        key: { type: DataTypes.STRING(64), allowNull: false },
        purpose: { type: DataTypes.STRING(20), allowNull: false },
        app_id: { type: DataTypes.INTEGER, allowNull: true },
        file_name: { type: DataTypes.STRING(255), allowNull: false },
        content_type: { type: DataTypes.STRING(40), allowNull: false },
        size: { type: DataTypes.INTEGER, allowNull: false },
        md5: { type: DataTypes.STRING(32), allowNull: false },
        created_by: { type: DataTypes.STRING(64), allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await c.queryInterface.addIndex('stored_files', ['key'], { unique: true, name: 'stored_files_key_uq' });
  },
  async down(c) {
    await c.queryInterface.dropTable('stored_files');
    await c.queryInterface.dropTable('help_documents');
  },
};
