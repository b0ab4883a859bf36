import { Type, type Static } from '@sinclair/typebox';
import { CATALOG_OR_PAGE, DATA_LEVELS, DEFAULT_DATA_LEVEL, ONLINE_STATUS } from '../api/entities';
import { CodeEnum, Flag, KEY_PATTERN, Nullable, StrictObject, StringEnum, Text, URL_PATH_PATTERN } from './common';
import { DatasetDefinitionSchema } from './dataset';
import { PageSchema } from './page';
import { DSL_VERSION } from './version';
import { Translations } from './i18n';

const NullableText = (description: string) => Type.Optional(Nullable(Type.String(), { description }));

/** One place in a catalog: a catalog of the bundle (by its key) or a page of the bundle (by its url). */
export const TemplateCatalogChildSchema = Type.Union(
  [
    StrictObject(
      { catalog: Type.String({ pattern: KEY_PATTERN, description: 'Key of a catalog of this bundle' }) },
      { description: 'A catalog inside this one' },
    ),
    StrictObject(
      { page: Type.String({ pattern: URL_PATH_PATTERN, description: 'url of a page of this bundle' }) },
      { description: 'A page inside this catalog' },
    ),
  ],
  { description: 'A catalog or a page, in menu order' },
);
export type TemplateCatalogChild = Static<typeof TemplateCatalogChildSchema>;

/**
 * A catalog (menu folder) of a bundle, with the Entry fields of a catalog. The tree is flat in the file: each catalog
 * lists its children in menu order, naming catalogs by key and pages by url; catalogs that are nobody's child are
 * placed where the bundle is imported.
 */
export const TemplateCatalogSchema = StrictObject(
  {
    key: Type.String({ pattern: KEY_PATTERN, description: 'Names the catalog inside the bundle (e.g. catalog_1)' }),
    catalog_or_page: Type.Unsafe<typeof CATALOG_OR_PAGE.CATALOG>({
      type: 'integer',
      const: CATALOG_OR_PAGE.CATALOG,
      description: 'Entry type: always 1 (catalog)',
    }),
    name: Text('Catalog name shown in the menu', { minLength: 1, maxLength: 100 }),
    i18n: Translations(['name'], 'catalog'),
    url: Type.Optional(
      Nullable(Type.String({ pattern: URL_PATH_PATTERN }), { description: 'Path of the catalog, when it has one' }),
    ),
    data_level: Type.Optional(
      StringEnum(DATA_LEVELS, { default: DEFAULT_DATA_LEVEL, description: 'Data level A, B or C (default C)' }),
    ),
    status: Type.Optional(
      CodeEnum(ONLINE_STATUS, {
        default: ONLINE_STATUS.ONLINE,
        description: '1 online (default), 0 offline: hides everything below it',
      }),
    ),
    is_show: Type.Optional(Flag('1: listed in the menu', 1)),
    is_expand: Type.Optional(Flag('1: the menu node starts expanded (default)', 1)),
    tips: NullableText('Help text'),
    remark: NullableText('Internal remark'),
    develop_charge_username: NullableText('Username of the developer in charge'),
    work_charge_username: NullableText('Username of the business owner in charge'),
    children: Type.Array(TemplateCatalogChildSchema, {
      default: [],
      description: 'Catalogs and pages inside, in order',
    }),
  },
  { description: 'A catalog of the template and what it holds' },
);
export type TemplateCatalog = Static<typeof TemplateCatalogSchema>;

/**
 * What export writes and import reads: page documents plus the datasets their sections use, referenced by
 * dataset key. Secrets never appear: datasets name their connection.
 */
export const TemplateBundleSchema = StrictObject(
  {
    $schema: Type.Optional(
      Type.String({ description: 'URL of this JSON Schema, for editors (e.g. /schemas/template.json)' }),
    ),
    version: Type.Unsafe<typeof DSL_VERSION>({
      type: 'integer',
      const: DSL_VERSION,
      description: `DSL version of the bundle (${DSL_VERSION})`,
    }),
    name: Text('Template name', { minLength: 1 }),
    description: Type.Optional(Text('What the template is for')),
    catalogs: Type.Optional(
      Type.Array(TemplateCatalogSchema, { description: 'Catalogs of the template, parents before their children' }),
    ),
    pages: Type.Array(PageSchema, { minItems: 1, description: 'Page documents of the template' }),
    datasets: Type.Optional(
      Type.Array(DatasetDefinitionSchema, { default: [], description: 'Datasets the pages use, by key' }),
    ),
  },
  { description: 'A Tessera template bundle' },
);
export type TemplateBundle = Static<typeof TemplateBundleSchema>;
