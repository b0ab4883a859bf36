/** Pages and sections. Document fields (section, document) are checked by the DSL validators, not here. */
import { Type, type Static } from '@sinclair/typebox';
import { KEY, contract, docObject, flag, id, queryContract, withDefault } from './primitives';

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
export const PageSaveBody = contract('PageSaveBody', { page_id: id, document: docObject });
export type PageSaveBody = Static<typeof PageSaveBody>;
