import { compileDate } from './date';
import { compileIndicator } from './indicator';
import { compileString } from './string';
import type { CompiledCondition, ConditionContext } from './types';

export type { CompiledCondition, ConditionContext, ParamSet } from './types';

/** One checked condition (value type and operator already validated) as a WHERE fragment plus its parameters. */
export function compileCondition(ctx: ConditionContext): CompiledCondition {
  switch (ctx.condition.value_type) {
    case 'date':
      return compileDate(ctx);
    case 'string':
      return compileString(ctx);
    case 'indicator':
      return compileIndicator(ctx);
  }
}
