import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * Comments on chart points. `conditions` and `field_value` are JSON text (the same on every store); LONGTEXT on
 * MySQL/MariaDB because the filter values in force (long multi-select lists) can outgrow TEXT's 64 KB.
 * Purging a section or a user for good takes the comments with it.
 */
export const migration: Migration = {
  name: '0006-comments',
  async up(c) {
    const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
    await c.queryInterface.createTable(
      'chart_comments',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        diagram_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'sections', key: 'id' },
          onDelete: 'CASCADE',
        },
        user_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'users', key: 'id' },
          onDelete: 'CASCADE',
        },
        content: { type: DataTypes.TEXT, allowNull: false },
        url: { type: DataTypes.STRING(2000), allowNull: false },
        title: { type: DataTypes.STRING(500), allowNull: false },
        conditions: { type: c.dialect === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT, allowNull: false },
        field_value: { type: DataTypes.TEXT, allowNull: false },
        created_at: { type: DataTypes.DATE, allowNull: false },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await c.queryInterface.addIndex('chart_comments', ['diagram_id'], { name: 'chart_comments_diagram_idx' });
  },
  async down(c) {
    await c.queryInterface.dropTable('chart_comments');
  },
};
