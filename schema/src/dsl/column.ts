import { Type, type Static } from '@sinclair/typebox';
import { AGGREGATES, COLUMN_TYPES, DEFAULT_AGGREGATE, DEFAULT_SORTS, FORMATTERS } from './codes';
import { CodeEnum, Flag, Nullable, StrictObject, StringEnum, Text, describe } from './common';
import { ColumnRulesSchema } from './column-rules';
import { Translations } from './i18n';

/**
 * A column of the builder (spec section 3 "Column (builder)"): which dataset columns a section uses and how they
 * aggregate. formatter has no schema default because it depends on column_type (thousands_point for indicators
 * only); applyDefaults sets it in code.
 */
export const BuilderColumnSchema = StrictObject(
  {
    column_key: Text('Dataset column key', { minLength: 1 }),
    column_name: Text('Label of the column'),
    column_type: CodeEnum(COLUMN_TYPES, { description: '0 dimension, 1 indicator' }),
    formatter: Type.Optional(
      StringEnum(FORMATTERS, { description: 'Display formatter; indicators default to thousands_point' }),
    ),
    aggregate: Type.Optional(
      StringEnum(AGGREGATES, {
        default: DEFAULT_AGGREGATE,
        description: 'Aggregate applied to an indicator (default SUM)',
      }),
    ),
    default_sort: Type.Optional(
      CodeEnum(DEFAULT_SORTS, { default: DEFAULT_SORTS.NONE, description: 'Default sort: 0 none, 1 asc, 2 desc' }),
    ),
    description: Type.Optional(Text('What the column means')),
    i18n: Translations(['column_name', 'description'], 'column'),
    rules: Type.Optional(describe(ColumnRulesSchema, 'Threshold rules that colour or label the values')),
    is_new: Type.Optional(Flag('1: added in the designer and not saved yet')),
    selected: Type.Optional(Flag('1: picked for this section in the builder')),
    is_default: Type.Optional(Flag('1: shown by default')),
    is_index: Type.Optional(Flag('1: the column is an indicator (numeric)')),
    is_show: Type.Optional(Flag('1: visible')),
    indicator_id: Type.Optional(
      Nullable(Type.Integer({ minimum: 1 }), { description: 'Shared indicator definition this column reuses' }),
    ),
    keep_in_or_online_status: Type.Optional(
      Flag('Status the column keeps when the page goes online or is rolled back'),
    ),
  },
  { description: 'A builder column: a dataset column used by a section, with its aggregate and formatter' },
);
export type BuilderColumn = Static<typeof BuilderColumnSchema>;
