import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * The connections screen and the SQL console.
 *
 * - `db_connections.region`: where the database lives (spec section 9: cn, oversea, cloud). Existing connections
 *   are `cn`, as a new one is unless told otherwise.
 * - `db_connections.created_by` / `updated_by`: usernames of who made the connection and who saved it last (null
 *   for rows made before, or without a user: the demo). Names, not user ids, like the recycle bin's `deleted_by`:
 *   the list shows them as they were, and no foreign key ties a connection to a user row.
 * - `sql_history`: the statements a user ran in the console per connection, with how they ended; the console keeps
 *   the last 100 per user and connection. Purging a connection or a user takes their history with it.
 */
export const migration: Migration = {
  name: '0010-connection-region-history',
  async up(c) {
    const qi = c.queryInterface;
    await qi.addColumn('db_connections', 'region', {
      type: DataTypes.STRING(16),
      allowNull: false,
      defaultValue: 'cn',
    });
    await qi.addColumn('db_connections', 'created_by', { type: DataTypes.STRING(64), allowNull: true });
    await qi.addColumn('db_connections', 'updated_by', { type: DataTypes.STRING(64), allowNull: true });

    const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
    await qi.createTable(
      'sql_history',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        user_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'users', key: 'id' },
          onDelete: 'CASCADE',
        },
        connection_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'db_connections', key: 'id' },
          onDelete: 'CASCADE',
        },
        // The console accepts statements of up to 100,000 characters: LONGTEXT on MySQL/MariaDB (TEXT stops at 64 KB).
        sql: { type: c.dialect === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.STRING(16), allowNull: false },
        elapsed_ms: { type: DataTypes.INTEGER, allowNull: false },
        row_count: { type: DataTypes.INTEGER, allowNull: true },
        truncated: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        // JSON {key, params} of the message the console showed, translated again in the reader's language.
        error: { type: DataTypes.TEXT, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await qi.addIndex('sql_history', ['user_id', 'connection_id', 'id'], { name: 'sql_history_user_connection_ix' });
  },
  async down(c) {
    const qi = c.queryInterface;
    await qi.dropTable('sql_history');
    // DROP COLUMN itself on every store: Sequelize's SQLite removeColumn rebuilds the table, and dropping the old
    // one would cascade into (or be refused by) the datasets that reference it.
    for (const column of ['updated_by', 'created_by', 'region'])
      await c.sequelize.query(`ALTER TABLE db_connections DROP COLUMN ${column}`);
  },
};
