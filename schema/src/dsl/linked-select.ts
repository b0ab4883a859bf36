import { Type, type Static } from '@sinclair/typebox';
import { DiagramRef, FilterValue, StrictObject, Text } from './common';
import { Translations } from './i18n';

/** Linked select: the options of a child filter given its parent's value (spec section 3). */
export const LinkedSelectRequestSchema = StrictObject(
  {
    diagram_id: DiagramRef('Section whose filter is linked'),
    field: Text('Key (class_en) of the child filter whose options are wanted', { minLength: 1 }),
    value: FilterValue('Current value of the parent filter'),
  },
  { description: 'A linked select request' },
);
export type LinkedSelectRequest = Static<typeof LinkedSelectRequestSchema>;

export const LinkedSelectOptionSchema = StrictObject(
  {
    level_name: Text('Label of the option'),
    level_value: Type.Union([Type.String(), Type.Number()], { description: 'Value of the option' }),
    i18n: Translations(['level_name'], 'option'),
  },
  { description: 'An option returned by a linked select' },
);
export type LinkedSelectOption = Static<typeof LinkedSelectOptionSchema>;
