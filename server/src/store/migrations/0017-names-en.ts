import { DataTypes } from 'sequelize';
import type { Migration } from './types';

/**
 * English names of apps and of menu entries (catalogs and pages), shown in English mode by the menu, the app
 * switcher, breadcrumbs and the page title, and the English tips a page shows under its title. NULL: no translation, the default name is shown. The texts inside a
 * page document need no column: they travel in the document's `i18n` companions, which older documents simply lack.
 */
const WORKBENCH_EN = {
  '/config': 'Workbench',
  '/admin/config': 'Page configuration',
  '/admin/recycleBin': 'Recycle bin',
  '/user/user': 'Users',
  '/admin/app/manage': 'Apps',
  '/admin/field/config': 'Fields',
  '/admin/field/value/manage': 'Field values',
  '/admin/options/manage': 'Select options',
  '/admin/query/page': 'Chart query',
  '/admin/management': 'Report query',
  '/admin/field/authority/config': 'Field permissions',
  '/user/permission': 'User permissions',
};

export const migration: Migration = {
  name: '0017-names-en',
  async up(c) {
    await c.queryInterface.addColumn('apps', 'app_name_en', { type: DataTypes.STRING(100), allowNull: true });
    await c.queryInterface.addColumn('entries', 'name_en', { type: DataTypes.STRING(200), allowNull: true });
    await c.queryInterface.addColumn('entries', 'tips_en', { type: DataTypes.TEXT, allowNull: true });
    // The workbench app and its entries that migration 0007 seeded speak English too (by url: names may be edited).
    await c.queryInterface.bulkUpdate('apps', { app_name_en: 'Workbench' }, { app_key: 'common' });
    for (const [url, name] of Object.entries(WORKBENCH_EN))
      await c.queryInterface.bulkUpdate('entries', { name_en: name }, { url });
  },
  async down(c) {
    await c.queryInterface.removeColumn('entries', 'tips_en');
    await c.queryInterface.removeColumn('entries', 'name_en');
    await c.queryInterface.removeColumn('apps', 'app_name_en');
  },
};
