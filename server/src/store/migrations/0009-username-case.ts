import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * Usernames unique without regard to case, in the store itself: `users.username_folded` holds the folded username
 * under a unique index, so `Admin` can never be added next to `admin`, whoever writes the row.
 *
 * Usernames that already differ only in case (possible on SQLite and PostgreSQL; MySQL/MariaDB's case-insensitive
 * collation refused them from the start) are kept as they are, and keep logging in by their exact name: the oldest
 * of each group holds the folded name, the others none (NULLs never collide). The migration lists every group in the
 * log, for an admin to sort out.
 */
export const migration: Migration = {
  name: '0009-username-case',
  async up(c) {
    const qi = c.queryInterface;
    await qi.addColumn('users', 'username_folded', { type: DataTypes.STRING(64), allowNull: true });
    const users = await c.sequelize.query<{ id: number; username: string }>(
      'SELECT id, username FROM users ORDER BY id',
      { type: QueryTypes.SELECT },
    );
    const groups = new Map<string, { id: number; username: string }[]>();
    for (const user of users) {
      // The users model folds the same way (usernames are `[A-Za-z0-9._-]`: ASCII lower case).
      const folded = user.username.toLowerCase();
      groups.set(folded, [...(groups.get(folded) ?? []), user]);
    }
    for (const [folded, [holder]] of groups)
      await qi.bulkUpdate('users', { username_folded: folded }, { id: holder.id });
    await qi.addIndex('users', ['username_folded'], { unique: true, name: 'users_username_folded_uq' });

    const duplicates = [...groups.values()].filter((group) => group.length > 1);
    if (duplicates.length > 0)
      c.logger?.warn(
        { duplicates: duplicates.map((group) => group.map(({ id, username }) => ({ id, username }))) },
        'usernames that differ only in case: each still logs in by its exact name; new ones are refused',
      );
  },
  async down(c) {
    await c.queryInterface.removeIndex('users', 'users_username_folded_uq');
    await c.queryInterface.removeColumn('users', 'username_folded');
  },
};
