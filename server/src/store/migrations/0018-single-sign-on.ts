import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * Single sign-on (OpenID Connect):
 * - `oidc_logins`: a login started at the provider and not yet back. Its row is deleted when the browser returns, so
 *   each state is used once, by whichever instance the browser comes back to.
 * - `users.email`: people are matched by the provider's email when it gives no username; unique, so one email never
 *   names two accounts (NULLs never collide).
 * - `sessions.id_token`: the provider's ID token of a single sign-on session, sent back as the hint of its logout.
 */
export const migration: Migration = {
  name: '0018-single-sign-on',
  async up(c) {
    const qi = c.queryInterface;
    const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
    await qi.createTable(
      'oidc_logins',
      {
        state: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
        nonce: { type: DataTypes.STRING(64), allowNull: false },
        code_verifier: { type: DataTypes.STRING(128), allowNull: false },
        redirect: { type: DataTypes.STRING(2000), allowNull: false },
        expires_at: { type: DataTypes.DATE, allowNull: false },
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await qi.addIndex('oidc_logins', ['expires_at'], { name: 'oidc_logins_expires_at_ix' });
    await qi.addColumn('users', 'email', { type: DataTypes.STRING(255), allowNull: true });
    await qi.addIndex('users', ['email'], { unique: true, name: 'users_email_uq' });
    await qi.addColumn('sessions', 'id_token', { type: DataTypes.TEXT, allowNull: true });
  },
  async down(c) {
    const qi = c.queryInterface;
    await qi.removeColumn('sessions', 'id_token');
    await qi.removeIndex('users', 'users_email_uq');
    await qi.removeColumn('users', 'email');
    await qi.dropTable('oidc_logins');
  },
};
