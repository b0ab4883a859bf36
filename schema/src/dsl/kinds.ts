import { type Static } from '@sinclair/typebox';
import { ChartConfigSchema } from './chart';
import { BuilderColumnSchema } from './column';
import { CommentSchema } from './comment';
import { DatasetDefinitionSchema } from './dataset';
import { FilterSchema } from './filter';
import { GlobalSelectOptionSchema } from './global-select-option';
import { LinkedSelectOptionSchema, LinkedSelectRequestSchema } from './linked-select';
import { LookerConfigSchema } from './looker';
import { PageSchema } from './page';
import { PagingQuerySchema } from './paging-query';
import { PaginationSchema } from './pagination';
import { ReportQuerySchema } from './query';
import { SectionSchema } from './section';
import { SeriesSchema } from './series';
import { ShareQuerySchema } from './share-query';
import { TableColumnSchema } from './table-column';
import { TemplateBundleSchema } from './template';

/**
 * Every published schema, by kind. The kind is also the file name (`schema/json/<kind>.json`) and the last
 * segment of its `$id` (`/schemas/<kind>.json`), so validators, the generator and the server agree on one list.
 */
export const DSL_SCHEMAS = {
  page: PageSchema,
  section: SectionSchema,
  filter: FilterSchema,
  'table-column': TableColumnSchema,
  column: BuilderColumnSchema,
  chart: ChartConfigSchema,
  series: SeriesSchema,
  looker: LookerConfigSchema,
  comment: CommentSchema,
  dataset: DatasetDefinitionSchema,
  template: TemplateBundleSchema,
  'report-query': ReportQuerySchema,
  'linked-select': LinkedSelectRequestSchema,
  'linked-select-option': LinkedSelectOptionSchema,
  pagination: PaginationSchema,
  'paging-query': PagingQuerySchema,
  'global-select-option': GlobalSelectOptionSchema,
  'share-query': ShareQuerySchema,
} as const;

export type DslKind = keyof typeof DSL_SCHEMAS;
export type DslDocument<K extends DslKind> = Static<(typeof DSL_SCHEMAS)[K]>;

export const DSL_KINDS = Object.keys(DSL_SCHEMAS) as DslKind[];

/** Titles of the published files (editors show them). */
export const DSL_TITLES: Record<DslKind, string> = {
  page: 'Tessera page document',
  section: 'Tessera page section',
  filter: 'Tessera filter',
  'table-column': 'Tessera table column',
  column: 'Tessera builder column',
  chart: 'Tessera chart config',
  series: 'Tessera chart series',
  looker: 'Tessera looker config',
  comment: 'Tessera chart comment',
  dataset: 'Tessera dataset definition',
  template: 'Tessera template bundle',
  'report-query': 'Tessera report query',
  'linked-select': 'Tessera linked select request',
  'linked-select-option': 'Tessera linked select option',
  pagination: 'Tessera pagination',
  'paging-query': 'Tessera paging query',
  'global-select-option': 'Tessera global select option',
  'share-query': 'Tessera share query',
};

export function isDslKind(value: string): value is DslKind {
  return Object.prototype.hasOwnProperty.call(DSL_SCHEMAS, value);
}
