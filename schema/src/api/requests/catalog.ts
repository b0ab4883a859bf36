/** The catalog (spec section 7, Catalog): an app's menu entries, catalogs nesting to any depth, and pages. */
import { Type, type Static } from '@sinclair/typebox';
import { DATA_LEVELS } from '../entities';
import { INPUT_LIMITS } from './limits';
import {
  contract,
  filled,
  flag,
  id,
  nullableInteger,
  nullableText,
  oneOfText,
  plain,
  queryContract,
  searchContent,
} from './primitives';

const username = Type.String({
  minLength: 1,
  maxLength: INPUT_LIMITS.USERNAME,
  pattern: INPUT_LIMITS.USERNAME_PATTERN,
});
const nullableUsername = plain<string | null>({
  type: ['string', 'null'],
  maxLength: INPUT_LIMITS.USERNAME,
  pattern: INPUT_LIMITS.USERNAME_PATTERN,
});
export const entryUrl = Type.String({
  minLength: 2,
  maxLength: INPUT_LIMITS.ENTRY_URL,
  pattern: INPUT_LIMITS.ENTRY_URL_PATTERN,
});

export const CatalogListQuery = queryContract('CatalogListQuery', { app_id: id });
export type CatalogListQuery = Static<typeof CatalogListQuery>;

export const CatalogSearchBody = contract('CatalogSearchBody', { app_id: id, search_content: searchContent });
export type CatalogSearchBody = Static<typeof CatalogSearchBody>;

/**
 * Creates (no id) or updates (id) a catalog or a page. On update, fields left out keep their value; `parent_id`
 * moves the entry (null: to the root). A page's url is required on create; catalogs have none.
 */
export const CatalogSaveBody = contract('CatalogSaveBody', {
  id: Type.Optional(id),
  app_id: Type.Optional(id),
  parent_id: Type.Optional(nullableInteger({ minimum: 1 })),
  catalog_or_page: Type.Optional(plain<1 | 2>({ type: 'integer', enum: [1, 2] })),
  name: Type.Optional(filled(INPUT_LIMITS.ENTRY_NAME)),
  name_en: Type.Optional(nullableText(INPUT_LIMITS.ENTRY_NAME)),
  url: Type.Optional(plain<string | null>({ ...entryUrl, type: ['string', 'null'] })),
  data_level: Type.Optional(oneOfText(DATA_LEVELS)),
  is_show: Type.Optional(flag),
  is_expand: Type.Optional(flag),
  develop_charge_username: Type.Optional(nullableUsername),
  work_charge_username: Type.Optional(nullableUsername),
  requirement_type: Type.Optional(nullableText(50)),
  requirement_url: Type.Optional(nullableText(1000)),
  tips: Type.Optional(nullableText(INPUT_LIMITS.ENTRY_TEXT)),
  tips_en: Type.Optional(nullableText(INPUT_LIMITS.ENTRY_TEXT)),
  remark: Type.Optional(nullableText(INPUT_LIMITS.ENTRY_TEXT)),
  expand_statement: Type.Optional(nullableText(INPUT_LIMITS.ENTRY_TEXT)),
});
export type CatalogSaveBody = Static<typeof CatalogSaveBody>;

export const CatalogStatusBody = contract('CatalogStatusBody', { id, status: flag });
export type CatalogStatusBody = Static<typeof CatalogStatusBody>;

/**
 * The full new order of one parent's children (`parent_id` null: the app's root). An id that sits elsewhere now
 * moves under this parent: moving and sorting is one atomic call.
 */
export const CatalogSortBody = contract('CatalogSortBody', {
  app_id: id,
  parent_id: nullableInteger({ minimum: 1 }),
  ids: Type.Array(id, { minItems: 1, maxItems: 2000, uniqueItems: true }),
});
export type CatalogSortBody = Static<typeof CatalogSortBody>;

export const CatalogChargeBody = contract('CatalogChargeBody', {
  id,
  develop_charge_username: nullableUsername,
  work_charge_username: nullableUsername,
});
export type CatalogChargeBody = Static<typeof CatalogChargeBody>;

export const CatalogBatchChargeBody = contract('CatalogBatchChargeBody', {
  ids: Type.Array(id, { minItems: 1, maxItems: 2000, uniqueItems: true }),
  develop_charge_username: Type.Optional(nullableUsername),
  work_charge_username: Type.Optional(nullableUsername),
});
export type CatalogBatchChargeBody = Static<typeof CatalogBatchChargeBody>;

/** Who can see a page, and why. */
export const CatalogPermissionUserBody = contract('CatalogPermissionUserBody', {
  id,
  search_content: searchContent,
});
export type CatalogPermissionUserBody = Static<typeof CatalogPermissionUserBody>;

/** Grants (add) or takes back (remove) one user's direct access to a page. */
export const CatalogUserGrantBody = contract('CatalogUserGrantBody', {
  id,
  username,
  action: oneOfText(['add', 'remove'] as const),
});
export type CatalogUserGrantBody = Static<typeof CatalogUserGrantBody>;

/** The pages of an app by their develop in-charge user. */
export const CatalogDevelopBody = contract('CatalogDevelopBody', { app_id: id });
export type CatalogDevelopBody = Static<typeof CatalogDevelopBody>;
