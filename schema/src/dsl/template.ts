import { Type, type Static } from '@sinclair/typebox';
import { StrictObject, Text } from './common';
import { DatasetDefinitionSchema } from './dataset';
import { PageSchema } from './page';
import { DSL_VERSION } from './version';

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
    pages: Type.Array(PageSchema, { minItems: 1, description: 'Page documents of the template' }),
    datasets: Type.Optional(
      Type.Array(DatasetDefinitionSchema, { default: [], description: 'Datasets the pages use, by key' }),
    ),
  },
  { description: 'A Tessera template bundle' },
);
export type TemplateBundle = Static<typeof TemplateBundleSchema>;
