import { Type, type Static } from '@sinclair/typebox';
import { AGGREGATES, COLUMN_TYPES, DATA_UPDATE_MODES, FORMATTERS } from './codes';
import { CodeEnum, KEY_PATTERN, StrictObject, StringEnum, Text } from './common';

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
  },
  { description: 'A column of a dataset' },
);
export type DatasetColumn = Static<typeof DatasetColumnSchema>;

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
    columns: Type.Array(DatasetColumnSchema, { description: 'Columns of the dataset (data_set_column_list)' }),
  },
  { description: 'A dataset definition of a template bundle' },
);
export type DatasetDefinition = Static<typeof DatasetDefinitionSchema>;
