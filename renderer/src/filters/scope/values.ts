type Values = Record<string, unknown>;

/** JSON text of a value, object keys sorted, so equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Values).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
}

/** Same filter values: same keys holding equal values. */
export function sameValues(a: Readonly<Values>, b: Readonly<Values>): boolean {
  return canonical(a) === canonical(b);
}

/** `values` with `patch` over it and the `restore` keys removed (back to their default); undefined means untouched. */
export function patchValues(values: Readonly<Values>, patch: Readonly<Values>, restore: readonly string[]): Values {
  const next: Values = { ...values, ...patch };
  for (const key of restore) delete next[key];
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return next;
}

/** `values` without `keys`; the same object when it has none of them. */
export function omitKeys(values: Readonly<Values>, keys: readonly string[]): Values {
  if (!keys.some((key) => key in values)) return values;
  const next: Values = { ...values };
  for (const key of keys) delete next[key];
  return next;
}
