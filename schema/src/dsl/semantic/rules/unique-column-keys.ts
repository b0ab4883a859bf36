import { at } from '../pointer';
import { warning, type DocumentIssue } from '../types';

/**
 * Spec section 5: duplicate column keys are logged as a warning, not refused; the later column is the one a
 * person should look at, so the warning points at its column_key and names where the first one is.
 */
export function duplicateColumnKeys(
  columns: readonly { column_key: string }[] | undefined,
  listAt: string,
): DocumentIssue[] {
  const first = new Map<string, number>();
  const issues: DocumentIssue[] = [];
  (columns ?? []).forEach((column, i) => {
    const seen = first.get(column.column_key);
    if (seen === undefined) {
      first.set(column.column_key, i);
      return;
    }
    const firstAt = at(listAt, seen);
    issues.push(
      warning(at(listAt, i, 'column_key'), {
        en: `duplicate column key "${column.column_key}" (first at ${firstAt})`,
        zh: `列键 "${column.column_key}" 重复（首次出现在 ${firstAt}）`,
      }),
    );
  });
  return issues;
}
