import type { Aggregate } from '@tessera/schema/dsl';
import type { DataSourceKind } from '../datasources/types';

/**
 * An aggregate over a quoted column, giving the same result on every engine:
 * - STD is the population standard deviation (MySQL STD = STDDEV_POP). SQLite has no such aggregate, so it is
 *   sqrt(avg(x²) − avg(x)²), clamped at 0 against rounding; sqrt comes with SQLite's math functions (3.35+,
 *   the bundled sqlite3 is 3.52). That formula loses precision when the mean is huge next to the spread.
 * - GROUP_CONCAT joins non-null values with ',' in ascending value order (MySQL, PostgreSQL string_agg, SQLite
 *   3.44+ ordered group_concat); numbers as each engine writes them (a DECIMAL 1.50 stays '1.50' on MySQL and
 *   PostgreSQL, a REAL 1.5 is '1.5' on SQLite). MySQL cuts the text at group_concat_max_len.
 * - AVG and STD on MySQL average `x + 0e0` (a double): over integers and DECIMALs MySQL would keep only 4
 *   decimals (div_precision_increment), where PostgreSQL and SQLite keep full precision.
 * - COUNT counts non-null values; COUNT_DISTINCT distinct non-null values.
 */
export function aggregateSql(aggregate: Aggregate, column: string, kind: DataSourceKind): string {
  switch (aggregate) {
    case 'AVG':
      return kind === 'mysql' ? `AVG(${column} + 0e0)` : `AVG(${column})`;
    case 'SUM':
    case 'MAX':
    case 'MIN':
    case 'COUNT':
      return `${aggregate}(${column})`;
    case 'COUNT_DISTINCT':
      return `COUNT(DISTINCT ${column})`;
    case 'STD':
      if (kind === 'mysql') return `STDDEV_POP(${column} + 0e0)`;
      return kind === 'sqlite'
        ? `SQRT(MAX(AVG(${column} * ${column}) - AVG(${column}) * AVG(${column}), 0))`
        : `STDDEV_POP(${column})`;
    case 'GROUP_CONCAT':
      if (kind === 'mysql') return `GROUP_CONCAT(CAST(${column} AS CHAR) ORDER BY ${column} SEPARATOR ',')`;
      if (kind === 'postgres') return `STRING_AGG(CAST(${column} AS TEXT), ',' ORDER BY ${column})`;
      return `GROUP_CONCAT(${column}, ',' ORDER BY ${column})`;
  }
}
