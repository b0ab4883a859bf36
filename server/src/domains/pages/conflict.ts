import type { SaveConflict } from '@tessera/schema/api';
import type { Page } from '@tessera/schema/dsl';
import { diffPages } from '@tessera/schema/rules';
import { AppError } from '../../core/errors';
import type { Store } from '../../store';
import type { EntryModel } from '../entries/models';
import { mapPageRefs, mapSectionRefs, type Ref, type RefMappers } from './refs';
import { datasetIndex } from './resolve';
import { loadRows } from './rows';
import { pageView } from './views';

/**
 * Menu fields a page save leaves alone when the document lacks them (and url and status always: the catalog and
 * publishing own those), so the document a save sent is compared as it would be stored.
 */
const ENTRY_KEYS = [
  'url',
  'catalog_or_page',
  'data_level',
  'status',
  'is_show',
  'is_expand',
  'tips',
  'remark',
  'requirement_type',
  'requirement_url',
  'develop_charge_username',
  'work_charge_username',
  'expand_statement',
  'router_config',
] as const;

function asStored(sent: Page, stored: Page): Page {
  const out: Record<string, unknown> = { ...sent };
  const from = stored as Record<string, unknown>;
  for (const key of ENTRY_KEYS) {
    const keep = key === 'url' || key === 'status' || !(key in sent);
    if (keep) {
      if (key in from) out[key] = from[key];
      else delete out[key];
    }
  }
  return out as Page;
}

/** Who made a page's current draft revision: usernames of user ids (null for none or a purged user). */
export async function usernameOf(store: Store, userId: number | null | undefined): Promise<string | null> {
  if (userId === null || userId === undefined) return null;
  return (await store.models.User.findByPk(userId, { attributes: ['username'] }))?.username ?? null;
}

/**
 * A document as the diff compares it: sections and their references by key, datasets by key, the page by its entry
 * id — so a save that names things by key and the stored draft (ids) differ only where their content does.
 */
function byKeys(doc: Page, mappers: RefMappers, keyOf: (ref: Ref) => Ref): Page {
  const sections = doc.sections.map((s) => ({ ...mapSectionRefs(s, mappers), id: keyOf(s.id) }));
  return { ...mapPageRefs(doc, mappers), sections };
}

/**
 * The 409 of a save based on an older revision: who saved the draft now stored, when, at which revision, and the
 * changes from that draft to what this save sent (so the editor can show them and offer "save on top").
 */
export async function saveConflict(store: Store, entry: EntryModel, sent: Page): Promise<AppError> {
  const rows = await loadRows(store, entry);
  const current = pageView(rows, 'draft');
  const keys = new Map<Ref, Ref>(rows.sections.map((s) => [s.id, s.key]));
  const datasets = await datasetIndex(store, entry.app_id);
  const pageKey = rows.page?.key ?? null;
  const keyOf = (ref: Ref) => keys.get(ref) ?? ref;
  const mappers: RefMappers = {
    section: keyOf,
    dataset: (ref) => (typeof ref === 'number' ? (datasets.byId.get(ref)?.key ?? ref) : ref),
    page: (ref) => (ref === pageKey ? entry.id : ref),
  };
  const { id: _a, ...stored } = current;
  const { id: _b, ...incoming } = asStored(sent, current);
  const data: SaveConflict = {
    revision: Number(rows.page?.revision ?? 0),
    saved_by: await usernameOf(store, rows.page?.revised_by),
    saved_at: new Date(rows.page?.revised_at ?? rows.page?.updated_at ?? Date.now()).toISOString(),
    changes: diffPages(byKeys(stored, mappers, keyOf), byKeys(incoming, mappers, keyOf)),
  };
  return new AppError(409, 'pages.save_conflict', { user: data.saved_by ?? '?', revision: data.revision }, data);
}
