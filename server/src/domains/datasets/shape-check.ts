import { TIMEOUTS } from '@tessera/schema/rules';
import type { Logger } from '../../core/logger';
import { DocumentInvalidError, type LocalizedIssue } from '../pages/document-errors';
import type { DataSource } from '../../datasources/types';
import type { DatasetProbe, ProbeInput } from './probe';

export interface ShapeCheckInput extends ProbeInput {
  /** As sent: only their keys are read (the save validated them already). */
  columns: readonly { column_key?: unknown }[];
}

/** Checks a dataset against its database before it is stored; throws DocumentInvalidError (pointers into the save body). */
export type ShapeCheck = (input: ShapeCheckInput) => Promise<void>;

/** PostgreSQL names are case-sensitive once quoted; MySQL/MariaDB and SQLite match column names ignoring case. */
export function columnNameFold(source: DataSource): (name: string) => string {
  return (name) => (source.kind === 'postgres' ? name : name.toLowerCase());
}

/**
 * Save-time check of a dataset (admins only save datasets, so the engine's message is shown as the engine wrote it,
 * and logged with the same text): the database must accept the SQL and every declared column must be one it
 * produces. It runs after the statement policy (assertDatasetSql), so only a single reading query gets this far. A
 * database that cannot be reached does not block the save (it is logged): the dataset is then checked on its first
 * query, as before. `{{param}}` placeholders take their default, else NULL.
 */
export function datasetShapeCheck(probe: DatasetProbe, logger: Logger): ShapeCheck {
  return async (input) => {
    let produced: string[];
    let fold: (name: string) => string;
    try {
      const source = await probe.source(input.connection_id);
      fold = columnNameFold(source);
      produced = await probe.columns(source, input, TIMEOUTS.DEFAULT);
    } catch (err) {
      if (err instanceof DocumentInvalidError) throw err;
      logger.warn({ err, connection_id: input.connection_id }, 'dataset shape check skipped: database unavailable');
      return;
    }
    const have = new Set(produced.map(fold));
    const missing: LocalizedIssue[] = input.columns.flatMap((column, i) =>
      typeof column.column_key !== 'string' || have.has(fold(column.column_key))
        ? []
        : [
            {
              pointer: `/columns/${i}/column_key`,
              message: {
                en: `the SQL produces no column "${column.column_key}" (it produces: ${produced.join(', ')})`,
                zh: `该 SQL 没有产生列 "${column.column_key}"（产生的列：${produced.join('、')}）`,
              },
            },
          ],
    );
    if (missing.length > 0) throw new DocumentInvalidError(missing);
  };
}
