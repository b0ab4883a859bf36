import { Op, UniqueConstraintError, type Transaction, type WhereOptions } from 'sequelize';
import { DATA_UPDATE_MODES, type DatasetDefinition, type DatasetParam } from '@tessera/schema/dsl';
import {
  type DatasetListBody,
  type DatasetPreviewBody,
  type DatasetSaveBody,
  type DatasetSyncColumnsBody,
  type DatasetTemplateSqlBody,
  type Paged,
} from '@tessera/schema/api';
import { TIMEOUTS } from '@tessera/schema/rules';
import { AppError, ValidationError, badRequest, conflict, notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import { containsAny, type Store } from '../../store';
import type { AppsService } from '../apps/service';
import type { DataSource } from '../../datasources/types';
import { assertDatasetSql } from '../../query/dataset-policy';
import { placeholdersOf, scanDatasetSql } from '../../query/dataset-sql';
import { paramValue } from '../../query/param-defaults';
import { DocumentInvalidError, type LocalizedIssue } from '../pages/document-errors';
import { emptyPayload, recordTrash } from '../trash/record';
import { declaredColumns, diffColumns } from './columns-sync';
import { ConnectionLookup, servesApp, sourceKind } from './connections';
import { guessColumn, sampledColumn, starterSql, type TableColumn } from './guess';
import { toDetail, toRecord, toSummary, withoutSource } from './mappers';
import type { DatasetModel } from './models';
import type { DatasetProbe, ProbeInput } from './probe';
import type {
  DatasetColumnSync,
  DatasetDetail,
  DatasetPageUse,
  DatasetReaderDetail,
  DatasetReaderSummary,
  DatasetPreview,
  DatasetRecord,
  DatasetStarter,
  DatasetSummary,
  IndicatorDetail,
  TableColumnsSource,
} from './types';
import { columnUses, pageUses } from './usage';
import { columnNameFold, type ShapeCheck } from './shape-check';
import { assertValidDataset, assertValidSource } from './validate';

/** Rows a column sync samples to type the columns a SQL statement adds. */
const SYNC_SAMPLE_ROWS = 50;

type SourceBody = Pick<DatasetPreviewBody, 'id' | 'app_id' | 'connection_id' | 'sql' | 'table_name' | 'params'>;

/**
 * Datasets of an app: a SQL query (with `{{param}}` placeholders) or a table on a connection, plus typed columns.
 * Members of the app read them, without the SQL, table and connection unless they are admins; writing is for
 * admins (checked by the routes).
 */
export class DatasetsService {
  readonly connections: ConnectionLookup;

  constructor(
    private readonly store: Store,
    private readonly apps: AppsService,
    private tableColumns?: TableColumnsSource,
    private shapeCheck?: ShapeCheck,
    private probe?: DatasetProbe,
  ) {
    this.connections = new ConnectionLookup(store);
  }

  /** Lets save check a dataset against its database (the data sources provide it; unchecked until then). */
  useShapeCheck(check: ShapeCheck): void {
    this.shapeCheck = check;
  }

  /** Lets preview and sync-columns run definitions on their database (the data sources provide it). */
  useProbe(probe: DatasetProbe): void {
    this.probe = probe;
  }

  /** Lets template/sql list a table's columns itself (the connections domain provides the function). */
  useTableColumns(source: TableColumnsSource): void {
    this.tableColumns = source;
  }

  /** A live dataset row, or 404. */
  async row(id: number, transaction?: Transaction): Promise<DatasetModel> {
    const row = await this.store.models.Dataset.findByPk(id, { transaction });
    if (!row) throw notFound('datasets.not_found');
    return row;
  }

  /** For the query engine: the dataset as stored; 404 when missing or deleted. */
  async getRecord(id: number): Promise<DatasetRecord> {
    return toRecord(await this.row(id));
  }

  private async readable(user: CurrentUser, id: number): Promise<DatasetModel> {
    const row = await this.row(id);
    await this.apps.getForMember(user, row.app_id);
    return row;
  }

  async list(user: CurrentUser, body: DatasetListBody): Promise<Paged<DatasetSummary> | Paged<DatasetReaderSummary>> {
    await this.apps.getForMember(user, body.app_id);
    const { page, page_size } = body.page_model;
    const quote = (c: string) => this.store.sequelize.getQueryInterface().quoteIdentifier(c);
    const where: WhereOptions<DatasetModel> = body.search_content
      ? {
          [Op.and]: [
            { app_id: body.app_id },
            containsAny(this.store, [quote('name'), quote('key')], body.search_content),
          ],
        }
      : { app_id: body.app_id };
    const { rows, count } = await this.store.models.Dataset.findAndCountAll({
      where,
      order: [['id', 'DESC']],
      offset: (page - 1) * page_size,
      limit: page_size,
    });
    const names = await this.connections.names(rows.map((r) => r.connection_id));
    const list = rows.map((r) => toSummary(r, names.get(r.connection_id) ?? null));
    const paging = { page, page_size, total_size: count };
    return user.is_admin ? { list, ...paging } : { list: list.map(withoutSource), ...paging };
  }

  async one(user: CurrentUser, id: number): Promise<DatasetDetail | DatasetReaderDetail> {
    const detail = await this.detail(await this.readable(user, id));
    return user.is_admin ? detail : withoutSource(detail);
  }

  private async detail(row: DatasetModel): Promise<DatasetDetail> {
    const names = await this.connections.names([row.connection_id]);
    return toDetail(row, names.get(row.connection_id) ?? null);
  }

  /** Create (no id) or update. 400 on invalid columns/SQL or an unknown connection, 409 when the key is taken in the app. */
  async save(user: CurrentUser, body: DatasetSaveBody): Promise<DatasetDetail> {
    await this.apps.get(body.app_id);
    const sql = body.sql || null;
    const tableName = body.table_name || null;
    assertValidDataset({ ...body, sql, table_name: tableName });
    const connection = await this.connections.byId(body.connection_id);
    if (!connection || !servesApp(connection, body.app_id))
      throw new ValidationError([{ field: 'connection_id', rule: 'not_found' }]);
    if (sql) await assertDatasetSql(sql, sourceKind(connection.kind), 'sql');
    const { Dataset } = this.store.models;
    const row = body.id ? await this.row(body.id) : null;
    if (row && row.app_id !== body.app_id) throw badRequest('datasets.app_mismatch');
    const holder = await Dataset.findOne({ where: { app_id: body.app_id, key: body.key } });
    if (holder && holder.id !== row?.id) throw conflict('datasets.key_taken', { key: body.key });
    const params = (body.params ?? []) as DatasetParam[];
    await this.shapeCheck?.({
      connection_id: body.connection_id,
      sql,
      table_name: tableName,
      params,
      columns: body.columns,
    });
    const values = {
      app_id: body.app_id,
      key: body.key,
      name: body.name,
      connection_id: body.connection_id,
      sql,
      table_name: tableName,
      data_update_mode: body.data_update_mode,
      params: params.length > 0 ? JSON.stringify(params) : null,
      columns: JSON.stringify(body.columns),
      updated_by: user.id,
    };
    try {
      return this.detail(row ? await row.update(values) : await Dataset.create(values));
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw conflict('datasets.key_taken', { key: body.key });
      throw err;
    }
  }

  /**
   * Soft delete into the recycle bin (the key is freed as `key#id`); 409 listing the pages when sections of live
   * pages use it.
   */
  async delete(id: number, deletedBy: string | null = null): Promise<void> {
    const row = await this.row(id);
    const pages = await pageUses(this.store, id);
    if (pages.length > 0)
      throw new AppError(409, 'datasets.in_use', { pages: pages.map((p) => p.name).join(', ') }, { pages });
    const now = new Date();
    await this.store.sequelize.transaction(async (transaction) => {
      await this.store.models.Dataset.update(
        { key: `${row.key}#${row.id}`, deleted_at: now },
        { where: { id }, transaction },
      );
      const payload = { ...emptyPayload(), key: row.key };
      await recordTrash(
        this.store,
        {
          kind: 'dataset',
          item_id: id,
          app_id: row.app_id,
          name: row.name,
          deleted_by: deletedBy,
          deleted_at: now,
          payload,
        },
        transaction,
      );
    });
  }

  /**
   * A starter dataset for a table: `SELECT` of its columns (quoted for the connection's dialect) and the columns
   * typed by guessColumn (numbers are indicators, the rest dimensions). The columns come from the request, else
   * from the connection itself when the connections domain provides a lister.
   */
  async templateSql(body: DatasetTemplateSqlBody): Promise<DatasetStarter> {
    const connection = await this.connections.byId(body.connection_id);
    if (!connection) throw new ValidationError([{ field: 'connection_id', rule: 'not_found' }]);
    const columns: TableColumn[] | null =
      body.columns ?? (this.tableColumns ? await this.tableColumns(connection.id, body.table_name) : null);
    if (!columns) throw new ValidationError([{ field: 'columns', rule: 'required' }]);
    if (columns.length === 0) throw badRequest('datasets.no_columns', { table: body.table_name });
    return {
      connection_id: connection.id,
      table_name: body.table_name,
      sql: starterSql(connection.kind, body.table_name, columns),
      columns: columns.map((c) => guessColumn(c)),
    };
  }

  async indicatorDetail(user: CurrentUser, id: number, columnKey: string): Promise<IndicatorDetail> {
    const record = toRecord(await this.readable(user, id));
    const column = record.columns.find((c) => c.column_key === columnKey);
    if (!column) throw notFound('datasets.column_not_found', { column_key: columnKey });
    return { data_set_id: id, column, sections: await columnUses(this.store, id, columnKey) };
  }

  /**
   * A definition being edited, checked as save checks it (app, source, parameters, connection of the app, statement
   * policy), with the data source it runs on.
   */
  private async runnable(body: SourceBody): Promise<{ input: ProbeInput; source: DataSource; probe: DatasetProbe }> {
    await this.apps.get(body.app_id);
    const sql = body.sql || null;
    const tableName = body.table_name || null;
    const params = (body.params ?? []) as DatasetParam[];
    assertValidSource({ sql, table_name: tableName, params });
    const connection = await this.connections.byId(body.connection_id);
    if (!connection || !servesApp(connection, body.app_id))
      throw new ValidationError([{ field: 'connection_id', rule: 'not_found' }]);
    if (sql) await assertDatasetSql(sql, sourceKind(connection.kind), 'sql');
    if (!this.probe) throw new AppError(503, 'datasources.unavailable');
    const input = { connection_id: connection.id, sql, table_name: tableName, params };
    return { input, source: await this.probe.source(connection.id), probe: this.probe };
  }

  /**
   * The first rows of a definition (saved or not). Each `{{param}}` takes the value given for it, else its default;
   * a placeholder with neither, or a number parameter given text, is a 400 at `/values/<name>`. The engine's
   * refusal is answered in its own words (admins only call this).
   */
  async preview(body: DatasetPreviewBody, signal?: AbortSignal): Promise<DatasetPreview> {
    const { input, source, probe } = await this.runnable(body);
    const values = new Map<string, string | number>();
    const issues: LocalizedIssue[] = [];
    const names = input.sql ? placeholdersOf(scanDatasetSql(input.sql, source.kind)).map((p) => p.name) : [];
    for (const name of new Set(names)) {
      const param = input.params.find((p) => p.name === name);
      const raw = body.values?.[name] ?? param?.default;
      const value = raw === undefined ? null : paramValue(param, raw);
      if (value !== null) values.set(name, value);
      else
        issues.push({
          pointer: `/values/${name}`,
          message:
            raw === undefined
              ? { en: `{{${name}}} needs a value or a default`, zh: `{{${name}}} 需要一个值或默认值` }
              : { en: `{{${name}}} is a number parameter`, zh: `{{${name}}} 是数字参数` },
        });
    }
    if (issues.length > 0) throw new DocumentInvalidError(issues);
    return probe.rows(source, input, (name) => values.get(name) ?? null, body.limit, {
      timeoutMs: TIMEOUTS.PAGE_DATA,
      signal,
    });
  }

  /**
   * What re-reading the definition's columns would change, without saving anything: the columns it produces now,
   * the declared ones it no longer produces with the sections (of the saved dataset's pages) that name them, and
   * the new ones typed by a guess — from the table's catalog, or for SQL from sample rows (parameters at their
   * defaults, else NULL).
   */
  async syncColumns(body: DatasetSyncColumnsBody): Promise<DatasetColumnSync> {
    const saved = body.id ? await this.row(body.id) : null;
    if (saved && saved.app_id !== body.app_id) throw badRequest('datasets.app_mismatch');
    const { input, source, probe } = await this.runnable(body);
    const produced = await probe.columns(source, input, TIMEOUTS.PAGE_DATA);
    const fold = columnNameFold(source);
    const declared = declaredColumns(body.columns);
    const known = new Set(declared.map((c) => fold(c.column_key)));
    const types = await this.newColumnTypes(
      input,
      source,
      produced.filter((name) => !known.has(fold(name))),
    );
    const diff = diffColumns(declared, produced, fold, (name) => types.get(name) ?? { name, type: '' });
    const removed = await Promise.all(
      diff.removed.map(async (column) => ({
        column,
        sections: saved ? await columnUses(this.store, saved.id, column.column_key) : [],
      })),
    );
    return { produced, added: diff.added, removed, columns: diff.columns };
  }

  private async newColumnTypes(
    input: ProbeInput,
    source: DataSource,
    names: string[],
  ): Promise<Map<string, TableColumn>> {
    if (names.length === 0 || !this.probe) return new Map();
    if (input.table_name && this.tableColumns) {
      const catalog = await this.tableColumns(input.connection_id, input.table_name);
      return new Map(catalog.map((c) => [c.name, c]));
    }
    const defaults = new Map(input.params.flatMap((p) => (p.default === undefined ? [] : [[p.name, p.default]])));
    const sample = await this.probe.rows(
      source,
      input,
      (name) => {
        const raw = defaults.get(name);
        return raw === undefined
          ? null
          : paramValue(
              input.params.find((p) => p.name === name),
              raw,
            );
      },
      SYNC_SAMPLE_ROWS,
      { timeoutMs: TIMEOUTS.PAGE_DATA },
    );
    return new Map(
      names.map((name) => [
        name,
        sampledColumn(
          name,
          sample.rows.map((r) => r[name]),
        ),
      ]),
    );
  }

  async usePages(user: CurrentUser, id: number): Promise<DatasetPageUse[]> {
    await this.readable(user, id);
    return pageUses(this.store, id);
  }

  /** Import: creates or updates the app's dataset with the definition's key (inside the import's transaction). */
  async upsertDefinition(
    appId: number,
    def: DatasetDefinition,
    connectionId: number,
    userId: number | null,
    transaction: Transaction,
  ): Promise<DatasetModel> {
    const connection = def.sql ? await this.connections.byId(connectionId, transaction) : null;
    if (def.sql && connection) await assertDatasetSql(def.sql, sourceKind(connection.kind), 'sql');
    const { Dataset } = this.store.models;
    const values = {
      app_id: appId,
      key: def.key,
      name: def.name,
      connection_id: connectionId,
      sql: def.sql ?? null,
      table_name: def.table ?? null,
      // A definition without data_update_mode is refreshed in full.
      data_update_mode: def.data_update_mode ?? DATA_UPDATE_MODES.FULL,
      params: def.params?.length ? JSON.stringify(def.params) : null,
      columns: JSON.stringify(def.columns),
      updated_by: userId,
    };
    const existing = await Dataset.findOne({ where: { app_id: appId, key: def.key }, transaction });
    return existing ? existing.update(values, { transaction }) : Dataset.create(values, { transaction });
  }
}
