import type { Transaction } from 'sequelize';
import type { VersionSource } from '@tessera/schema/api';
import type { LocalizedMessage, Page } from '@tessera/schema/dsl';
import { diffPages, summarizeChanges } from '@tessera/schema/rules';
import type { Store } from '../../store';
import type { EntryModel } from '../entries/models';
import type { PageVersionModel } from '../versions/models';
import { loadRows } from './rows';
import { pageView } from './views';

export interface RecordVersion {
  source: VersionSource;
  userId: number | null;
  /** The version a rollback or restore copied. */
  originId?: number | null;
  /** Typed summary (publish body, edit descriptions) or a fixed one; else computed from the diff against `compareWith`. */
  summary?: string | LocalizedMessage | null;
  /** What the summary is computed against; default: the latest published version (before the first: this page, empty). */
  compareWith?: Page;
}

/** Sources that record a draft state, not what staff see. */
const DRAFT_SOURCES: ReadonlySet<VersionSource> = new Set<VersionSource>(['save', 'restore']);

function typed(summary: string | LocalizedMessage | null | undefined): LocalizedMessage | null {
  if (summary === null || summary === undefined) return null;
  if (typeof summary !== 'string') return summary;
  const text = summary.trim();
  return text ? { zh: text, en: text } : null;
}

/** The latest published version of a page (the one online now), or null. */
export async function latestPublished(
  store: Store,
  pageId: number,
  transaction?: Transaction,
): Promise<PageVersionModel | null> {
  return store.models.PageVersion.findOne({
    where: { page_id: pageId, published: true },
    order: [['id', 'DESC']],
    transaction,
  });
}

/**
 * Records the page's current state as a version, inside the caller's transaction (after its writes): published
 * sources store what staff now see, `save` stores the draft. Published versions are numbered 1, 2, 3… per page; a
 * draft save carries the number the next publish will get. The page row is locked by the caller's revision update
 * or publish, so two writers never take the same number.
 */
export async function recordVersion(
  store: Store,
  entry: EntryModel,
  input: RecordVersion,
  transaction: Transaction,
): Promise<PageVersionModel> {
  const rows = await loadRows(store, entry, transaction);
  if (!rows.page) throw new Error('recordVersion needs a stored page');
  const published = !DRAFT_SOURCES.has(input.source);
  const document = pageView(rows, published ? 'online' : 'draft');
  const last = await latestPublished(store, rows.page.id, transaction);
  const previous: Page = last ? (JSON.parse(last.document) as Page) : { ...document, sections: [] };
  const summary = typed(input.summary) ?? summarizeChanges(diffPages(input.compareWith ?? previous, document));
  return store.models.PageVersion.create(
    {
      page_id: rows.page.id,
      entry_id: entry.id,
      number: (last ? Number(last.number) : 0) + 1,
      source: input.source,
      published,
      revision: Number(rows.page.revision ?? 0),
      origin_id: input.originId ?? null,
      document: JSON.stringify(document),
      summary: JSON.stringify(summary),
      created_by: input.userId,
      created_at: new Date(),
    },
    { transaction },
  );
}
