import { Op, type Transaction } from 'sequelize';
import type { Page } from '@tessera/schema/dsl';
import type { Store } from '../../store';
import type { EntryModel } from '../entries/models';
import { latestPublished } from '../pages/history';
import type { PageModel, SectionModel } from '../pages/models';
import { mapPageRefs, mapSectionRefs, type Ref } from '../pages/refs';
import { bumpRevision } from '../pages/revision';
import { freeKey, liveKeys, syncSectionDatasets } from '../pages/rows';
import type { PageVersionModel } from './models';

/** The key a soft-deleted section had ("key#id" → "key"). */
const originalKey = (row: SectionModel) => row.key.split('#')[0];

/**
 * The published version a rollback goes back to: the one before the version online now — or, when that one is itself
 * a rollback, before the version it copied, so repeated rollbacks walk back instead of swinging between two.
 */
async function rollbackTarget(
  store: Store,
  pageId: number,
  transaction: Transaction,
): Promise<PageVersionModel | null> {
  const { PageVersion } = store.models;
  const current = await latestPublished(store, pageId, transaction);
  if (!current) return null;
  const copied =
    current.source === 'rollback' && current.origin_id !== null
      ? await PageVersion.findByPk(current.origin_id, { transaction })
      : null;
  const anchor = copied ?? current;
  return PageVersion.findOne({
    where: { page_id: pageId, published: true, id: { [Op.lt]: anchor.id } },
    order: [['id', 'DESC']],
    transaction,
  });
}

/** A section deleted since the version was published comes back (under its old key when it is still free). */
async function revive(store: Store, row: SectionModel, pageId: number, transaction: Transaction): Promise<void> {
  const key = freeKey(originalKey(row), await liveKeys(store, pageId, transaction));
  await row.restore({ transaction });
  row.key = key;
}

/**
 * Puts the rollback target online, inside the caller's transaction: each of its sections gets that config online (a
 * new section version, so the per-section rollback keeps walking from there; sections deleted since come back), the
 * sections it did not have go offline, and the page document goes online. Reviving sections changes the draft, so
 * the revision is raised then. Returns the target, or null when there is none.
 */
export async function putOnline(
  store: Store,
  entry: EntryModel,
  page: PageModel,
  userId: number | null,
  transaction: Transaction,
): Promise<PageVersionModel | null> {
  const { Section, SectionVersion } = store.models;
  const target = await rollbackTarget(store, page.id, transaction);
  if (!target) return null;
  const doc = JSON.parse(target.document) as Page;
  const now = new Date();
  const listed = new Set<number>();
  let revived = false;
  for (const section of doc.sections) {
    if (typeof section.id !== 'number') continue;
    const row = await Section.findOne({ where: { id: section.id, page_id: page.id }, paranoid: false, transaction });
    // A section purged for good cannot come back; the rest of the version still does.
    if (!row) continue;
    listed.add(row.id);
    if (row.deleted_at) {
      await revive(store, row, page.id, transaction);
      revived = true;
    }
    const { id: _id, ...body } = section;
    const config = JSON.stringify(body);
    const version = await SectionVersion.create(
      { section_id: row.id, config, created_by: userId, created_at: now },
      { transaction },
    );
    Object.assign(row, {
      online: config,
      online_version_id: version.id,
      online_at: now,
      status: 1,
      updated_by: userId,
    });
    await row.save({ transaction });
    await syncSectionDatasets(store, row, transaction);
  }
  for (const row of await Section.findAll({ where: { page_id: page.id }, transaction })) {
    if (listed.has(row.id) || row.online === null) continue;
    Object.assign(row, { online: null, online_version_id: null, status: 0, updated_by: userId });
    await row.save({ transaction });
    await syncSectionDatasets(store, row, transaction);
  }
  const { id: _page, sections: _sections, ...pageDoc } = doc;
  page.online_document = JSON.stringify(pageDoc);
  await page.save({ transaction });
  await entry.update({ status: 1 }, { transaction });
  if (revived) await bumpRevision(store, page, userId, transaction);
  return target;
}

/**
 * A version's document as a save can take it: sections still on the page keep their ids; sections deleted since
 * (and references to them) go by their old key, so the save creates them again.
 */
export async function keyedForRestore(
  store: Store,
  pageId: number,
  doc: Page,
  transaction: Transaction,
): Promise<Page> {
  const rows = await store.models.Section.findAll({ where: { page_id: pageId }, paranoid: false, transaction });
  const live = new Set(rows.filter((r) => !r.deleted_at).map((r) => r.id));
  const keyOf = new Map(rows.map((r) => [r.id, originalKey(r)]));
  const ref = (r: Ref): Ref => (typeof r === 'number' && !live.has(r) ? (keyOf.get(r) ?? `section_${r}`) : r);
  const sections = doc.sections.map((s) => ({ ...mapSectionRefs(s, { section: ref }), id: ref(s.id) }));
  return { ...mapPageRefs(doc, { section: ref }), sections };
}
