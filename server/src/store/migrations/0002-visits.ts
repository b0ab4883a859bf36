import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * One row per reported navigation: the raw material of page-view and unique-visitor statistics, so only
 * ids, the url and the time, indexed for "by day", "by page and day" and "by user and day" scans.
 */
export const migration: Migration = {
  name: '0002-visits',
  async up(c) {
    const qi = c.queryInterface;
    const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
    await qi.createTable(
      'visits',
      {
        // BIGINT: every navigation of every user adds a row, for as long as the product runs.
        id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true, allowNull: false },
        user_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'users', key: 'id' },
          onDelete: 'CASCADE',
        },
        // SET NULL: purging an app or entry for good keeps its visits (the url still says what was seen).
        app_id: {
          type: DataTypes.INTEGER,
          allowNull: true,
          references: { model: 'apps', key: 'id' },
          onDelete: 'SET NULL',
        },
        entry_id: {
          type: DataTypes.INTEGER,
          allowNull: true,
          references: { model: 'entries', key: 'id' },
          onDelete: 'SET NULL',
        },
        url: { type: DataTypes.STRING(2000), allowNull: false },
        visited_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await qi.addIndex('visits', ['visited_at'], { name: 'visits_visited_at_ix' });
    await qi.addIndex('visits', ['entry_id', 'visited_at'], { name: 'visits_entry_visited_ix' });
    await qi.addIndex('visits', ['user_id', 'visited_at'], { name: 'visits_user_visited_ix' });
  },
  async down(c) {
    await c.queryInterface.dropTable('visits');
  },
};
