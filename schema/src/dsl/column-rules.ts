import { Type, type Static } from '@sinclair/typebox';
import { OpenObject, Text } from './common';

/**
 * Colouring/labelling rules of a column (spec section 9 "Rule presets": z-value thresholds -2, -1, 1, 2; rate
 * thresholds -0.05, 0, 0.05; significance labels). The spec does not show the stored shape, so known keys are
 * typed and others pass through to the renderer.
 */
export const ColumnRulesSchema = OpenObject(
  {
    preset: Type.Optional(Text('Rule preset the thresholds come from, e.g. z_value or rate')),
    thresholds: Type.Optional(
      Type.Array(Type.Number(), { description: 'Ascending thresholds that split values into bands' }),
    ),
    labels: Type.Optional(Type.Array(Type.String(), { description: 'Label of each band, e.g. significance labels' })),
    colors: Type.Optional(Type.Array(Type.String(), { description: 'CSS colour of each band' })),
  },
  { description: 'Colouring and labelling rules of a column; keys beyond the documented ones pass through' },
);
export type ColumnRules = Static<typeof ColumnRulesSchema>;
