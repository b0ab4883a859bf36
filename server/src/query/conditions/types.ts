import type { DatasetColumn, Filter, FilterCondition } from '@tessera/schema/dsl';
import type { Dialect } from '../dialect';
import type { Fragment } from '../types';
import type { Scalar } from '../values';

export interface ConditionContext {
  condition: FilterCondition;
  /** The dataset column filtered; absent when the key only feeds a `{{name}}` of the dataset SQL. */
  column: DatasetColumn | undefined;
  /** The quoted column key. */
  quoted: string;
  /** The configured filter the condition belongs to (its stored filter_value is past_n_days' N). */
  filter: Filter | undefined;
  dialect: Dialect;
  now: Date;
  /** Dotted path of the condition in the payload, for messages. */
  field: string;
}

/** What a `{{name}}`, `{{name.start}}`, `{{name.end}}` of the dataset SQL receives from a condition. */
export interface ParamSet {
  value?: Scalar | readonly Scalar[];
  start?: Scalar;
  end?: Scalar;
}

export interface CompiledCondition {
  where: Fragment;
  params: ParamSet;
}

export const and = (parts: readonly Fragment[]): Fragment => join(parts, 'AND');
export const or = (parts: readonly Fragment[]): Fragment => join(parts, 'OR');

function join(parts: readonly Fragment[], word: string): Fragment {
  if (parts.length === 1) return parts[0];
  return { sql: `(${parts.map((p) => p.sql).join(` ${word} `)})`, bindings: parts.flatMap((p) => p.bindings) };
}

export const markers = (count: number, marker = '?'): string => Array.from({ length: count }, () => marker).join(', ');
