import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * Data monitors (spec section 7 Monitor): the monitor with its state and scheduling lease, its subscribers, the
 * history of its runs with each webhook attempt, and the in-app notices to subscribers.
 */
export const migration: Migration = {
  name: '0020-monitors',
  async up(c) {
    const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
    const { queryInterface: q } = c;
    const fk = (model: string, onDelete: 'CASCADE' | 'SET NULL', allowNull = false) => ({
      type: DataTypes.INTEGER,
      allowNull,
      references: { model, key: 'id' },
      onDelete,
    });
    await q.createTable(
      'monitors',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        app_id: fk('apps', 'CASCADE'),
        name: { type: DataTypes.STRING(200), allowNull: false },
        dataset_id: fk('datasets', 'CASCADE'),
        indicator: { type: DataTypes.STRING(80), allowNull: false },
        time_column: { type: DataTypes.STRING(80), allowNull: true },
        filter_condition: { type: DataTypes.TEXT, allowNull: false },
        condition_type: { type: DataTypes.STRING(20), allowNull: false },
        threshold: { type: DataTypes.DOUBLE, allowNull: false },
        change_mode: { type: DataTypes.STRING(20), allowNull: false },
        periods: { type: DataTypes.INTEGER, allowNull: false },
        cron: { type: DataTypes.STRING(100), allowNull: false },
        enabled: { type: DataTypes.SMALLINT, allowNull: false, defaultValue: 1 },
        webhook_url: { type: DataTypes.STRING(2000), allowNull: true },
        // Encrypted with the server secret, like connection passwords.
        webhook_secret: { type: DataTypes.TEXT, allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: true },
        last_value: { type: DataTypes.DOUBLE, allowNull: true },
        last_error: { type: DataTypes.TEXT, allowNull: true },
        last_run_at: { type: DataTypes.DATE, allowNull: true },
        next_run_at: { type: DataTypes.DATE, allowNull: true },
        // The database lease of a due check (no Redis): the instance holding it and until when.
        lease_owner: { type: DataTypes.STRING(64), allowNull: true },
        lease_until: { type: DataTypes.DATE, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await q.addIndex('monitors', ['next_run_at'], { name: 'monitors_next_run_ix' });
    await q.createTable(
      'monitor_subscribers',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        monitor_id: fk('monitors', 'CASCADE'),
        user_id: fk('users', 'CASCADE'),
      },
      options,
    );
    await q.addIndex('monitor_subscribers', ['monitor_id', 'user_id'], {
      unique: true,
      name: 'monitor_subscribers_uq',
    });
    await q.createTable(
      'monitor_runs',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        monitor_id: fk('monitors', 'CASCADE'),
        source: { type: DataTypes.STRING(20), allowNull: false },
        value: { type: DataTypes.DOUBLE, allowNull: true },
        outcome: { type: DataTypes.STRING(20), allowNull: false },
        notified: { type: DataTypes.STRING(20), allowNull: true },
        error: { type: DataTypes.TEXT, allowNull: true },
        duration_ms: { type: DataTypes.INTEGER, allowNull: false },
        started_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await q.addIndex('monitor_runs', ['monitor_id', 'id'], { name: 'monitor_runs_monitor_ix' });
    await q.createTable(
      'monitor_webhook_attempts',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        run_id: fk('monitor_runs', 'CASCADE'),
        attempt: { type: DataTypes.INTEGER, allowNull: false },
        status_code: { type: DataTypes.INTEGER, allowNull: true },
        error: { type: DataTypes.TEXT, allowNull: true },
        duration_ms: { type: DataTypes.INTEGER, allowNull: false },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await q.addIndex('monitor_webhook_attempts', ['run_id'], { name: 'monitor_webhook_attempts_run_ix' });
    await q.createTable(
      'monitor_notices',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        monitor_id: fk('monitors', 'CASCADE'),
        user_id: fk('users', 'CASCADE'),
        kind: { type: DataTypes.STRING(20), allowNull: false },
        value: { type: DataTypes.DOUBLE, allowNull: true },
        error: { type: DataTypes.TEXT, allowNull: true },
        read_at: { type: DataTypes.DATE, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await q.addIndex('monitor_notices', ['user_id', 'id'], { name: 'monitor_notices_user_ix' });
  },
  async down(c) {
    await c.queryInterface.dropTable('monitor_notices');
    await c.queryInterface.dropTable('monitor_webhook_attempts');
    await c.queryInterface.dropTable('monitor_runs');
    await c.queryInterface.dropTable('monitor_subscribers');
    await c.queryInterface.dropTable('monitors');
  },
};
