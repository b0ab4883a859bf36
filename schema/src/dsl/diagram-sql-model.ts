import { type Static } from '@sinclair/typebox';
import { DatasetRef, OpenObject } from './common';

/**
 * The section's query model (spec: "diagram_sql_model (with data_set_id)"). Only the dataset is specified; the
 * data service compiles the SQL from the section's stored configuration, so other keys pass through untouched.
 */
export const DiagramSqlModelSchema = OpenObject(
  { data_set_id: DatasetRef('Dataset the section queries') },
  { description: 'Query model of the section; other keys pass through' },
);
export type DiagramSqlModel = Static<typeof DiagramSqlModelSchema>;
