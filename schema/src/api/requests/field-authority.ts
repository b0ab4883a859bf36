/** Field authority (spec section 7): categories of columns, their people, row rules and users' attributes. */
import { Type, type Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { ROW_RULE_KINDS, ROW_RULE_SOURCES } from '../field-authority';
import { INPUT_LIMITS } from './limits';
import {
  contract,
  filled,
  id,
  oneOfText,
  paging,
  queryContract,
  searchContent,
  shape,
  text,
  withDefault,
} from './primitives';

/** Field authority's own limits: column widths, and list sizes no app comes near. */
export const FIELD_AUTHORITY_LIMITS = {
  NAME: 100,
  DESCRIPTION: 500,
  COLUMNS: 2000,
  PEOPLE: 500,
  RULES: 200,
  VALUES: 500,
  VALUE: 200,
  ATTRIBUTES: 50,
  ATTRIBUTE_KEY: 64,
  ATTRIBUTE_KEY_PATTERN: '^[A-Za-z_][A-Za-z0-9_]*$',
} as const;

const L = FIELD_AUTHORITY_LIMITS;
const username = Type.String({
  minLength: 1,
  maxLength: INPUT_LIMITS.USERNAME,
  pattern: INPUT_LIMITS.USERNAME_PATTERN,
});
const columnKey = Type.String({ minLength: 1, maxLength: 128 });
const attributeKey = Type.String({ minLength: 1, maxLength: L.ATTRIBUTE_KEY, pattern: L.ATTRIBUTE_KEY_PATTERN });
const values = Type.Array(filled(L.VALUE), { maxItems: L.VALUES, uniqueItems: true });

export const CategoryListBody = contract('CategoryListBody', {
  app_id: id,
  search_content: searchContent,
  ...paging(PAGING.DEFAULT_PAGE_SIZE),
});
export type CategoryListBody = Static<typeof CategoryListBody>;

/** Creates (no id) or updates a category; `columns` is its whole column list. */
export const CategorySaveBody = contract('CategorySaveBody', {
  id: Type.Optional(id),
  app_id: id,
  name: filled(L.NAME),
  description: withDefault(text(L.DESCRIPTION), ''),
  columns: withDefault(
    Type.Array(shape({ data_set_id: id, column_key: columnKey }, { additionalProperties: false }), {
      maxItems: L.COLUMNS,
    }),
    [],
  ),
});
export type CategorySaveBody = Static<typeof CategorySaveBody>;

export const CategoryIdBody = contract('CategoryIdBody', { id });
export type CategoryIdBody = Static<typeof CategoryIdBody>;

/** Managers or users of a category (`kind` by the path). */
export const CategoryPeopleListBody = contract('CategoryPeopleListBody', {
  category_id: id,
  search_content: searchContent,
  ...paging(PAGING.DEFAULT_PAGE_SIZE),
});
export type CategoryPeopleListBody = Static<typeof CategoryPeopleListBody>;

export const CategoryPeopleEditBody = contract('CategoryPeopleEditBody', {
  category_id: id,
  usernames: Type.Array(username, { minItems: 1, maxItems: L.PEOPLE, uniqueItems: true }),
  operate: oneOfText(['add', 'remove'] as const),
});
export type CategoryPeopleEditBody = Static<typeof CategoryPeopleEditBody>;

export const RowRuleInput = shape(
  {
    kind: oneOfText(ROW_RULE_KINDS),
    column_key: columnKey,
    source: oneOfText(ROW_RULE_SOURCES),
    values: withDefault(values, []),
    attribute: withDefault(Type.Union([attributeKey, Type.Null()]), null),
    usernames: withDefault(Type.Array(username, { maxItems: L.PEOPLE, uniqueItems: true }), []),
    role_ids: withDefault(Type.Array(id, { maxItems: L.PEOPLE, uniqueItems: true }), []),
  },
  { additionalProperties: false },
);
export type RowRuleInput = Static<typeof RowRuleInput>;

export const DatasetIdQuery = queryContract('DatasetIdQuery', { data_set_id: id });
export type DatasetIdQuery = Static<typeof DatasetIdQuery>;

/** The dataset's whole rule list (replaces the old one). */
export const RowRuleSaveBody = contract('RowRuleSaveBody', {
  data_set_id: id,
  rules: Type.Array(RowRuleInput, { maxItems: L.RULES }),
});
export type RowRuleSaveBody = Static<typeof RowRuleSaveBody>;

export const RowRestrictedBody = contract('RowRestrictedBody', { data_set_id: id, restricted: Type.Boolean() });
export type RowRestrictedBody = Static<typeof RowRestrictedBody>;

export const UserAttributesQuery = queryContract('UserAttributesQuery', { username });
export type UserAttributesQuery = Static<typeof UserAttributesQuery>;

/** The user's whole attribute map (replaces the old one). */
export const UserAttributesSaveBody = contract('UserAttributesSaveBody', {
  username,
  attributes: Type.Record(attributeKey, values, { maxProperties: L.ATTRIBUTES }),
});
export type UserAttributesSaveBody = Static<typeof UserAttributesSaveBody>;
