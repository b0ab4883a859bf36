/**
 * Options (spec section 7 "Global columns and select-diy", "Global select options", `/select/list`, filter values).
 * `app_id` absent or null on a definition: shared by every app. Lists and lookups with `app_id` cover that app's
 * rows and the shared ones; without it, the shared ones only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { AGGREGATES, FORMATTERS, type Aggregate, type Formatter } from '../../dsl/codes';
import { INPUT_LIMITS } from './limits';
import {
  KEY,
  contract,
  filled,
  flag,
  id,
  nullableInteger,
  nullableText,
  paging,
  plain,
  queryContract,
  searchContent,
  shape,
  withDefault,
} from './primitives';

/** An option: a value (text or number) and its label. */
const OPTION_VALUE = plain<string | number>({ type: ['string', 'number'], minLength: 1, maxLength: 500 });
export const SelectOptionInput = shape(
  { name: filled(INPUT_LIMITS.NAME), value: OPTION_VALUE },
  { additionalProperties: false },
);
export type SelectOptionInput = Static<typeof SelectOptionInput>;
const optionList = Type.Array(SelectOptionInput, { maxItems: 5000 });
/**
 * An option an admin saves for a filter: its own name, and optionally its English name (page content in zh and en).
 * The saved name is the admin's word: English mode shows its English, else the name itself, never another label.
 */
export const SavedOptionInput = shape(
  {
    name: filled(INPUT_LIMITS.NAME),
    value: OPTION_VALUE,
    i18n: Type.Optional(
      shape(
        {
          en: Type.Optional(
            shape(
              { name: Type.Optional(Type.String({ maxLength: INPUT_LIMITS.NAME })) },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type SavedOptionInput = Static<typeof SavedOptionInput>;
const optionKeys = Type.Array(filled(100), { maxItems: 500 });
const nullableAppId = Type.Optional(nullableInteger({ minimum: 1 }));
// Column keys name dataset columns.
const COLUMN_KEY = Type.String({ minLength: 1, maxLength: INPUT_LIMITS.KEY, pattern: INPUT_LIMITS.COLUMN_KEY_PATTERN });
const nullableColumnKey = Type.Optional(
  plain<string | null>({ type: ['string', 'null'], minLength: 1, maxLength: 200 }),
);

const optionListFields = {
  app_id: Type.Optional(id),
  search_content: searchContent,
  ...paging(PAGING.DEFAULT_PAGE_SIZE),
};
export const OptionListQuery = queryContract('OptionListQuery', optionListFields);
export type OptionListQuery = Static<typeof OptionListQuery>;
export const OptionListBody = contract('OptionListBody', optionListFields);
export const OptionKeysBody = contract('OptionKeysBody', { app_id: Type.Optional(id), keys: optionKeys });
export type OptionKeysBody = Static<typeof OptionKeysBody>;
export const GlobalColumnSaveBody = contract('GlobalColumnSaveBody', {
  id: Type.Optional(id),
  app_id: nullableAppId,
  column_key: COLUMN_KEY,
  column_name: filled(INPUT_LIMITS.NAME),
  column_type: plain<0 | 1>({ type: 'integer', enum: [0, 1] }),
  formatter: Type.Optional(plain<Formatter | null>({ type: ['string', 'null'], enum: [...FORMATTERS, null] })),
  aggregate: Type.Optional(plain<Aggregate | null>({ type: ['string', 'null'], enum: [...AGGREGATES, null] })),
  description: Type.Optional(nullableText(INPUT_LIMITS.DESCRIPTION)),
});
export type GlobalColumnSaveBody = Static<typeof GlobalColumnSaveBody>;
export const GlobalSelectSaveBody = contract('GlobalSelectSaveBody', {
  id: Type.Optional(id),
  app_id: nullableAppId,
  key: KEY,
  name: filled(INPUT_LIMITS.NAME),
  values: optionList,
});
export type GlobalSelectSaveBody = Static<typeof GlobalSelectSaveBody>;
export const SelectDiyListQuery = queryContract('SelectDiyListQuery', { app_id: id, search_content: searchContent });
export type SelectDiyListQuery = Static<typeof SelectDiyListQuery>;
export const SelectDiyConfigInput = shape(
  {
    source: plain<'manual' | 'dataset'>({ type: 'string', enum: ['manual', 'dataset'] }),
    data_set_id: Type.Optional(nullableInteger({ minimum: 1 })),
    column_key: nullableColumnKey,
    name_column_key: nullableColumnKey,
    values: Type.Optional(optionList),
  },
  { additionalProperties: false },
);
export type SelectDiyConfigInput = Static<typeof SelectDiyConfigInput>;
export const SelectDiyConfigSaveBody = contract('SelectDiyConfigSaveBody', {
  id: Type.Optional(id),
  app_id: id,
  key: KEY,
  name: filled(INPUT_LIMITS.NAME),
  config: SelectDiyConfigInput,
});
export type SelectDiyConfigSaveBody = Static<typeof SelectDiyConfigSaveBody>;
export const SelectDiyValueSaveBody = contract('SelectDiyValueSaveBody', { id, values: optionList });
export type SelectDiyValueSaveBody = Static<typeof SelectDiyValueSaveBody>;
export const SelectListBody = contract('SelectListBody', {
  app_id: Type.Optional(id),
  key: Type.Optional(filled(100)),
  keys: Type.Optional(optionKeys),
  with_all: withDefault(flag, 0),
});
export type SelectListBody = Static<typeof SelectListBody>;
export const FilterValuesBody = contract('FilterValuesBody', {
  diagram_id: id,
  filter_key: Type.Optional(filled(INPUT_LIMITS.NAME)),
  /** Absent: read. An array: save (admins). null: remove the saved values (admins). */
  values: Type.Optional(
    plain<SavedOptionInput[] | null>({ type: ['array', 'null'], items: SavedOptionInput, maxItems: 5000 }),
  ),
  default_value: Type.Optional(plain<string | number | null>({ type: ['string', 'number', 'null'], maxLength: 500 })),
  default_value_list: Type.Optional(Type.Array(OPTION_VALUE, { maxItems: 5000 })),
});
export type FilterValuesBody = Static<typeof FilterValuesBody>;
