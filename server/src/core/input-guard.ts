import type { Middleware } from 'koa';
import type { FieldError } from '@tessera/schema/api';
import { ValidationError } from './errors';
import type { AppState } from './state';

/** Deeper JSON than any request contract or page document needs; checked before anything recurses into a body. */
export const MAX_INPUT_DEPTH = 64;
const NUL = '\u0000';
/** What a JSON body's invalid UTF-8 bytes decode to: the original bytes are gone, so the character is refused. */
const REPLACEMENT = '\uFFFD';

function textProblem(text: string): string | null {
  if (text.includes(NUL)) return 'nul_character';
  if (text.includes(REPLACEMENT)) return 'invalid_utf8';
  return null;
}

/**
 * The first hostile part of a parsed body or query, walked with an explicit stack (never recursion, so depth
 * itself cannot overflow anything): nesting deeper than MAX_INPUT_DEPTH, a NUL character, or U+FFFD (invalid
 * UTF-8) in any string — keys included.
 */
export function hostilePart(value: unknown, root: string): FieldError | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const rule = textProblem(item.value);
      if (rule) return { field: item.path || 'body', rule };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH)
      return { field: item.path || 'body', rule: 'too_deep', params: { limit: MAX_INPUT_DEPTH } };
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      const rule = textProblem(key);
      if (rule) return { field: path.split(NUL).join('?').split(REPLACEMENT).join('?'), rule };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

/** 400 naming the field for hostile bodies and query strings, before field names are converted or contracts read. */
export function inputGuard(): Middleware<AppState> {
  return async (ctx, next) => {
    const problem = hostilePart((ctx.request as { body?: unknown }).body, '') ?? hostilePart({ ...ctx.query }, '');
    if (problem) throw new ValidationError([problem]);
    await next();
  };
}
