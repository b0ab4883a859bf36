/** Apps: list, search, add, update, announcement. */
import { Type, type Static } from '@sinclair/typebox';
import { PAGING } from '../../constants';
import { searchBody } from './common';
import { INPUT_LIMITS } from './limits';
import { contract, filled, flag, id, nullableText, queryContract, text, withDefault } from './primitives';

const appName = filled(INPUT_LIMITS.APP_NAME);
const appKey = Type.String({ minLength: 1, maxLength: INPUT_LIMITS.APP_KEY, pattern: INPUT_LIMITS.APP_KEY_PATTERN });
const imageUrl = nullableText(1000);
const appNameEn = nullableText(INPUT_LIMITS.APP_NAME);

export const AppListQuery = queryContract('AppListQuery', { all_type: withDefault(flag, 0) });
export type AppListQuery = Static<typeof AppListQuery>;
export const AppSearchBody = searchBody('AppSearchBody', PAGING.DEFAULT_PAGE_SIZE);
export const AppAddBody = contract('AppAddBody', {
  app_name: appName,
  app_name_en: Type.Optional(appNameEn),
  app_key: appKey,
  image_url: Type.Optional(imageUrl),
  status: withDefault(flag, 1),
  sort: Type.Integer({ default: 0 }),
});
export type AppAddBody = Static<typeof AppAddBody>;
export const AppUpdateBody = contract('AppUpdateBody', {
  id,
  app_name: Type.Optional(appName),
  app_name_en: Type.Optional(appNameEn),
  app_key: Type.Optional(appKey),
  image_url: Type.Optional(imageUrl),
  status: Type.Optional(flag),
  sort: Type.Optional(Type.Integer()),
});
export type AppUpdateBody = Static<typeof AppUpdateBody>;
export const AnnouncementBody = contract('AnnouncementBody', {
  app_id: id,
  announcement: text(INPUT_LIMITS.ANNOUNCEMENT),
});
export type AnnouncementBody = Static<typeof AnnouncementBody>;
