import { DataTypes } from 'sequelize';
import type { Migration } from './types';

const userRef = {
  type: DataTypes.INTEGER,
  allowNull: true,
  references: { model: 'users', key: 'id' },
  onDelete: 'SET NULL',
};

/**
 * The life of a page's draft and its published history.
 *
 * - `pages.revision`: the draft's revision, raised by every draft change; a save names the revision it was based on
 *   and is refused (409) when someone saved since. 0 = never saved. Rows that exist already hold a saved document
 *   (the column is NOT NULL), so they start at 1: an editor that still sends 0 for them is told someone saved.
 * - `pages.revised_by` / `revised_at`: who made that revision and when (a 409 names them). Existing rows take
 *   `updated_by` / `updated_at`.
 * - `pages.pending_descriptions`: the edit descriptions of the saves since the last publish (JSON array of text),
 *   the summary of the next published version; emptied by publishing.
 * - `page_versions`: every published state of a page (and every draft save, `published` false), the WHOLE document
 *   with its sections as the page view gives it. Never rewritten and never capped. Pages published before this
 *   migration start their history at their next publish. `origin_id`: the version a rollback or restore copied.
 */
export const migration: Migration = {
  name: '0008-page-versions',
  async up(c) {
    const qi = c.queryInterface;
    const longText = c.dialect === 'mysql' ? DataTypes.TEXT('long') : DataTypes.TEXT;
    await qi.addColumn('pages', 'revision', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
    await qi.addColumn('pages', 'revised_by', userRef);
    await qi.addColumn('pages', 'revised_at', { type: DataTypes.DATE, allowNull: true });
    await qi.addColumn('pages', 'pending_descriptions', { type: longText, allowNull: true });
    await c.sequelize.query('UPDATE pages SET revision = 1, revised_by = updated_by, revised_at = updated_at');

    const options = c.dialect === 'mysql' ? { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } : {};
    await qi.createTable(
      'page_versions',
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
        page_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'pages', key: 'id' },
          onDelete: 'CASCADE',
        },
        entry_id: {
          type: DataTypes.INTEGER,
          allowNull: false,
          references: { model: 'entries', key: 'id' },
          onDelete: 'CASCADE',
        },
        // Published versions count 1, 2, 3… per page; a draft save carries the number the next publish will get.
        number: { type: DataTypes.INTEGER, allowNull: false },
        source: { type: DataTypes.STRING(32), allowNull: false },
        published: { type: DataTypes.BOOLEAN, allowNull: false },
        revision: { type: DataTypes.INTEGER, allowNull: false },
        origin_id: { type: DataTypes.INTEGER, allowNull: true },
        document: { type: longText, allowNull: false },
        // JSON {zh, en}: computed summaries read in the reader's language; typed ones are the same in both.
        summary: { type: DataTypes.TEXT, allowNull: false },
        created_by: userRef,
        created_at: { type: DataTypes.DATE, allowNull: false },
      },
      options,
    );
    await qi.addIndex('page_versions', ['page_id', 'id'], { name: 'page_versions_page_ix' });
  },
  async down(c) {
    const qi = c.queryInterface;
    await qi.dropTable('page_versions');
    for (const column of ['pending_descriptions', 'revised_at', 'revised_by', 'revision'])
      await qi.removeColumn('pages', column);
  },
};
