import { Type, type Static } from '@sinclair/typebox';
import { AGGREGATES, COLUMN_TYPES, DATA_UPDATE_MODES, DATASET_PARAM_TYPES, FORMATTERS } from './codes';
import { CodeEnum, Flag, KEY_PATTERN, StrictObject, StringEnum, Text } from './common';
import { Translations } from './i18n';

/** A `{{name}}` of dataset SQL: a SQL-identifier-like word. */
export const DATASET_PARAM_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';
/** Display values a column may map at most (a lookup of codes, not a dimension table). */
export const MAX_DISPLAY_VALUES = 1000;

export const DisplayValueSchema = StrictObject(
  {
    value: Text('A value of the column as the database gives it, e.g. cn', { minLength: 1 }),
    label: Text('What people read instead, e.g. 中国', { minLength: 1 }),
    i18n: Translations(['label'], 'display value'),
  },
  { description: 'One value → label mapping of a dataset column' },
);
export type DisplayValue = Static<typeof DisplayValueSchema>;

export const DatasetColumnSchema = StrictObject(
  {
    column_key: Text('Column key (its name in the result set)', { minLength: 1 }),
    column_name: Text('Label of the column'),
    column_type: CodeEnum(COLUMN_TYPES, { description: '0 dimension, 1 indicator' }),
    data_type: Type.Optional(Text('Database type of the column, e.g. varchar, bigint, date')),
    aggregate: Type.Optional(
      StringEnum(AGGREGATES, { default: 'SUM', description: 'Default aggregate of an indicator (default SUM)' }),
    ),
    formatter: Type.Optional(
      StringEnum(FORMATTERS, { description: 'Default formatter; indicators default to thousands_point' }),
    ),
    description: Type.Optional(Text('What the column means')),
    i18n: Translations(['column_name', 'description'], 'column'),
    is_show: Type.Optional(
      Flag('1 (default): offered in the field lists of the designer and the free-drag pickers; 0: left out', 1),
    ),
    display_values: Type.Optional(
      Type.Array(DisplayValueSchema, {
        maxItems: MAX_DISPLAY_VALUES,
        description: 'Labels shown instead of raw values (cn → 中国); each value at most once',
      }),
    ),
  },
  { description: 'A column of a dataset' },
);
export type DatasetColumn = Static<typeof DatasetColumnSchema>;

export const DatasetParamSchema = StrictObject(
  {
    name: Type.String({
      pattern: DATASET_PARAM_NAME_PATTERN,
      description: 'The name inside {{…}} in the SQL; a filter with this key (class_en) gives its value',
    }),
    type: StringEnum(DATASET_PARAM_TYPES, {
      description: 'How the value is bound: string, number, or date (YYYY-MM-DD, optionally with HH:mm:ss)',
    }),
    default: Type.Optional(
      Type.Union([Type.String(), Type.Number()], {
        description: 'Bound when no filter gives a value (and in previews); without it such a query is refused',
      }),
    ),
  },
  { description: 'A {{param}} of a dataset SQL' },
);
export type DatasetParam = Static<typeof DatasetParamSchema>;

/**
 * A dataset as a template carries it. The connection is named, never described: no host, user or password ever
 * appears in a template (unknown keys are rejected, so a pasted password is an error). Exactly one of sql and
 * table is a semantic rule.
 */
export const DatasetDefinitionSchema = StrictObject(
  {
    key: Type.String({ pattern: KEY_PATTERN, description: 'Local key sections of the bundle use as data_set_id' }),
    name: Text('Dataset name', { minLength: 1 }),
    connection: Text('Name of the database connection on the target install (never credentials)', { minLength: 1 }),
    sql: Type.Optional(Text('Query giving the rows (one of sql or table)', { minLength: 1 })),
    table: Type.Optional(Text('Table giving the rows (one of sql or table)', { minLength: 1 })),
    data_update_mode: Type.Optional(
      CodeEnum(DATA_UPDATE_MODES, { description: '1 incremental, 2 full, 3 manual, 4 custom source' }),
    ),
    params: Type.Optional(
      Type.Array(DatasetParamSchema, { description: 'Types and defaults of the {{param}} placeholders of sql' }),
    ),
    columns: Type.Array(DatasetColumnSchema, { description: 'Columns of the dataset (data_set_column_list)' }),
  },
  { description: 'A dataset definition of a template bundle' },
);
export type DatasetDefinition = Static<typeof DatasetDefinitionSchema>;
