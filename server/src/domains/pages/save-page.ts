import type { Transaction } from 'sequelize';
import type { Page } from '@tessera/schema/dsl';
import type { Store } from '../../store';
import type { EntryModel } from '../entries/models';
import { missingColumnIssues } from './column-refs';
import { entryAttributesFrom } from './meta';
import type { PageModel, SectionModel } from './models';
import { publishSection } from './publish';
import { mapPageRefs, mapSectionRefs, type PageBody, type Ref, type SectionBody } from './refs';
import { datasetResolver, Issues, pageResolver, type DatasetIndex } from './resolve';
import { ensurePage, loadRows, softDeleteSections, syncSectionDatasets } from './rows';

export interface SavePageInput {
  entry: EntryModel;
  /** A valid page document (validateDocument('page') passed). */
  doc: Page;
  userId: number | null;
  datasets: DatasetIndex;
  /** Also put every section and the page document online (import). */
  publish: boolean;
  /** Copy url and status from the document to the entry (import); the designer leaves them to catalog and online. */
  urlAndStatus: boolean;
}

export interface SavedPage {
  page: PageModel;
  sections: SectionModel[];
}

/**
 * Replaces a page's draft document and section drafts, matching sections by key: a section id that is a number names
 * a live section of this page, a string is a key (an existing section keeps its id, a new key creates one); live
 * sections the document no longer lists are soft-deleted. References between sections are stored as section ids,
 * dataset references as dataset ids. Runs inside the caller's transaction: an error leaves nothing changed.
 */
export async function savePageDocument(
  store: Store,
  input: SavePageInput,
  transaction: Transaction,
): Promise<SavedPage> {
  const { entry, doc, userId } = input;
  const page = await ensurePage(store, entry, userId, transaction);
  const existing = (await loadRows(store, entry, transaction)).sections;
  const byId = new Map(existing.map((s) => [s.id, s]));
  const byKey = new Map(existing.map((s) => [s.key, s]));
  const issues = new Issues();

  // 1. Which row each document section is (or becomes).
  const plan = doc.sections.map((section, i): { row?: SectionModel; key: string } => {
    if (typeof section.id === 'number') {
      const row = byId.get(section.id);
      if (!row)
        issues.add(`/sections/${i}/id`, {
          en: `section ${section.id} is not on this page`,
          zh: `区块 ${section.id} 不在本页面中`,
        });
      return { row, key: row?.key ?? '' };
    }
    return { row: byKey.get(section.id), key: section.id };
  });
  // A section named twice (by its id and by its key) would be written twice.
  plan.forEach((p, i) => {
    if (p.row && plan.findIndex((q) => q.row === p.row) !== i) {
      issues.add(`/sections/${i}/id`, {
        en: `section "${p.row.key}" is listed twice (by id and by key)`,
        zh: `区块 "${p.row.key}" 被列出两次（按 id 和按 key）`,
      });
    }
  });
  issues.throwIfAny();

  const kept = new Set(plan.flatMap((p) => (p.row ? [p.row.id] : [])));
  await softDeleteSections(
    store,
    existing.filter((s) => !kept.has(s.id)),
    transaction,
  );
  const rows: SectionModel[] = [];
  for (const [i, p] of plan.entries()) {
    rows.push(
      p.row ??
        (await store.models.Section.create(
          { page_id: page.id, key: p.key, sort: i, draft: '{}', status: 0, updated_by: userId },
          { transaction },
        )),
    );
  }

  // 2. References: document ids/keys → row ids; datasets by id or key → ids; this page → its entry id.
  const docRefs = new Map<string, number>(doc.sections.map((s, i) => [String(s.id), rows[i].id]));
  const section = (ref: Ref, pointer: string): Ref | null => {
    const id = docRefs.get(String(ref));
    if (id === undefined)
      issues.add(pointer, {
        en: `section ${JSON.stringify(ref)} is not on this page`,
        zh: `区块 ${JSON.stringify(ref)} 不在本页面中`,
      });
    return id ?? null;
  };
  const pageKey = typeof doc.id === 'string' ? doc.id : page.key;
  const mappers = { section, dataset: datasetResolver(input.datasets, issues), page: pageResolver(entry, pageKey) };
  const bodies = doc.sections.map(({ id: _id, ...body }, i) =>
    mapSectionRefs<SectionBody>(body, mappers, `/sections/${i}`),
  );
  const { sections: _sections, id: _pageId, ...pageDoc } = doc;
  const pageBody = mapPageRefs<PageBody>(pageDoc, mappers);
  issues.throwIfAny();
  for (const [i, body] of bodies.entries())
    for (const missing of missingColumnIssues(body, input.datasets, `/sections/${i}`))
      issues.add(missing.pointer, missing.message);
  issues.throwIfAny();

  // 3. Write.
  const now = new Date();
  for (const [i, row] of rows.entries()) {
    row.draft = JSON.stringify(bodies[i]);
    row.sort = i;
    row.updated_by = userId;
    await row.save({ transaction });
    if (input.publish) await publishSection(store, row, userId, now, transaction);
    else await syncSectionDatasets(store, row, transaction);
  }
  page.key = pageKey ?? null;
  page.document = JSON.stringify(pageBody);
  if (input.publish) page.online_document = page.document;
  page.updated_by = userId;
  await page.save({ transaction });
  await entry.update(entryAttributesFrom(doc, { creating: false, urlAndStatus: input.urlAndStatus }), { transaction });
  return { page, sections: rows };
}
