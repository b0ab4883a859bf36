import { Op, UniqueConstraintError, type WhereOptions } from 'sequelize';
import { TIMEOUTS, type Lang } from '@tessera/schema/rules';
import {
  type ConnectionInUse,
  type DbColumnsQuery,
  type DbConnectionListQuery,
  type DbConnectionSaveBody,
  type DbTablesQuery,
  type SqlExecBody,
  type SqlHistoryEntry,
} from '@tessera/schema/api';
import { AppError, conflict, notFound } from '../../core/errors';
import type { Logger } from '../../core/logger';
import { t } from '../../i18n';
import { openSource } from '../../datasources/open';
import type { PooledRegistry } from '../../datasources/registry';
import type { SecretBox } from '../../datasources/secrets';
import type { ConnectionSettings } from '../../datasources/settings';
import type { ColumnInfo, TableInfo } from '../../datasources/types';
import type { Store } from '../../store';
import { emptyPayload, recordTrash } from '../trash/record';
import { draftOf, type Draft } from './draft';
import { connectFailure } from './failures';
import { SqlConsole } from './console';
import { SqlHistory } from './history';
import { passwordOf, settingsOf } from './loader';
import { toConnectionInfo } from './mappers';
import type { DbConnectionModel } from './models';
import type { ConnectTestResult, DbConnectionInfo, SqlExecResult } from './types';

export interface ConnectionsDeps {
  dataSourcesDir: string;
  logger: Logger;
}

export class ConnectionsService {
  private readonly history: SqlHistory;
  private readonly sqlConsole: SqlConsole;

  constructor(
    private readonly store: Store,
    private readonly secrets: SecretBox,
    private readonly registry: PooledRegistry,
    private readonly deps: ConnectionsDeps,
  ) {
    this.history = new SqlHistory(store);
    this.sqlConsole = new SqlConsole(registry, this.history, deps.logger);
  }

  /** A live connection, or 404. */
  async get(id: number): Promise<DbConnectionModel> {
    const row = await this.store.models.DbConnection.findByPk(id);
    if (!row) throw notFound('connections.not_found');
    return row;
  }

  /**
   * The live connection a reference inside an app's page names: its id, or its name (templates name connections),
   * among the app's own and the shared ones; null when none.
   */
  async idFor(appId: number, ref: number | string): Promise<number | null> {
    const by = typeof ref === 'number' ? { id: ref } : { name: ref };
    const row = await this.store.models.DbConnection.findOne({
      where: { ...by, app_id: { [Op.or]: [appId, null] } },
    });
    return row ? row.id : null;
  }

  /** Every live connection by name; with app_id, that app's and the shared ones; with region, those there. */
  async list(q: DbConnectionListQuery = {}): Promise<DbConnectionInfo[]> {
    const where: WhereOptions = {};
    if (q.app_id !== undefined) Object.assign(where, { app_id: { [Op.or]: [q.app_id, null] } });
    if (q.region !== undefined) Object.assign(where, { region: q.region });
    const rows = await this.store.models.DbConnection.findAll({
      where,
      order: [
        ['name', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    return rows.map(toConnectionInfo);
  }

  /**
   * Creates (no id) or updates; a save without `password` keeps the stored one, `''` clears it. `actor`: the
   * username recorded as who created / last saved it (null for saves no user made, such as the demo's).
   */
  async save(body: DbConnectionSaveBody, actor: string | null = null): Promise<DbConnectionInfo> {
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
      region: body.region ?? existing?.region ?? 'cn',
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
      updated_by: actor,
    };
    try {
      if (!existing)
        return toConnectionInfo(await this.store.models.DbConnection.create({ ...values, created_by: actor }));
      await existing.update(values);
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw conflict('connections.name_taken', { name });
      throw err;
    }
    await this.registry.invalidate(existing.id);
    return toConnectionInfo(existing);
  }

  /** Soft delete into the recycle bin; 409 naming the live datasets that still use the connection. */
  async delete(id: number, deletedBy: string | null = null): Promise<void> {
    const row = await this.get(id);
    const users = await this.store.models.Dataset.findAll({
      where: { connection_id: id },
      attributes: ['id', 'app_id', 'key', 'name'],
      order: [['name', 'ASC']],
    });
    if (users.length > 0) {
      const inUse: ConnectionInUse = {
        datasets: users.map((d) => ({ id: d.id, app_id: Number(d.app_id), key: d.key, name: d.name })),
      };
      const names = inUse.datasets.map((d) => d.name).join(', ');
      throw new AppError(409, 'connections.in_use', { count: users.length, datasets: names }, inUse);
    }
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

  /** The tables of a database by name; `search` (part of the name, any case) and `limit` are applied by the database. */
  async tables(q: DbTablesQuery): Promise<TableInfo[]> {
    const filter = { search: q.search?.trim() || null, limit: q.limit ?? null };
    return (await this.registry.get(q.connection_id)).tables(q.database ?? null, filter, TIMEOUTS.DEFAULT);
  }

  async columns(q: DbColumnsQuery): Promise<ColumnInfo[]> {
    const columns = await (
      await this.registry.get(q.connection_id)
    ).columns(q.database ?? null, q.table, TIMEOUTS.DEFAULT);
    if (!columns.length) throw notFound('connections.table_not_found', { table: q.table });
    return columns;
  }

  /** The SQL console (see SqlConsole); the run is recorded in the user's history. */
  exec(body: SqlExecBody, userId: number, clientGone: AbortSignal): Promise<SqlExecResult> {
    return this.sqlConsole.exec(body, userId, clientGone);
  }

  cancel(userId: number, runId: string): boolean {
    return this.sqlConsole.cancel(userId, runId);
  }

  /** The user's last statements on a connection, newest first; 404 for a connection that does not exist. */
  async sqlHistory(userId: number, connectionId: number, lang: Lang): Promise<SqlHistoryEntry[]> {
    await this.get(connectionId);
    return this.history.list(userId, connectionId, lang);
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
}
