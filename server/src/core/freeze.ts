/** Freezes a value and everything it holds: what a memo hands to every caller must not be changed by one of them. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (value instanceof Map || value instanceof Set) return value;
  for (const inner of Object.values(value as Record<string, unknown>)) deepFreeze(inner);
  return value;
}
