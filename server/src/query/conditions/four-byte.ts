import type { DataSourceKind } from '../../datasources/types';

/** A character outside the Basic Multilingual Plane: four bytes in UTF-8 (emoji, rare CJK). */
const FOUR_BYTE = /[\u{10000}-\u{10FFFF}]/u;

export const hasFourByte = (values: readonly string[]): boolean => values.some((v) => FOUR_BYTE.test(v));

/**
 * MySQL/MariaDB cannot convert a four-byte character down to a utf8mb3 (`utf8`) column's charset, so comparing such a
 * column with one is refused ("Illegal mix of collations") instead of simply not matching. Converting the column up to
 * utf8mb4 always succeeds and compares as users expect. Only for such values: the conversion costs the column's index,
 * and a value without four-byte characters compares fine as it is.
 */
export function widenForFourByte(kind: DataSourceKind, text: string, values: readonly string[]): string {
  return kind === 'mysql' && hasFourByte(values) ? `CONVERT(${text} USING utf8mb4)` : text;
}
