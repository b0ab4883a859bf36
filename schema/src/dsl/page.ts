import { Type, type Static } from '@sinclair/typebox';
import { CATALOG_OR_PAGE, DATA_LEVELS, DEFAULT_DATA_LEVEL, ONLINE_STATUS } from '../api/entities';
import { REALTIME_REFRESH } from '../constants';
import { PAGE_DISPLAYS } from './codes';
import {
  CodeEnum,
  DiagramRef,
  Flag,
  Nullable,
  StrictObject,
  StringEnum,
  Text,
  URL_PATH_PATTERN,
  describe,
} from './common';
import { FilterSchema } from './filter';
import { PageLayoutSchema } from './layout';
import { PageRouterConfigSchema } from './router-config';
import { SectionSchema } from './section';
import { DSL_VERSION } from './version';
import { Translations } from './i18n';

const NullableText = (description: string) => Type.Optional(Nullable(Type.String(), { description }));

/**
 * A page document. Its meta uses the Entry's field names (spec section 3), flat at the top level, so a page
 * document reads like its menu entry plus display, global filters, layout and sections.
 */
export const PageSchema = StrictObject(
  {
    $schema: Type.Optional(
      Type.String({ description: 'URL of this JSON Schema, for editors (e.g. /schemas/page.json)' }),
    ),
    version: Type.Unsafe<typeof DSL_VERSION>({
      type: 'integer',
      const: DSL_VERSION,
      description: `DSL version of the document (${DSL_VERSION}); older documents are migrated`,
    }),
    id: Type.Optional(DiagramRef('Entry id of the page once stored, or a key in documents not yet imported')),

    // Page meta (Entry fields)
    name: Text('Page name shown in the menu and as the title', { minLength: 1, maxLength: 100 }),
    url: Type.Optional(
      Nullable(Type.String({ pattern: URL_PATH_PATTERN }), {
        description: 'Path of the page inside the product, e.g. /growth/retention',
      }),
    ),
    catalog_or_page: Type.Optional(
      Type.Unsafe<typeof CATALOG_OR_PAGE.PAGE>({
        type: 'integer',
        const: CATALOG_OR_PAGE.PAGE,
        default: CATALOG_OR_PAGE.PAGE,
        description: 'Entry type: always 2 (page); catalogs have no document',
      }),
    ),
    data_level: Type.Optional(
      StringEnum(DATA_LEVELS, {
        default: DEFAULT_DATA_LEVEL,
        description: 'Data level A, B or C (default C; A is flagged in red)',
      }),
    ),
    status: Type.Optional(
      CodeEnum(ONLINE_STATUS, { default: ONLINE_STATUS.OFFLINE, description: '0 offline (default), 1 online' }),
    ),
    is_show: Type.Optional(Flag('1: listed in the menu', 1)),
    is_expand: Type.Optional(Flag('1: the menu node starts expanded', 0)),
    tips: NullableText('Help text shown beside the page title'),
    remark: NullableText('Internal remark'),
    requirement_type: NullableText('Kind of requirement behind the page'),
    requirement_url: NullableText('Link to the requirement behind the page'),
    develop_charge_username: NullableText('Username of the developer in charge'),
    work_charge_username: NullableText('Username of the business owner in charge'),
    expand_statement: NullableText('Statement shown in the page header (notes about the data)'),
    i18n: Translations(['name', 'tips', 'expand_statement'], 'page'),
    router_config: Type.Optional(
      Nullable(PageRouterConfigSchema, { description: 'Client route of the page: component name plus meta' }),
    ),

    // Content
    display: Type.Optional(
      CodeEnum(PAGE_DISPLAYS, {
        default: PAGE_DISPLAYS.COLLAPSE,
        description: 'How sections are shown: 0 collapse report (default), 1 kanban board',
      }),
    ),
    global_filters: Type.Optional(
      Type.Array(FilterSchema, {
        default: [],
        description: "Filters that override the sections' filters of the same key",
      }),
    ),
    refresh_interval: Type.Optional(
      Type.Integer({
        minimum: REALTIME_REFRESH.MIN_SECONDS,
        maximum: REALTIME_REFRESH.MAX_SECONDS,
        default: REALTIME_REFRESH.DEFAULT_SECONDS,
        description: `Seconds between two refreshes of the page's real-time sections (default ${REALTIME_REFRESH.DEFAULT_SECONDS})`,
      }),
    ),
    layout: Type.Optional(describe(PageLayoutSchema, 'Grid placement of the sections (kanban board)')),
    sections: Type.Array(SectionSchema, { description: 'Sections of the page, in order' }),
  },
  { description: 'A Tessera page document' },
);
export type Page = Static<typeof PageSchema>;
