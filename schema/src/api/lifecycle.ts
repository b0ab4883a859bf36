/** The life of pages and catalogs: versions, save conflicts and the recycle bin (what the calls answer). */
import type { LocalizedMessage } from '../dsl/messages';
import type { Page } from '../dsl';
import type { Entry } from './entities';

/**
 * What a page version came from. `save` (a draft save) and `restore` (an older version made the draft again) are
 * draft states, listed with include_drafts; the rest are published.
 */
export const VERSION_SOURCES = [
  'save',

  'publish',
  'section-online',
  'section-rollback',
  'rollback',
  'restore',
  'import',
] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number];

/**
 * One state of a page: meta, global filters, layout and every section. Published versions (every source but
 * `save`) are what was online; draft saves are kept too, so a save on top of someone else's keeps both. Never
 * rewritten, never capped.
 */
export interface PageVersionSummary {
  id: number;
  page_id: number;
  /** 1, 2, 3… per page, in publish order. */
  number: number;
  source: VersionSource;
  /** False for a draft save. */
  published: boolean;
  /** The draft revision this state was saved or published from. */
  revision: number;
  /** The change summary: the editor's edit descriptions when given, else computed from the diff. */
  summary: string;
  created_by: string | null;
  created_at: string;
  /** The version online now. */
  online: boolean;
}

export interface PageVersion extends PageVersionSummary {
  document: Page;
}

/** One change between two page documents, in plain language. */
export interface PageChange {
  /** JSON Pointer into the newer document (the older one for removals). */
  pointer: string;
  kind: 'added' | 'removed' | 'changed';
  /** e.g. "section 销售趋势: chart type line → bar" */
  message: LocalizedMessage;
}

export interface PageVersionDiff {
  from: PageVersion;
  to: PageVersion;
  changes: PageChange[];
}

/** The draft of a page and the revision the next save is based on: `page/draft`, and the answer of `page/save`. */
export interface PageDraft {
  /** The draft page document with its sections (ids = diagram ids), as list-with-page?preview=1 gives it. */
  page: Page;
  /** The draft's revision: send it as base_revision of the next save (0: never saved). */
  revision: number;
  /** Who made this revision and when (null before the first save). */
  saved_by: string | null;
  saved_at: string | null;
}

/** result_data of a 409 on save: someone else saved after the revision the save was based on. */
export interface SaveConflict {
  revision: number;
  saved_by: string | null;
  saved_at: string;
  /** From what is saved now to what this save sent. */
  changes: PageChange[];
}

/** A catalog entry as the workbench edits it: the menu node plus its page's draft revision and online state. */
export interface CatalogEntry extends Entry {
  /** Pages: the draft's revision, the base of the next save (0: never saved); null for catalogs. */
  revision: number | null;
  /** Pages: whether a published version exists. */
  published: boolean;
}

export const TRASH_KINDS = ['page', 'catalog', 'section', 'dataset', 'connection', 'app'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

export interface TrashItem {
  id: number;
  kind: TrashKind;
  item_id: number;
  name: string;
  app_id: number | null;
  app_name: string | null;
  deleted_by: string | null;
  deleted_at: string;
  /** Items deleted with this one (a catalog's pages, a page's sections). */
  contains: { kind: TrashKind; name: string }[];
  /** Live things that still use it: recover is fine, delete-forever is refused while this is not empty. */
  used_by: { kind: string; id: number; name: string }[];
}

/** Who can see a page, and why. */
export interface PageViewer {
  username: string;
  realname: string | null;
  /** 'admin', 'role:<name>', 'share:<sharer username>', 'user' (a direct grant: the catalog's, or an approval's). */
  reasons: string[];
}

/** The pages of an app in one develop in-charge user's care (catalog app/develop); username null: nobody's. */
export interface DevelopGroup {
  develop_charge_username: string | null;
  realname: string | null;
  pages: CatalogEntry[];
}
