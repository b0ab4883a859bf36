import { AppError } from '../core/errors';
import type { MessageKey, MessageParams } from '../i18n';

/** Long hostile keys are cut in messages: the message names the key, it does not echo a megabyte back. */
const MAX_NAMED = 80;

function named(text: string): string {
  return text.length > MAX_NAMED ? `${text.slice(0, MAX_NAMED)}…` : text;
}

/**
 * A 400 of the query compiler. `field` (a dotted path into the payload or the section, e.g.
 * `filter_condition.2.operator`) goes to result_data so the caller can point at the culprit.
 */
export function queryError(key: MessageKey, params: MessageParams, field: string): AppError {
  const safe: MessageParams = {};
  for (const [name, value] of Object.entries(params)) safe[name] = typeof value === 'string' ? named(value) : value;
  return new AppError(400, key, safe, { field });
}
