import { Type, type Static } from '@sinclair/typebox';
import { KEY_PATTERN, StrictObject, Text } from './common';

/** A named option list filters can share (spec section 3 "Global select option"; a filter's map_id points here). */
export const GlobalSelectOptionSchema = StrictObject(
  {
    id: Type.Optional(Type.Integer({ minimum: 1, description: 'Id once stored' })),
    key: Type.String({ pattern: KEY_PATTERN, description: 'Key of the option list' }),
    name: Text('Name of the option list', { minLength: 1 }),
    values: Type.Array(
      StrictObject(
        {
          name: Text('Label shown to the user'),
          value: Type.Union([Type.String(), Type.Number()], { description: 'Value sent in queries' }),
        },
        { description: 'An option' },
      ),
      { description: 'Options, in order' },
    ),
  },
  { description: 'A global select option list' },
);
export type GlobalSelectOption = Static<typeof GlobalSelectOptionSchema>;
