/**
 * Spec section 7: field names travel in snake-like form. Only a request's own field names (the top level) are
 * converted: nested values are data or documents whose keys (column keys, filter keys) must arrive as written.
 * The web client applies this before sending; the server applies it once at its edge for outside callers that
 * write `appId`.
 */
export function toSnakeKey(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** The top-level keys of a plain object in snake form, values untouched; anything else is returned as is. */
export function snakeFieldNames<T = unknown>(value: T): T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [toSnakeKey(k), v])) as T;
}
