import { Type, type Static } from '@sinclair/typebox';
import { DatasetRef, DiagramRef, Nullable, OpenObject, StrictObject, Text } from './common';
import { Translations } from './i18n';

/** One option of a select/tab/radio filter (spec section 3 filter "values"). */
export const FilterOptionSchema = StrictObject(
  {
    name: Text('Label shown to the user'),
    i18n: Translations(['name'], 'option'),
    value: Type.Union([Type.String(), Type.Number()], { description: 'Value sent in the report query' }),
    decision_diagram_id: Type.Optional(
      Nullable(DiagramRef('Section'), {
        description: 'Section shown instead of the current one while this option is chosen',
      }),
    ),
    new_diagram_config: Type.Optional(
      Nullable(OpenObject({}, { description: 'Section settings' }), {
        description: 'Section settings overridden while this option is chosen; shape left open by the spec',
      }),
    ),
    data_set_id: Type.Optional(DatasetRef('Dataset queried while this option is chosen')),
  },
  { description: 'An option of a filter' },
);
export type FilterOption = Static<typeof FilterOptionSchema>;
