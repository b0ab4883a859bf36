import { QueryTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * Role names unique within their app, in the store itself, so two admins adding the same role at once get one role
 * and a 409 rather than two roles nobody can tell apart. Names already repeated in an app (the demo loader and
 * older stores never checked) keep the oldest as it is; the others get their id appended, and the log lists them.
 * MySQL/MariaDB compare names without case, so there names differing only in case count as repeated too.
 */
export const migration: Migration = {
  name: '0013-role-names',
  async up(c) {
    const qi = c.queryInterface;
    const roles = await c.sequelize.query<{ id: number; app_id: number; name: string }>(
      'SELECT id, app_id, name FROM roles ORDER BY id',
      { type: QueryTypes.SELECT },
    );
    const fold = (name: string) => (c.dialect === 'mysql' ? name.toLowerCase() : name);
    const seen = new Set<string>();
    const renamed: { id: number; name: string }[] = [];
    for (const role of roles) {
      const key = `${role.app_id}\u0000${fold(role.name)}`;
      if (!seen.has(key)) {
        seen.add(key);
        continue;
      }
      const name = `${role.name.slice(0, 90)} #${role.id}`;
      await qi.bulkUpdate('roles', { name }, { id: role.id });
      renamed.push({ id: role.id, name });
    }
    await qi.addIndex('roles', ['app_id', 'name'], { unique: true, name: 'roles_app_name_uq' });
    if (renamed.length > 0) c.logger?.warn({ renamed }, 'roles with a repeated name in their app were renamed');
  },
  async down(c) {
    await c.queryInterface.removeIndex('roles', 'roles_app_name_uq');
  },
};
