import { toSnakeKey } from '../../../api/case';

/**
 * v1 keys whose mechanical snake_case form is not the v2 key: in secondYValue the single-letter word Y runs into
 * Value, so toSnakeKey gives second_yvalue.
 */
export const V1_KEY_EXCEPTIONS: Readonly<Record<string, string>> = {
  secondYValue: 'second_y_value',
};

/** The v2 name of a v1 DSL key (keys already in snake_case stay as they are). */
export function v2Key(v1Key: string): string {
  return V1_KEY_EXCEPTIONS[v1Key] ?? toSnakeKey(v1Key);
}
