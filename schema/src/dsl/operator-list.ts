import { DATE_OPERATORS, INDICATOR_OPERATORS, STRING_OPERATORS, type FilterOperator } from './operators';

/** Every operator once (eq, ne, is_null, … belong to several value types); the schema enumerates them all. */
export const ALL_OPERATORS: readonly FilterOperator[] = [
  ...new Set<FilterOperator>([...DATE_OPERATORS, ...STRING_OPERATORS, ...INDICATOR_OPERATORS]),
];
