import { DSL_VERSION, type Page, type Section } from '@tessera/schema/dsl';
import type { EntryModel } from '../entries/models';
import { withEntryMeta } from './meta';
import type { PageModel, SectionModel } from './models';
import { mapPageRefs, mapSectionRefs, parseJson, primaryDatasetRef, type PageBody, type SectionBody } from './refs';
import type { PageRows } from './rows';
import type { PageMeta, SectionSetting, SectionSettingDetail } from './types';

/** draft: what admins edit and preview; online: what staff see. */
export type ViewMode = 'draft' | 'online';

export function configOf(row: SectionModel, mode: ViewMode): SectionBody | null {
  return parseJson<SectionBody>(mode === 'draft' ? row.draft : row.online);
}

/** The stored page-level document, or the minimal one of a page never saved. */
export function storedPage(entry: EntryModel, page: PageModel | null, mode: ViewMode): PageBody {
  const text = mode === 'online' ? (page?.online_document ?? page?.document) : page?.document;
  return parseJson<PageBody>(text) ?? { version: DSL_VERSION, name: entry.name };
}

/** Section references resolve to sections shown in the same view; anything else is cleared. */
const visibleRef = (visible: ReadonlySet<number>) => (ref: string | number) =>
  typeof ref === 'number' && visible.has(ref) ? ref : null;

export function sectionView(
  row: SectionModel,
  body: SectionBody,
  entry: EntryModel,
  pageKey: string | null,
  visible: ReadonlySet<number>,
): Section {
  const mapped = mapSectionRefs(body, {
    section: visibleRef(visible),
    page: (ref) => (ref === pageKey ? entry.id : ref),
  });
  return { id: row.id, ...mapped };
}

export function pageMetaView(
  entry: EntryModel,
  page: PageModel | null,
  mode: ViewMode,
  visible: ReadonlySet<number>,
): PageMeta {
  const base = mapPageRefs(withEntryMeta(storedPage(entry, page, mode), entry), { section: visibleRef(visible) });
  return { ...base, id: entry.id };
}

/** The page document with its sections (ids = diagram ids); in online mode only sections that are online. */
export function pageView(rows: PageRows, mode: ViewMode): Page {
  const shown = rows.sections.flatMap((row) => {
    const body = configOf(row, mode);
    return body ? [{ row, body }] : [];
  });
  const visible = new Set(shown.map((s) => s.row.id));
  const pageKey = rows.page?.key ?? null;
  const sections = shown.map(({ row, body }) => sectionView(row, body, rows.entry, pageKey, visible));
  return { ...pageMetaView(rows.entry, rows.page, mode, visible), sections };
}

export function sectionSetting(row: SectionModel, body: SectionBody): SectionSetting {
  return {
    id: row.id,
    key: row.key,
    title: body.title,
    sort: Number(row.sort),
    status: Number(row.status) === 1 ? 1 : 0,
    show_type: body.show_type ?? null,
    data_set_id: primaryDatasetRef(body) ?? null,
    has_unpublished_changes: row.online === null || row.online === undefined || row.online !== row.draft,
    online_at: row.online_at ? new Date(row.online_at).toISOString() : null,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export function sectionSettingDetail(row: SectionModel, body: SectionBody): SectionSettingDetail {
  return {
    ...sectionSetting(row, body),
    table_config: body.table_config ?? null,
    chart_config: body.chart_config ?? null,
    chart_is_comment: body.chart_is_comment ?? null,
    props: body.props ?? null,
    other_config: body.other_config ?? null,
  };
}
