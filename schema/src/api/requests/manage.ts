/** The admin's searches: sections (chart query) and pages (report query) of an app. */
import { Type, type Static } from '@sinclair/typebox';
import { CHART_TYPES, type ChartType } from '../../dsl/codes';
import { PAGING } from '../../constants';
import { DATA_LEVELS } from '../entities';
import { PAGE_SEARCH_SORTS } from '../manage';
import { INPUT_LIMITS } from './limits';
import { contract, filled, flag, id, oneOfText, paging, plain, searchContent, withDefault } from './primitives';

/** An instant with its offset, so the browser's own day bounds arrive as meant (`2026-11-20T00:00:00+08:00`). */
const instant = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
  maxLength: 40,
});

export const SectionSearchBody = contract('SectionSearchBody', {
  app_id: id,
  /** In the section's title or key. */
  search_content: searchContent,
  /** Sections whose draft or online config names the dataset (the main one or a filter option's). */
  data_set_id: Type.Optional(id),
  chart_type: Type.Optional(plain<ChartType>({ type: 'integer', enum: Object.values(CHART_TYPES) })),
  /** 1 online, 0 draft only. */
  status: Type.Optional(flag),
  ...paging(PAGING.DEFAULT_PAGE_SIZE),
});
export type SectionSearchBody = Static<typeof SectionSearchBody>;

export const PageSearchBody = contract('PageSearchBody', {
  app_id: id,
  /** In the page's name or url. */
  search_content: searchContent,
  status: Type.Optional(flag),
  data_level: Type.Optional(oneOfText(DATA_LEVELS)),
  /** Develop or work in-charge user. */
  charge_username: Type.Optional(filled(INPUT_LIMITS.USERNAME)),
  changed_from: Type.Optional(instant),
  changed_to: Type.Optional(instant),
  /** Views count the visits of this many days up to now. */
  views_days: withDefault(Type.Integer({ minimum: 1, maximum: 365 }), 30),
  views_min: Type.Optional(Type.Integer({ minimum: 0 })),
  views_max: Type.Optional(Type.Integer({ minimum: 0 })),
  sort: withDefault(oneOfText(PAGE_SEARCH_SORTS), 'changed_desc'),
  ...paging(PAGING.DEFAULT_PAGE_SIZE),
});
export type PageSearchBody = Static<typeof PageSearchBody>;
