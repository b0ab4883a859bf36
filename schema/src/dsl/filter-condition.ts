import { Type, type Static } from '@sinclair/typebox';
import { FILTER_VALUE_TYPES } from './codes';
import { Scalar, StrictObject, StringEnum, Text, describe } from './common';
import { FilterRangeSchema } from './filter-range';
import { ALL_OPERATORS } from './operator-list';

/** Values one condition may carry (a multi-select): more is refused with a 400 before any SQL is built. */
export const MAX_CONDITION_VALUES = 1000;

/**
 * One condition of a report query. The browser sends values only; the data service checks key against the
 * dataset and operator against value_type before any SQL exists.
 */
export const FilterConditionSchema = StrictObject(
  {
    key: Text("Filter key (the filter's class_en = dataset column key)", { minLength: 1 }),
    value_type: StringEnum(FILTER_VALUE_TYPES, { description: 'Value type: date, string or indicator' }),
    operator: StringEnum(ALL_OPERATORS, { description: 'Operator; must suit value_type' }),
    value: Type.Optional(Scalar('Single value')),
    values: Type.Optional(
      Type.Array(Type.Union([Type.String(), Type.Number()]), {
        maxItems: MAX_CONDITION_VALUES,
        description: `Several values (multi-select), at most ${MAX_CONDITION_VALUES}`,
      }),
    ),
    range: Type.Optional(describe(FilterRangeSchema, 'Bounds of a between or date range condition')),
  },
  { description: 'A condition of a report query' },
);
export type FilterCondition = Static<typeof FilterConditionSchema>;
