/** Pages and sections. Document fields (section, document) are checked by the DSL validators, not here. */
import { Type, type Static } from '@sinclair/typebox';
import { INPUT_LIMITS } from './limits';
import { KEY, contract, docObject, flag, id, queryContract, text, withDefault } from './primitives';

export const PageIdQuery = queryContract('PageIdQuery', { page_id: id, preview: withDefault(flag, 0) });
export type PageIdQuery = Static<typeof PageIdQuery>;
export const SectionQuery = queryContract('SectionQuery', { id, preview: withDefault(flag, 0) });
export type SectionQuery = Static<typeof SectionQuery>;
export const SectionAddBody = contract('SectionAddBody', { page_id: id, section: docObject });
export type SectionAddBody = Static<typeof SectionAddBody>;
export const SectionUpdateBody = contract('SectionUpdateBody', {
  id,
  section: docObject,
  new_config2: Type.Optional(Type.Boolean()),
  template_key: Type.Optional(Type.Union([KEY, Type.Null()])),
});
export type SectionUpdateBody = Static<typeof SectionUpdateBody>;
export const SectionCopyBody = contract('SectionCopyBody', { id, page_id: id });
export type SectionCopyBody = Static<typeof SectionCopyBody>;
export const SectionSortBody = contract('SectionSortBody', {
  page_id: id,
  ids: Type.Array(id, { minItems: 1, maxItems: 1000, uniqueItems: true }),
});
export type SectionSortBody = Static<typeof SectionSortBody>;
// Items are left unconstrained: checkOnline names each bad id with its own message.
export const SectionOnlineBody = contract('SectionOnlineBody', {
  diagram_id_set: Type.Array(Type.Unknown(), { maxItems: 1000 }),
  page_id: Type.Optional(id),
});
export type SectionOnlineBody = Static<typeof SectionOnlineBody>;
/**
 * The designer's save. `base_revision` is the draft revision the edit started from (CatalogEntry.revision, 0 for a
 * page never saved); when someone saved since, the answer is 409 with a SaveConflict. Saving on top of their change
 * is a new save based on the revision that conflict names. `descriptions`: the editor's edit descriptions, kept for
 * the change summary of the next published version.
 */
export const PageSaveBody = contract('PageSaveBody', {
  page_id: id,
  document: docObject,
  base_revision: Type.Integer({ minimum: 0 }),
  descriptions: Type.Optional(Type.Array(text(INPUT_LIMITS.SUMMARY), { maxItems: 500 })),
});
export type PageSaveBody = Static<typeof PageSaveBody>;

/** Publishes the whole page (document and every section) as a new version. */
export const PagePublishBody = contract('PagePublishBody', {
  page_id: id,
  summary: Type.Optional(text(INPUT_LIMITS.SUMMARY)),
});
export type PagePublishBody = Static<typeof PagePublishBody>;
/** Puts the page's previous published version online again (recorded as a new version). */
export const PageRollbackBody = contract('PageRollbackBody', { page_id: id });
export type PageRollbackBody = Static<typeof PageRollbackBody>;
/** Published versions, newest first; include_drafts=1 lists draft saves among them. */
export const VersionListQuery = queryContract('VersionListQuery', {
  page_id: id,
  include_drafts: withDefault(flag, 0),
});
export type VersionListQuery = Static<typeof VersionListQuery>;
/** One version by its id. */
export const VersionQuery = queryContract('VersionQuery', { id });
export type VersionQuery = Static<typeof VersionQuery>;
/** The draft of a page with its revision (the base of the next save). */
export const PageDraftQuery = queryContract('PageDraftQuery', { page_id: id });
export type PageDraftQuery = Static<typeof PageDraftQuery>;
export const VersionDiffQuery = queryContract('VersionDiffQuery', { from: id, to: id });
export type VersionDiffQuery = Static<typeof VersionDiffQuery>;
/** A version becomes the new draft (history is never rewritten; publishing it makes a new version). */
export const VersionRestoreBody = contract('VersionRestoreBody', { id, base_revision: Type.Integer({ minimum: 0 }) });
export type VersionRestoreBody = Static<typeof VersionRestoreBody>;

/**
 * Replaces the filters of one section's draft (`diagram_id`) or the page's global filters (`page_id`): exactly one
 * of the two. Each filter is checked as the section or page document checks it.
 */
export const SaveFilterListBody = contract('SaveFilterListBody', {
  diagram_id: Type.Optional(id),
  page_id: Type.Optional(id),
  filter_config_model_list: Type.Array(docObject, { maxItems: 200 }),
});
export type SaveFilterListBody = Static<typeof SaveFilterListBody>;

/** Sets the query model of a section's draft; a `data_set_id` in it becomes the dataset the section queries. */
export const DiagramSqlAddBody = contract('DiagramSqlAddBody', {
  diagram_id: id,
  diagram_sql_model: docObject,
});
export type DiagramSqlAddBody = Static<typeof DiagramSqlAddBody>;
