/**
 * Option lists (global select options, custom selects, saved filter values) hold each value once. 1 and '1' reach
 * the database as the same text, so they count as the same value.
 */
export function optionValueText(value: string | number): string {
  return String(value);
}

/** Indexes of the options whose value repeats an earlier one. */
export function repeatedOptionValues(values: readonly { value: string | number }[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  values.forEach((v, i) => {
    const text = optionValueText(v.value);
    if (seen.has(text)) repeated.push(i);
    seen.add(text);
  });
  return repeated;
}
