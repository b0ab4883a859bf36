import { TIMEOUTS } from '@tessera/schema/rules';
import type { Logger } from '../../core/logger';
import { QueryFailedError } from '../../datasources/errors';
import type { DataSource, DataSourceRegistry } from '../../datasources/types';
import { scanDatasetSql } from '../../query/dataset-sql';
import { DocumentInvalidError, type LocalizedIssue } from '../pages/document-errors';

export interface ShapeCheckInput {
  connection_id: number;
  sql: string | null;
  table_name: string | null;
  /** As sent: only their keys are read (the save validated them already). */
  columns: readonly { column_key?: unknown }[];
}

/** Checks a dataset against its database before it is stored; throws DocumentInvalidError (pointers into the save body). */
export type ShapeCheck = (input: ShapeCheckInput) => Promise<void>;

const PROBE_OPEN = 'SELECT t.* FROM (SELECT 1 AS tessera_probe) AS d LEFT JOIN (SELECT * FROM (';
const PROBE_CLOSE = ') AS s WHERE 1 = 0) AS t ON 1 = 1';

interface Probe {
  sql: string;
  bindings: unknown[];
  /** Where the dataset's own text starts in `sql`, to turn an engine's position into one in the admin's SQL. */
  offset: number;
}

/**
 * The dataset's statement wrapped so that the database plans it and names its columns without reading a row: the
 * inner `WHERE 1 = 0` selects nothing, the outer LEFT JOIN still gives one row of NULLs whose keys are the columns
 * (SQLite describes a statement's columns only through a row). `{{param}}` placeholders stand as NULL: a dataset
 * defines no defaults, and NULL fits wherever a value does.
 */
function probeOf(source: DataSource, input: ShapeCheckInput): Probe {
  if (!input.sql) {
    const table = source.knex.raw('??', [input.table_name ?? '']).toQuery();
    return { sql: `${PROBE_OPEN}SELECT * FROM ${table}${PROBE_CLOSE}`, bindings: [], offset: -1 };
  }
  let text = '';
  const bindings: string[] = [];
  for (const piece of scanDatasetSql(input.sql, source.kind)) {
    if (piece.type === 'text') text += piece.text;
    else if (piece.type === 'literal') {
      text += '?';
      bindings.push(piece.value);
    } else text += 'NULL';
  }
  const native = source.knex.raw(`${PROBE_OPEN}${text}${PROBE_CLOSE}`, bindings).toSQL().toNative();
  return { sql: native.sql, bindings: [...native.bindings], offset: PROBE_OPEN.length };
}

/** The engine's own words (every engine's driver error carries a message; PostgreSQL adds a 1-based position). */
function engineMessage(err: unknown): { text: string; position: number | null } {
  const e = (typeof err === 'object' && err !== null ? err : {}) as {
    sqlMessage?: unknown;
    message?: unknown;
    position?: unknown;
  };
  const raw = typeof e.sqlMessage === 'string' ? e.sqlMessage : typeof e.message === 'string' ? e.message : '';
  const position = typeof e.position === 'string' || typeof e.position === 'number' ? Number(e.position) : NaN;
  return { text: raw.replace(/^SQLITE_\w+: /, ''), position: Number.isInteger(position) ? position : null };
}

/**
 * Save-time check of a dataset (admins only save datasets, so the engine's message is shown as the engine wrote it,
 * and logged with the same text): the database must accept the SQL and every declared column must be one it
 * produces. It runs after the statement policy (assertDatasetSql), so only a single reading query gets this far. A database that cannot be reached does not block the save (it is logged): the
 * dataset is then checked on its first query, as before.
 */
export function datasetShapeCheck(registry: DataSourceRegistry, logger: Logger): ShapeCheck {
  return async (input) => {
    const field = input.sql ? '/sql' : '/table_name';
    let source: DataSource;
    try {
      source = await registry.get(input.connection_id);
    } catch (err) {
      logger.warn({ err, connection_id: input.connection_id }, 'dataset shape check skipped: no data source');
      return;
    }
    const probe = probeOf(source, input);
    let produced: string[];
    try {
      const rows = await source.query(probe, { timeoutMs: TIMEOUTS.DEFAULT });
      produced = Object.keys(rows[0] ?? {});
    } catch (err) {
      if (!(err instanceof QueryFailedError) || !err.statementError) {
        logger.warn({ err, connection_id: input.connection_id }, 'dataset shape check skipped: database unavailable');
        return;
      }
      const { text, position } = engineMessage(err.driverError);
      const at = position !== null && probe.offset >= 0 ? position - probe.offset : null;
      const where = at !== null && at >= 1 && input.sql && at <= input.sql.length + 1 ? at : null;
      logger.info(
        { connection_id: input.connection_id, engine: text, position: where },
        'dataset refused by the database',
      );
      throw new DocumentInvalidError([
        {
          pointer: field,
          message: {
            en: `the database refused it: ${text}${where !== null ? ` (at character ${where})` : ''}`,
            zh: `数据库拒绝执行：${text}${where !== null ? `（第 ${where} 个字符处）` : ''}`,
          },
        },
      ]);
    }
    // PostgreSQL names are case-sensitive once quoted; MySQL/MariaDB and SQLite match column names ignoring case.
    const fold = (name: string) => (source.kind === 'postgres' ? name : name.toLowerCase());
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
