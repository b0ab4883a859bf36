import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration, MigrationContext } from './types';

const OLD_URL_INDEX = 'entries_url_uq';
const LIVE_URL_INDEX = 'entries_live_url_uq';
const URL_INDEX = 'entries_url_ix';

/**
 * A deleted entry keeps its url (the recycle bin restores it with it), so the url must be unique among live rows
 * only. SQLite and PostgreSQL have partial unique indexes; MySQL/MariaDB have none, so a stored generated column
 * holds the url of live rows only (NULL otherwise, and NULLs never collide) and carries the unique index.
 */
async function liveUrlIndex(c: MigrationContext): Promise<void> {
  await c.queryInterface.removeIndex('entries', OLD_URL_INDEX);
  if (c.dialect === 'mysql') {
    await c.sequelize.query(
      'ALTER TABLE entries ADD COLUMN live_url VARCHAR(255) ' +
        'GENERATED ALWAYS AS (CASE WHEN deleted_at IS NULL THEN url ELSE NULL END) STORED',
    );
    await c.sequelize.query(`CREATE UNIQUE INDEX ${LIVE_URL_INDEX} ON entries (live_url)`);
  } else {
    await c.sequelize.query(`CREATE UNIQUE INDEX ${LIVE_URL_INDEX} ON entries (url) WHERE deleted_at IS NULL`);
  }
  await c.queryInterface.addIndex('entries', ['url'], { name: URL_INDEX });
}

async function createTable(
  c: MigrationContext,
  name: string,
  attributes: Parameters<typeof c.queryInterface.createTable>[1],
) {
  const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
  await c.queryInterface.createTable(name, attributes, options);
}

const WORKBENCH = {
  app: { app_key: 'common', app_name: '工作台' },
  root: { url: '/config', name: '工作台' },
  children: [
    { url: '/admin/config', name: '页面配置' },
    { url: '/admin/recycleBin', name: '回收站' },
    { url: '/user/user', name: '用户管理' },
  ],
} as const;

async function one<T extends object>(c: MigrationContext, sql: string, replacements: Record<string, unknown>) {
  const rows = await c.sequelize.query<T>(sql, { type: QueryTypes.SELECT, replacements });
  return rows[0] ?? null;
}

/**
 * Spec: "Admin workbench entries come from the /config entry." The common app holds a catalog at /config whose
 * children are the admin screens (built-in routes: no router_config). Each part is created only when missing, so a
 * store that already has some of it (or the demo) keeps what it has; the app sorts last so no one lands in it.
 */
export async function seedWorkbench(c: MigrationContext): Promise<void> {
  const now = new Date();
  const stamps = { created_at: now, updated_at: now };
  let app = await one<{ id: number }>(c, 'SELECT id FROM apps WHERE app_key = :key', { key: WORKBENCH.app.app_key });
  if (!app) {
    await c.queryInterface.bulkInsert('apps', [{ ...WORKBENCH.app, status: 1, sort: 10000, ...stamps }]);
    app = await one<{ id: number }>(c, 'SELECT id FROM apps WHERE app_key = :key', { key: WORKBENCH.app.app_key });
  }
  if (!app) return;
  const liveEntry = (url: string) =>
    one<{ id: number }>(c, 'SELECT id FROM entries WHERE url = :url AND deleted_at IS NULL', { url });
  const entry = (fields: Record<string, unknown>) => ({
    app_id: app.id,
    is_expand: 1,
    is_show: 1,
    data_level: 'C',
    status: 1,
    router_config: null,
    ...stamps,
    ...fields,
  });
  let root = await liveEntry(WORKBENCH.root.url);
  if (!root) {
    await c.queryInterface.bulkInsert('entries', [
      entry({ ...WORKBENCH.root, parent_id: null, catalog_or_page: 1, sort: 0 }),
    ]);
    root = await liveEntry(WORKBENCH.root.url);
  }
  if (!root) return;
  for (const [sort, child] of WORKBENCH.children.entries()) {
    if (await liveEntry(child.url)) continue;
    await c.queryInterface.bulkInsert('entries', [entry({ ...child, parent_id: root.id, catalog_or_page: 2, sort })]);
  }
}

/**
 * The catalog and the recycle bin: urls unique among live entries, direct page grants to users, the bin's items,
 * and the workbench entries of the common app.
 */
export const migration: Migration = {
  name: '0007-catalog-trash',
  async up(c) {
    await liveUrlIndex(c);

    // A user's own grant to one page, beside the grants his roles give. Keyed by entry, so a url change keeps it
    // and a freed url never hands it to another page.
    await createTable(c, 'page_user_grants', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      entry_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'entries', key: 'id' },
        onDelete: 'CASCADE',
      },
      user_id: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      created_by: { type: DataTypes.STRING(64), allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await c.queryInterface.addIndex('page_user_grants', ['entry_id', 'user_id'], {
      unique: true,
      name: 'page_user_grants_entry_user_uq',
    });
    await c.queryInterface.addIndex('page_user_grants', ['user_id'], { name: 'page_user_grants_user_ix' });

    // One row per deletion. `payload` (JSON) lists what went with it and what recovering must put back.
    await createTable(c, 'trash_items', {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      kind: { type: DataTypes.STRING(20), allowNull: false },
      item_id: { type: DataTypes.INTEGER, allowNull: false },
      app_id: { type: DataTypes.INTEGER, allowNull: true },
      name: { type: DataTypes.STRING(255), allowNull: false },
      deleted_by: { type: DataTypes.STRING(64), allowNull: true },
      deleted_at: { type: DataTypes.DATE, allowNull: false },
      payload: { type: c.dialect === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT, allowNull: false },
    });
    await c.queryInterface.addIndex('trash_items', ['kind', 'item_id'], { name: 'trash_items_kind_item_ix' });
    await c.queryInterface.addIndex('trash_items', ['deleted_at'], { name: 'trash_items_deleted_at_ix' });

    await seedWorkbench(c);
  },
  async down(c) {
    await c.queryInterface.dropTable('trash_items');
    await c.queryInterface.dropTable('page_user_grants');
    await c.queryInterface.removeIndex('entries', URL_INDEX);
    await c.queryInterface.removeIndex('entries', LIVE_URL_INDEX);
    if (c.dialect === 'mysql') await c.sequelize.query('ALTER TABLE entries DROP COLUMN live_url');
    await c.queryInterface.addIndex('entries', ['url'], { unique: true, name: OLD_URL_INDEX });
  },
};
