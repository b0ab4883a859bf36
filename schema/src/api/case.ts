/**
 * Spec section 7: field names travel in snake-like form. The web client converts outgoing keys and the
 * server normalises incoming ones with the same function, so `appId` and `app_id` both arrive as `app_id`.
 */
export function toSnakeKey(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export function toSnakeKeys<T = unknown>(value: unknown): T {
  if (Array.isArray(value)) return value.map((v) => toSnakeKeys(v)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[toSnakeKey(k)] = toSnakeKeys(v);
    return out as T;
  }
  return value as T;
}
