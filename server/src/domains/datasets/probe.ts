import type { DatasetParam } from '@tessera/schema/dsl';
import type { DatasetPreview } from '@tessera/schema/api';
import type { Logger } from '../../core/logger';
import { QueryFailedError } from '../../datasources/errors';
import type { CompiledSql, DataSource, DataSourceRegistry, Row } from '../../datasources/types';
import { scanDatasetSql } from '../../query/dataset-sql';
import { DocumentInvalidError } from '../pages/document-errors';
import { paramDefaults } from '../../query/param-defaults';

/** A dataset definition as far as running it goes (saved or still in the editor). */
export interface ProbeInput {
  connection_id: number;
  sql: string | null;
  table_name: string | null;
  params: readonly DatasetParam[];
}

/** A placeholder's value: bound as given, or `null` to stand as SQL NULL (NULL fits wherever a value does). */
export type PlaceholderValue = (name: string) => string | number | null;

interface Statement extends CompiledSql {
  /** Where the dataset's own text starts in `sql`, to turn an engine's position into one in the admin's SQL. */
  offset: number;
}

const PROBE_OPEN = 'SELECT t.* FROM (SELECT 1 AS tessera_probe) AS d LEFT JOIN (SELECT * FROM (';
const PROBE_CLOSE = ') AS s WHERE 1 = 0) AS t ON 1 = 1';
const ROWS_OPEN = 'SELECT * FROM (';
const ROWS_CLOSE = '\n) AS t';

/** The dataset's SQL with each `{{param}}` bound (or NULL), or `SELECT *` of its table, wrapped in open … close. */
function wrapped(source: DataSource, input: ProbeInput, valueOf: PlaceholderValue, open: string, close: string) {
  if (!input.sql) {
    const table = source.knex.raw('??', [input.table_name ?? '']).toQuery();
    return { text: `${open}SELECT * FROM ${table}${close}`, bindings: [] as unknown[], offset: -1 };
  }
  let text = '';
  const bindings: unknown[] = [];
  for (const piece of scanDatasetSql(input.sql, source.kind)) {
    if (piece.type === 'text') text += piece.text;
    else if (piece.type === 'literal') {
      text += '?';
      bindings.push(piece.value);
    } else {
      const value = valueOf(piece.placeholder.name);
      if (value === null) text += 'NULL';
      else {
        text += '?';
        bindings.push(value);
      }
    }
  }
  return { text: `${open}${text}${close}`, bindings, offset: open.length };
}

function compiled(source: DataSource, text: string, bindings: unknown[], offset: number): Statement {
  const native = source.knex
    .raw(text, bindings as never[])
    .toSQL()
    .toNative();
  return { sql: native.sql, bindings: [...native.bindings], offset };
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
 * Runs dataset definitions on their database for the admins who write them: the columns a statement produces (no
 * row read) and its first rows. Only admins call these, so a statement the engine refuses is answered with the
 * engine's own message (and its position in the admin's SQL when the engine gives one), logged with the same text;
 * report queries keep answering a generic "the query failed". Statements reach this after the statement policy
 * (assertDatasetSql): one reading query.
 */
export class DatasetProbe {
  constructor(
    private readonly registry: DataSourceRegistry,
    private readonly logger: Logger,
  ) {}

  source(connectionId: number): Promise<DataSource> {
    return this.registry.get(connectionId);
  }

  /**
   * The columns the statement produces, without reading a row: the inner `WHERE 1 = 0` selects nothing, the outer
   * LEFT JOIN still gives one row of NULLs whose keys are the columns (SQLite describes a statement's columns only
   * through a row). Placeholders take their parameter's default, else NULL.
   */
  async columns(source: DataSource, input: ProbeInput, timeoutMs: number): Promise<string[]> {
    const defaults = paramDefaults(input.params);
    const valueOf: PlaceholderValue = (name) => defaults.get(name) ?? null;
    const { text, bindings, offset } = wrapped(source, input, valueOf, PROBE_OPEN, PROBE_CLOSE);
    const rows = await this.run(source, input, compiled(source, text, bindings, offset), { timeoutMs });
    return Object.keys(rows[0] ?? {});
  }

  /** The first `limit` rows, and whether there are more; columns from the probe when there is no row to name them. */
  async rows(
    source: DataSource,
    input: ProbeInput,
    valueOf: PlaceholderValue,
    limit: number,
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<DatasetPreview> {
    const started = Date.now();
    const { text, bindings, offset } = wrapped(source, input, valueOf, ROWS_OPEN, ROWS_CLOSE);
    // Validated integers, inlined: prepared statements of some MySQL versions refuse a bound LIMIT.
    const statement = compiled(source, `${text} LIMIT ${limit + 1}`, bindings, offset);
    const rows = await this.run(source, input, statement, options);
    const columns = rows.length > 0 ? Object.keys(rows[0]) : await this.columns(source, input, options.timeoutMs);
    return {
      columns,
      rows: rows.slice(0, limit),
      truncated: rows.length > limit,
      elapsed_ms: Date.now() - started,
    };
  }

  private async run(
    source: DataSource,
    input: ProbeInput,
    statement: Statement,
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<Row[]> {
    try {
      return await source.query(statement, options);
    } catch (err) {
      if (!(err instanceof QueryFailedError) || !err.statementError) throw err;
      const { text, position } = engineMessage(err.driverError);
      const at = position !== null && statement.offset >= 0 ? position - statement.offset : null;
      const where = at !== null && at >= 1 && input.sql && at <= input.sql.length + 1 ? at : null;
      this.logger.info(
        { connection_id: input.connection_id, engine: text, position: where },
        'dataset refused by the database',
      );
      throw new DocumentInvalidError([
        {
          pointer: input.sql ? '/sql' : '/table_name',
          message: {
            en: `the database refused it: ${text}${where !== null ? ` (at character ${where})` : ''}`,
            zh: `数据库拒绝执行：${text}${where !== null ? `（第 ${where} 个字符处）` : ''}`,
          },
        },
      ]);
    }
  }
}
