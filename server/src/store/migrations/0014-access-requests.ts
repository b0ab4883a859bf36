import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * Access requests (spec section 7, Approval) and their flow. A request asks for one page, either by joining a role
 * (`role_id`) or alone (`role_id` null: a direct page grant). `status` moves once from `pending` to `approved`,
 * `rejected` or `withdrawn`, by a conditional update, so two deciders racing get one winner. Every step (apply,
 * remind, withdraw, pass, reject) is a row of `access_request_steps` naming who and when.
 */
export const migration: Migration = {
  name: '0014-access-requests',
  async up(c) {
    const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
    const user = (allowNull: boolean) => ({
      type: DataTypes.INTEGER,
      allowNull,
      references: { model: 'users', key: 'id' },
      onDelete: allowNull ? 'SET NULL' : 'CASCADE',
    });
    await c.queryInterface.createTable(
      'access_requests',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        app_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'apps', key: 'id' },
          onDelete: 'CASCADE',
        },
        // No foreign key: a request outlives its page (the bin purges it) and keeps telling what was asked for.
        entry_id: { type: DataTypes.INTEGER, allowNull: true },
        url: { type: DataTypes.STRING(255), allowNull: false },
        page_name: { type: DataTypes.STRING(200), allowNull: false },
        role_id: { type: DataTypes.INTEGER, allowNull: true },
        role_name: { type: DataTypes.STRING(100), allowNull: true },
        applicant_id: user(false),
        reason: { type: DataTypes.TEXT, allowNull: false },
        status: { type: DataTypes.STRING(16), allowNull: false },
        reminded_at: { type: DataTypes.DATE, allowNull: true },
        decided_by: user(true),
        decided_at: { type: DataTypes.DATE, allowNull: true },
        comment: { type: DataTypes.TEXT, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
        updated_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await c.queryInterface.addIndex('access_requests', ['applicant_id', 'status'], {
      name: 'access_requests_applicant_ix',
    });
    await c.queryInterface.addIndex('access_requests', ['status', 'app_id'], { name: 'access_requests_status_ix' });
    await c.queryInterface.createTable(
      'access_request_steps',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        request_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'access_requests', key: 'id' },
          onDelete: 'CASCADE',
        },
        action: { type: DataTypes.STRING(16), allowNull: false },
        user_id: user(true),
        // Kept beside the id: the flow still names a user purged later.
        username: { type: DataTypes.STRING(64), allowNull: false },
        comment: { type: DataTypes.TEXT, allowNull: true },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await c.queryInterface.addIndex('access_request_steps', ['request_id'], { name: 'access_request_steps_req_ix' });
  },
  async down(c) {
    await c.queryInterface.dropTable('access_request_steps');
    await c.queryInterface.dropTable('access_requests');
  },
};
