import { DataTypes, type ModelAttributes } from 'sequelize';
import type { MigrationContext, Migration } from './types';

async function createTable(c: MigrationContext, name: string, attributes: ModelAttributes) {
  const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
  await c.queryInterface.createTable(name, attributes, options);
}

// Functions, not shared objects: attribute definitions are written into while a table is created.
const id = () => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false });
const ref = (model: string) => ({
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model, key: 'id' },
  onDelete: 'CASCADE',
});
const stamps = () => ({
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
});

/**
 * Field authority (spec section 7): categories of dataset columns with their managers and users (column rule),
 * row rules per dataset and the dataset's restricted flag (row rule, fails closed), and users' custom attributes
 * that row rules read. Lists of usernames, roles and values are JSON text: they are read whole, never searched.
 */
export const migration: Migration = {
  name: '0015-field-authority',
  async up(c) {
    await createTable(c, 'field_categories', {
      id: id(),
      app_id: ref('apps'),
      name: { type: DataTypes.STRING(100), allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      ...stamps(),
    });
    await c.queryInterface.addIndex('field_categories', ['app_id', 'name'], {
      unique: true,
      name: 'field_categories_app_name_ux',
    });
    await createTable(c, 'field_category_columns', {
      id: id(),
      category_id: ref('field_categories'),
      data_set_id: ref('datasets'),
      column_key: { type: DataTypes.STRING(128), allowNull: false },
    });
    await c.queryInterface.addIndex('field_category_columns', ['data_set_id'], {
      name: 'field_category_columns_ds_ix',
    });
    await c.queryInterface.addIndex('field_category_columns', ['category_id'], { name: 'field_category_columns_c_ix' });
    await createTable(c, 'field_category_people', {
      id: id(),
      category_id: ref('field_categories'),
      user_id: ref('users'),
      // 'manager' edits the category's users; 'user' sees its columns (managers see them too).
      kind: { type: DataTypes.STRING(16), allowNull: false },
    });
    await c.queryInterface.addIndex('field_category_people', ['category_id', 'user_id', 'kind'], {
      unique: true,
      name: 'field_category_people_ux',
    });
    await c.queryInterface.addIndex('field_category_people', ['user_id'], { name: 'field_category_people_user_ix' });
    await createTable(c, 'row_rules', {
      id: id(),
      data_set_id: ref('datasets'),
      position: { type: DataTypes.INTEGER, allowNull: false },
      kind: { type: DataTypes.STRING(16), allowNull: false },
      column_key: { type: DataTypes.STRING(128), allowNull: false },
      source: { type: DataTypes.STRING(16), allowNull: false },
      attribute: { type: DataTypes.STRING(64), allowNull: true },
      rule_values: { type: DataTypes.TEXT, allowNull: false },
      usernames: { type: DataTypes.TEXT, allowNull: false },
      role_ids: { type: DataTypes.TEXT, allowNull: false },
      ...stamps(),
    });
    await c.queryInterface.addIndex('row_rules', ['data_set_id'], { name: 'row_rules_ds_ix' });
    await createTable(c, 'dataset_row_policies', {
      data_set_id: {
        type: DataTypes.INTEGER,
        primaryKey: true,
        allowNull: false,
        references: { model: 'datasets', key: 'id' },
        onDelete: 'CASCADE',
      },
      restricted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ...stamps(),
    });
    await createTable(c, 'user_attributes', {
      id: id(),
      user_id: ref('users'),
      attr_key: { type: DataTypes.STRING(64), allowNull: false },
      attr_values: { type: DataTypes.TEXT, allowNull: false },
    });
    await c.queryInterface.addIndex('user_attributes', ['user_id', 'attr_key'], {
      unique: true,
      name: 'user_attributes_ux',
    });
  },
  async down(c) {
    for (const table of [
      'user_attributes',
      'dataset_row_policies',
      'row_rules',
      'field_category_people',
      'field_category_columns',
      'field_categories',
    ])
      await c.queryInterface.dropTable(table);
  },
};
