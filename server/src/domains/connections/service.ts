import { performance } from 'node:perf_hooks';
import { Op, QueryTypes, UniqueConstraintError } from 'sequelize';
import { TIMEOUTS, type Lang } from '@tessera/schema/rules';
import {
  type DbColumnsQuery,
  type DbConnectionSaveBody,
  type DbTablesQuery,
  type SqlExecBody,
} from '@tessera/schema/api';
import { AppError, conflict, notFound } from '../../core/errors';
import type { Logger } from '../../core/logger';
import { t } from '../../i18n';
import { openSource } from '../../datasources/open';
import type { PooledRegistry } from '../../datasources/registry';
import type { SecretBox } from '../../datasources/secrets';
import type { ConnectionSettings } from '../../datasources/settings';
import type { ColumnInfo, TableInfo } from '../../datasources/source';
import { checkReadOnlySql, sqlRefusalError } from '../../datasources/sql-guard';
import type { Row } from '../../datasources/types';
import type { Store } from '../../store';
import { emptyPayload, recordTrash } from '../trash/record';
import { draftOf, type Draft } from './draft';
import { connectFailure } from './failures';
import { passwordOf, settingsOf } from './loader';
import { toConnectionInfo } from './mappers';
import type { DbConnectionModel } from './models';
import type { ConnectTestResult, DbConnectionInfo, SqlExecResult } from './types';

/** Binary values travel as hex text; everything else JSON already carries. */
function jsonRow(row: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row))
    out[key] = Buffer.isBuffer(value)
      ? `0x${value.toString('hex')}`
      : typeof value === 'bigint'
        ? value.toString()
        : value;
  return out;
}

export interface ConnectionsDeps {
  dataSourcesDir: string;
  logger: Logger;
}

export class ConnectionsService {
  constructor(
    private readonly store: Store,
    private readonly secrets: SecretBox,
    private readonly registry: PooledRegistry,
    private readonly deps: ConnectionsDeps,
  ) {}

  /** A live connection, or 404. */
  async get(id: number): Promise<DbConnectionModel> {
    const row = await this.store.models.DbConnection.findByPk(id);
    if (!row) throw notFound('connections.not_found');
    return row;
  }

  /** Every live connection by name; with app_id, that app's and the shared ones. Never a password. */
  async list(appId?: number): Promise<DbConnectionInfo[]> {
    const where = appId === undefined ? {} : { app_id: { [Op.or]: [appId, null] } };
    const rows = await this.store.models.DbConnection.findAll({
      where,
      order: [
        ['name', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    return rows.map(toConnectionInfo);
  }

  /** Creates (no id) or updates; a save without `password` keeps the stored one, `''` clears it. */
  async save(body: DbConnectionSaveBody): Promise<DbConnectionInfo> {
    const existing = body.id ? await this.get(body.id) : null;
    const draft = draftOf(body, existing, this.deps.dataSourcesDir, true);
    const name = draft.name ?? '';
    if (draft.app_id !== null && !(await this.store.models.App.findByPk(draft.app_id)))
      throw notFound('apps.not_found');
    await this.assertNameFree(name, existing?.id);
    const values = {
      app_id: draft.app_id,
      name,
      kind: draft.kind,
      host: draft.host,
      port: draft.port,
      username: draft.username,
      database_name: draft.database_name,
      file: draft.file,
      options: Object.keys(draft.options).length ? JSON.stringify(draft.options) : null,
      password_enc: draft.password.keep
        ? (existing?.password_enc ?? null)
        : draft.password.value === null
          ? null
          : this.secrets.encrypt(draft.password.value),
    };
    try {
      if (!existing) return toConnectionInfo(await this.store.models.DbConnection.create(values));
      await existing.update(values);
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw conflict('connections.name_taken', { name });
      throw err;
    }
    await this.registry.invalidate(existing.id);
    return toConnectionInfo(existing);
  }

  /** Soft delete into the recycle bin; 409 while live datasets still use the connection. */
  async delete(id: number, deletedBy: string | null = null): Promise<void> {
    const row = await this.get(id);
    const count = await this.datasetCount(id);
    if (count > 0) throw conflict('connections.in_use', { count });
    await this.store.sequelize.transaction(async (transaction) => {
      await row.destroy({ transaction });
      const record = { kind: 'connection' as const, item_id: id, app_id: row.app_id, name: row.name };
      const at = { deleted_by: deletedBy, deleted_at: row.deleted_at ?? new Date(), payload: emptyPayload() };
      await recordTrash(this.store, { ...record, ...at }, transaction);
    });
    await this.registry.invalidate(id);
  }

  /**
   * Connects once with a saved connection (only `id`) or with unsaved settings (merged over the saved row when
   * `id` is given, so an unchanged password need not be typed again). Failure → 400 with a reason category.
   */
  async test(body: DbConnectionSaveBody, lang: Lang): Promise<ConnectTestResult> {
    const existing = body.id ? await this.get(body.id) : null;
    const onlyId = existing && Object.keys(body).every((k) => k === 'id');
    const settings =
      existing && onlyId
        ? settingsOf(this.secrets, existing)
        : this.settingsOf(draftOf(body, existing, this.deps.dataSourcesDir, false), existing);
    let probe: { version: string; excessPrivileges: string[] };
    try {
      const source = openSource(existing?.id ?? 0, settings, this.deps);
      try {
        probe = await source.ping(TIMEOUTS.DB_CONNECT_TEST);
      } finally {
        await source.close().catch(() => undefined);
      }
    } catch (err) {
      const reason = connectFailure(settings.kind, err);
      this.deps.logger.warn({ err, kind: settings.kind, reason }, 'connection test failed');
      throw new AppError(400, `connections.test.${reason}`, {}, { ok: false, reason });
    }
    const excess = probe.excessPrivileges;
    return {
      ok: true,
      version: probe.version,
      excess_privileges: excess,
      warning: excess.length ? t(lang, 'connections.test.excess_privileges', { privileges: excess.join(', ') }) : null,
    };
  }

  async databases(connectionId: number): Promise<string[]> {
    return (await this.registry.get(connectionId)).databases(TIMEOUTS.DEFAULT);
  }

  async tables(q: DbTablesQuery): Promise<TableInfo[]> {
    return (await this.registry.get(q.connection_id)).tables(q.database ?? null, TIMEOUTS.DEFAULT);
  }

  async columns(q: DbColumnsQuery): Promise<ColumnInfo[]> {
    const columns = await (
      await this.registry.get(q.connection_id)
    ).columns(q.database ?? null, q.table, TIMEOUTS.DEFAULT);
    if (!columns.length) throw notFound('connections.table_not_found', { table: q.table });
    return columns;
  }

  /** The SQL console: the statement check, then a read-only run capped at max_rows, cancelled when the client leaves. */
  async exec(body: SqlExecBody, signal: AbortSignal): Promise<SqlExecResult> {
    const source = await this.registry.get(body.connection_id);
    const check = await checkReadOnlySql(body.sql, source.kind);
    if (!check.ok) throw sqlRefusalError(check);
    const started = performance.now();
    const result = await source.exec(check.statement, { timeoutMs: TIMEOUTS.SQL_EXEC, signal, maxRows: body.max_rows });
    return {
      columns: result.columns,
      rows: result.rows.map(jsonRow),
      truncated: result.truncated,
      elapsed_ms: Math.round(performance.now() - started),
    };
  }

  private settingsOf(draft: Draft, existing: DbConnectionModel | null): ConnectionSettings {
    const password = draft.password.keep
      ? existing
        ? passwordOf(this.secrets, existing)
        : null
      : draft.password.value;
    const { kind, host, port, username, database_name, file, options } = draft;
    return { kind, host, port, username, password, database_name, file, options };
  }

  /** 409 when the name is taken, with a distinct message when a deleted connection (restorable) holds it. */
  private async assertNameFree(name: string, exceptId?: number): Promise<void> {
    const holder = await this.store.models.DbConnection.findOne({ where: { name }, paranoid: false });
    if (!holder || holder.id === exceptId) return;
    throw conflict(holder.deleted_at ? 'connections.name_taken_deleted' : 'connections.name_taken', { name });
  }

  /**
   * Live datasets on the connection. The datasets table belongs to a later migration and another domain, so it is
   * read defensively: no table or no connection_id column → 0.
   */
  private async datasetCount(id: number): Promise<number> {
    let columns: Record<string, unknown>;
    try {
      columns = await this.store.sequelize.getQueryInterface().describeTable('datasets');
    } catch {
      return 0;
    }
    if (!('connection_id' in columns)) return 0;
    const live = 'deleted_at' in columns ? ' AND deleted_at IS NULL' : '';
    const rows = await this.store.sequelize.query<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM datasets WHERE connection_id = :id${live}`,
      {
        type: QueryTypes.SELECT,
        replacements: { id },
      },
    );
    return Number(rows[0]?.n ?? 0);
  }
}
