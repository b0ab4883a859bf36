/** replace: a plain click; toggle: ctrl/⌘-click; add: shift-click (adds, never removes). */
export type SelectMode = 'replace' | 'toggle' | 'add';

export function selectionAfter(selection: readonly string[], id: string, mode: SelectMode): string[] {
  const has = selection.includes(id);
  switch (mode) {
    case 'replace':
      return [id];
    case 'add':
      return has ? [...selection] : [...selection, id];
    case 'toggle':
      return has ? selection.filter((s) => s !== id) : [...selection, id];
  }
}
