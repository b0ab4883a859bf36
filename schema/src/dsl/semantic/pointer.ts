/** JSON Pointer helpers (RFC 6901): tokens are escaped so keys holding '/' or '~' still point right. */

export function escapeToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** `at('/sections', 0, 'id')` → `/sections/0/id`. */
export function at(base: string, ...tokens: (string | number)[]): string {
  return tokens.reduce<string>((pointer, token) => `${pointer}/${escapeToken(token)}`, base);
}

/** The tokens of a pointer ('/a/0/b' → ['a', '0', 'b']), unescaped. */
export function tokensOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value a pointer names, or undefined when the document has none there. */
export function valueAt(doc: unknown, pointer: string): unknown {
  let current: unknown = doc;
  for (const token of tokensOf(pointer)) {
    if (Array.isArray(current)) current = current[Number(token)];
    else if (typeof current === 'object' && current !== null) current = (current as Record<string, unknown>)[token];
    else return undefined;
  }
  return current;
}

/**
 * Document order: array indexes compare as numbers (/sections/2 before /sections/10) and a parent comes before
 * its children, so a person reads the problems top to bottom.
 */
export function comparePointers(a: string, b: string): number {
  const ta = tokensOf(a);
  const tb = tokensOf(b);
  for (let i = 0; i < Math.min(ta.length, tb.length); i += 1) {
    if (ta[i] === tb[i]) continue;
    const na = /^\d+$/.test(ta[i]);
    const nb = /^\d+$/.test(tb[i]);
    if (na && nb) return Number(ta[i]) - Number(tb[i]);
    if (na !== nb) return na ? -1 : 1;
    return ta[i] < tb[i] ? -1 : 1;
  }
  return ta.length - tb.length;
}
