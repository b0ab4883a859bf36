import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * `datasets.params`: the types and defaults of a dataset SQL's `{{param}}` placeholders (JSON text of
 * DatasetParam[]; NULL = none declared, as every dataset saved before had). Display values and field visibility
 * need no column: they travel inside `columns`.
 */
export const migration: Migration = {
  name: '0011-dataset-params',
  async up(c) {
    await c.queryInterface.addColumn('datasets', 'params', { type: DataTypes.TEXT, allowNull: true });
  },
  async down(c) {
    await c.queryInterface.removeColumn('datasets', 'params');
  },
};
