/**
 * Looker, free exploration (spec section 7 "Looker"): a looker config is the DSL document `looker` (checked by
 * validateDocument('looker')); these contracts carry it with what each call adds.
 */
import { Type, type Static } from '@sinclair/typebox';
import { INPUT_LIMITS } from './limits';
import { contract, docObject, filled, id, oneOfText, paging, queryContract, searchContent } from './primitives';

/** Rows a looker answer or download holds at most: the table scrolls them virtually. */
export const LOOKER_MAX_ROWS = 10_000;

/** A looker config (the `looker` DSL document); `title` may be left out of data and download calls. */
const config = docObject;
const sortKeyMap = Type.Optional(
  Type.Unsafe<Record<string, 'asc' | 'desc'>>({
    type: 'object',
    maxProperties: 50,
    additionalProperties: { type: 'string', enum: ['asc', 'desc'] },
  }),
);

export const LookerSearchBody = contract('LookerSearchBody', {
  app_id: id,
  search_content: searchContent,
  ...paging(10),
});
export type LookerSearchBody = Static<typeof LookerSearchBody>;

export const LookerDataBody = contract('LookerDataBody', { config, sort_key_map: sortKeyMap });
export type LookerDataBody = Static<typeof LookerDataBody>;

export const LookerDownloadBody = contract('LookerDownloadBody', {
  config,
  sort_key_map: sortKeyMap,
  /** Column key → CSV header, in file order (as the report export's). */
  export_fields: Type.Unsafe<Record<string, string>>({
    type: 'object',
    minProperties: 1,
    maxProperties: 500,
    additionalProperties: { type: 'string', maxLength: INPUT_LIMITS.NAME },
  }),
  export_values: Type.Optional(oneOfText(['shown', 'raw'] as const)),
});
export type LookerDownloadBody = Static<typeof LookerDownloadBody>;

/** "Save to page": a section draft on a page of the config's app, or on a new page made for it. */
export const LookerSaveToPage = Type.Object(
  {
    page_id: Type.Optional(id),
    new_page: Type.Optional(
      Type.Object(
        {
          name: filled(INPUT_LIMITS.ENTRY_NAME),
          url: Type.String({
            minLength: 1,
            maxLength: INPUT_LIMITS.ENTRY_URL,
            pattern: INPUT_LIMITS.ENTRY_URL_PATTERN,
          }),
          parent_id: Type.Optional(id),
        },
        { additionalProperties: false },
      ),
    ),
    /** What the section shows: the table or the chart of the visual config. */
    show: Type.Optional(oneOfText(['table', 'chart'] as const)),
  },
  { additionalProperties: false },
);
export type LookerSaveToPage = Static<typeof LookerSaveToPage>;

export const LookerSaveBody = contract('LookerSaveBody', {
  /** `looker_id` set: that config is replaced (its author or an admin). */
  config,
  save_to_page: Type.Optional(LookerSaveToPage),
});
export type LookerSaveBody = Static<typeof LookerSaveBody>;

export const LookerPositionBody = contract('LookerPositionBody', {
  app_id: id,
  /** The app's lookers in their new order; those left out follow in their old order. */
  ids: Type.Array(id, { minItems: 1, maxItems: 5000, uniqueItems: true }),
});
export type LookerPositionBody = Static<typeof LookerPositionBody>;

export const LookerListQuery = queryContract('LookerListQuery', { app_id: id });
export type LookerListQuery = Static<typeof LookerListQuery>;

export const LookerDetailQuery = queryContract('LookerDetailQuery', { looker_id: id });
export type LookerDetailQuery = Static<typeof LookerDetailQuery>;

export const LookerDeleteQuery = queryContract('LookerDeleteQuery', { id });
export type LookerDeleteQuery = Static<typeof LookerDeleteQuery>;

/** A viewer's filter values on a page (or a looker): read without `values`, saved with them, cleared with null. */
export const ViewerFilterValuesBody = contract('ViewerFilterValuesBody', {
  url: Type.String({ minLength: 1, maxLength: INPUT_LIMITS.URL, pattern: INPUT_LIMITS.PATH_PATTERN }),
  values: Type.Optional(Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], maxProperties: 200 })),
});
export type ViewerFilterValuesBody = Static<typeof ViewerFilterValuesBody>;
