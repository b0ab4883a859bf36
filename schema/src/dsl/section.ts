import { Type, type Static } from '@sinclair/typebox';
import { CATALOG_OR_PAGE } from '../api/entities';
import { REPORT_TYPES, SHOW_TYPES } from './codes';
import { CardInfoSchema } from './card-info';
import { ChartConfigSchema } from './chart';
import { BuilderColumnSchema } from './column';
import {
  CodeEnum,
  DatasetRef,
  DiagramRef,
  Flag,
  Nullable,
  OpenObject,
  StrictObject,
  StringEnum,
  Text,
  describe,
} from './common';
import { DiagramSqlModelSchema } from './diagram-sql-model';
import { FilterSchema } from './filter';
import { SectionOtherConfigSchema } from './other-config';
import { TableConfigSchema } from './table-config';
import { Translations } from './i18n';

/** A section (page diagram) with every Section field of spec section 3. */
export const SectionSchema = StrictObject(
  {
    id: DiagramRef(
      'Diagram id, or a key (letters, digits, _ and -, starting with a letter) in documents not yet imported',
    ),
    title: Text('Section title'),
    i18n: Translations(['title'], 'section'),
    show_type: Type.Optional(
      StringEnum(SHOW_TYPES, { default: 'table', description: 'Shown as a table (default) or as cards' }),
    ),
    diagram_sql_model: Type.Optional(describe(DiagramSqlModelSchema, 'Query model: the dataset the section reads')),
    filter_config_model_list: Type.Optional(
      Type.Array(FilterSchema, { default: [], description: 'Filters of the section' }),
    ),
    column_config_model_list: Type.Optional(
      Type.Array(BuilderColumnSchema, {
        default: [],
        description: 'Builder columns: dataset columns the section uses',
      }),
    ),
    table_config: Type.Optional(describe(TableConfigSchema, 'Table: basic settings and columns')),
    chart_config: Type.Optional(describe(ChartConfigSchema, 'Chart of the section')),
    chart_is_comment: Type.Optional(Flag('1: staff may comment on chart points')),
    props: Type.Optional(
      OpenObject({}, { description: 'Display properties passed to the renderer; shape left open by the spec' }),
    ),
    card_info_models: Type.Optional(
      Type.Array(CardInfoSchema, { default: [], description: 'Cards of a card section' }),
    ),
    data_set_id: Type.Optional(DatasetRef('Dataset of the section: its id, or a dataset key of the template bundle')),
    catalog_or_page: Type.Optional(
      CodeEnum(CATALOG_OR_PAGE, { description: 'Entry type of the owner: 1 catalog, 2 page' }),
    ),
    report_type: Type.Optional(CodeEnum(REPORT_TYPES, { description: 'Report kind: 1 report, 2 chart' })),
    requirement_url: Type.Optional(
      Nullable(Type.String(), { description: 'Link to the requirement behind the section' }),
    ),
    requirement_type: Type.Optional(Nullable(Type.String(), { description: 'Kind of requirement' })),
    belonging_to: Type.Optional(
      Nullable(DiagramRef('Page'), { description: 'Entry id (or key) of the page the section belongs to' }),
    ),
    other_config: Type.Optional(describe(SectionOtherConfigSchema, 'Further settings: real-time mode, …')),
  },
  { description: 'A section of a page: a table, cards or a chart over one dataset' },
);
export type Section = Static<typeof SectionSchema>;
