import { checkReadOnlySql, sqlRefusalError } from '../datasources/sql-guard';
import type { DataSourceKind } from '../datasources/types';
import { scanDatasetSql } from './dataset-sql';

/**
 * The statement check of a dataset SQL: one SELECT whose every function is on the dialect's allow-list. Run when
 * a dataset is saved and again before every query, so a dataset stored before the check existed is caught too.
 * Placeholders stand in as `0` and lifted `?` literals as `''`: only the shape of the statement matters here.
 */
export async function assertDatasetSql(sql: string, kind: DataSourceKind, field = 'dataset.sql'): Promise<void> {
  const text = scanDatasetSql(sql, kind)
    .map((piece) => (piece.type === 'text' ? piece.text : piece.type === 'literal' ? "''" : '0'))
    .join('');
  const verdict = await checkReadOnlySql(text, kind, 'dataset');
  if (!verdict.ok) throw sqlRefusalError(verdict, field);
}
