import type { Transaction } from 'sequelize';
import { CATALOG_OR_PAGE } from '@tessera/schema/api';
import { DslMigrationError, migrateDocument, type Page, type TemplateBundle } from '@tessera/schema/dsl';
import { validateDocument } from '@tessera/schema/validate';
import { badRequest, conflict } from '../../core/errors';
import type { Store } from '../../store';
import { servesApp } from '../datasets/connections';
import type { DatasetsService } from '../datasets/service';
import { sqlParamIssues } from '../datasets/validate';
import type { EntryModel } from '../entries/models';
import { assertNoErrors, DocumentInvalidError, invalidAt, type LocalizedIssue } from '../pages/document-errors';
import { recordVersion } from '../pages/history';
import { entryAttributesFrom } from '../pages/meta';
import { datasetIndex } from '../pages/resolve';
import { bumpRevision } from '../pages/revision';
import { savePageDocument } from '../pages/save-page';
import { importCatalogs, nextSort, type Place } from './import-catalogs';
import type { ImportedDataset, ImportedPage, ImportInput, ImportResult, TemplateMeta } from './types';

/** Longest dataset/section key: the soft delete appends `#id` within the 100-character column. */
const MAX_KEY = 80;

/** migrateDocument then validateDocument('template'): the bundle as the current DSL, or 400 with pointers. */
function readBundle(raw: unknown): TemplateBundle {
  let doc: unknown;
  try {
    doc = migrateDocument('template', raw).doc;
  } catch (err) {
    if (err instanceof DslMigrationError) throw invalidAt(err.pointer, err.localized);
    throw err;
  }
  assertNoErrors(validateDocument('template', doc).issues);
  return doc as TemplateBundle;
}

/** What the DSL validator cannot see (connections of this install, placeholders, urls, key lengths); returns the connection ids by name. */
async function checkAgainstInstall(datasets: DatasetsService, appId: number, bundle: TemplateBundle): Promise<Map<string, number>> {
  const issues: LocalizedIssue[] = [];
  const connectionIds = new Map<string, number>();
  for (const [i, def] of (bundle.datasets ?? []).entries()) {
    const connection = await datasets.connections.byName(def.connection);
    if (connection && servesApp(connection, appId)) connectionIds.set(def.connection, connection.id);
    else {
      issues.push({
        pointer: `/datasets/${i}/connection`,
        message: { en: `connection "${def.connection}" does not exist on this install (for this app)`, zh: `连接 "${def.connection}" 在本环境（该应用）中不存在` },
      });
    }
    issues.push(...sqlParamIssues(def.sql, `/datasets/${i}/sql`));
    if (def.key.length > MAX_KEY) issues.push({ pointer: `/datasets/${i}/key`, message: { en: `at most ${MAX_KEY} characters`, zh: `不能超过 ${MAX_KEY} 个字符` } });
  }
  bundle.pages.forEach((page, p) => {
    if (!page.url) issues.push({ pointer: `/pages/${p}/url`, message: { en: 'a page needs a url to be imported', zh: '导入的页面必须有 url' } });
    page.sections.forEach((s, i) => {
      if (typeof s.id === 'string' && s.id.length > MAX_KEY) {
        issues.push({ pointer: `/pages/${p}/sections/${i}/id`, message: { en: `at most ${MAX_KEY} characters`, zh: `不能超过 ${MAX_KEY} 个字符` } });
      }
    });
  });
  if (issues.length > 0) throw new DocumentInvalidError(issues);
  return connectionIds;
}

/**
 * The page entry at the page's url in the app, created when there is none: in its catalog of the bundle (`place`),
 * else under parent_id, else at the top. An existing page of the app that the bundle's tree places is moved there.
 */
async function pageEntry(
  store: Store,
  input: ImportInput,
  page: Page,
  place: Place | undefined,
  transaction: Transaction,
): Promise<{ entry: EntryModel; created: boolean }> {
  const { Entry } = store.models;
  const url = page.url as string;
  const found = await Entry.findOne({ where: { url }, paranoid: false, transaction });
  if (found) {
    if (found.deleted_at || found.app_id !== input.app_id || Number(found.catalog_or_page) !== CATALOG_OR_PAGE.PAGE)
      throw conflict('templates.url_taken', { url });
    if (place) await found.update({ parent_id: place.parentId, sort: place.sort }, { transaction });
    return { entry: found, created: false };
  }
  const parentId = place ? place.parentId : (input.parent_id ?? null);
  const entry = await Entry.create(
    {
      app_id: input.app_id,
      parent_id: parentId,
      name: page.name,
      url,
      catalog_or_page: CATALOG_OR_PAGE.PAGE,
      sort: place?.sort ?? (await nextSort(store, input.app_id, parentId, transaction)),
      ...entryAttributesFrom(page, { creating: true, urlAndStatus: true }),
    },
    { transaction },
  );
  return { entry, created: true };
}

/** Re-points a page's document errors into the bundle (`/sections/0` → `/pages/2/sections/0`). */
async function withinPage<T>(index: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof DocumentInvalidError) throw new DocumentInvalidError(err.issues.map((i) => ({ ...i, pointer: `/pages/${index}${i.pointer}` })));
    throw err;
  }
}

/**
 * Imports a bundle into an app in ONE transaction (any failure leaves nothing changed): datasets are upserted by key
 * (connection by name), each page lands on the entry with its url (created when missing) and its sections are
 * stored as drafts AND online — an import publishes what it imports. Pages that already have sections are replaced
 * only with `replace` (sections keep their ids where keys match), else 409.
 */
export async function importBundle(store: Store, datasets: DatasetsService, input: ImportInput, userId: number | null): Promise<ImportResult> {
  const bundle = readBundle(input.bundle);
  const connectionIds = await checkAgainstInstall(datasets, input.app_id, bundle);
  if (input.parent_id != null) {
    const parent = await store.models.Entry.findByPk(input.parent_id);
    if (!parent || parent.app_id !== input.app_id || Number(parent.catalog_or_page) !== CATALOG_OR_PAGE.CATALOG) throw badRequest('templates.parent_invalid');
  }
  const meta: TemplateMeta = { $schema: bundle.$schema ?? null, name: bundle.name, ...(bundle.description !== undefined ? { description: bundle.description } : {}) };
  return store.sequelize.transaction(async (transaction) => {
    const { catalogs, places } = await importCatalogs(store, input, bundle.catalogs ?? [], transaction);
    const importedDatasets: ImportedDataset[] = [];
    for (const def of bundle.datasets ?? []) {
      const before = await store.models.Dataset.findOne({ where: { app_id: input.app_id, key: def.key }, transaction });
      const row = await datasets.upsertDefinition(input.app_id, def, connectionIds.get(def.connection) as number, userId, transaction);
      importedDatasets.push({ id: row.id, key: row.key, created: !before });
    }
    const index = await datasetIndex(store, input.app_id, transaction);
    const pages: ImportedPage[] = [];
    for (const [p, page] of bundle.pages.entries()) {
      const { entry, created } = await pageEntry(store, input, page, places.get(page.url ?? ''), transaction);
      const live = await store.models.Page.findOne({ where: { entry_id: entry.id }, transaction });
      const hasSections = live ? (await store.models.Section.count({ where: { page_id: live.id }, transaction })) > 0 : false;
      if (hasSections && !input.replace) throw conflict('templates.page_exists', { url: entry.url ?? '' });
      const saved = await withinPage(p, () =>
        savePageDocument(store, { entry, doc: page, userId, datasets: index, publish: true, urlAndStatus: true }, transaction),
      );
      saved.page.template_meta = JSON.stringify(meta);
      await saved.page.save({ transaction });
      // An import replaces the draft (a new revision) and publishes it (a version, source import).
      await bumpRevision(store, saved.page, userId, transaction);
      await recordVersion(store, entry, { source: 'import', userId }, transaction);
      pages.push({ page_id: entry.id, url: entry.url ?? '', name: entry.name, created, section_ids: saved.sections.map((s) => s.id), revision: Number(saved.page.revision) });
    }
    return { app_id: input.app_id, catalogs, pages, datasets: importedDatasets };
  });
}
