import { createHash } from 'node:crypto';
import type { LookerDetail, LookerSummary, Paged, ReportData, ViewerFilterValues } from '@tessera/schema/api';
import {
  LOOKER_MAX_ROWS,
  type LookerDownloadBody,
  type LookerPositionBody,
  type LookerSaveBody,
  type LookerSaveToPage,
  type LookerSearchBody,
  type ViewerFilterValuesBody,
} from '@tessera/schema/api';
import { COLUMN_TYPES, type LookerConfig, type LookerSavedReport } from '@tessera/schema/dsl';
import { lookerSection } from '@tessera/schema/charts';
import { TIMEOUTS } from '@tessera/schema/rules';
import { ttlMsFor, type CacheSettings, type QueryRunner } from '../../cache';
import { AppError, forbidden, notFound, ValidationError } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import { normalizeRows } from '../../query';
import type { AppsService } from '../apps/service';
import type { CatalogService } from '../catalog/service';
import type { ExportJob, ExportService } from '../export/service';
import type { SectionsService } from '../pages/sections';
import { reportColumns } from '../report/columns';
import { prepareDatasetReport, type ReportDeps } from '../report/prepare';
import { containsAny, type Store } from '../../store';
import { checkedConfig, queryOf, querySection } from './config';
import type { LookerConfigModel } from './models';

export interface LookerDeps extends ReportDeps {
  apps: AppsService;
  runner: QueryRunner;
  exports: ExportService;
  catalog: CatalogService;
  sections: SectionsService;
  settings: { queryCache: Pick<CacheSettings, 'ttlSeconds'> };
  /** Time limit of data and download (spec section 9: looker data 60 s); tests shorten it. */
  timeoutMs?: number;
}

/** A looker answer: the report answer of its view, and whether rows beyond LOOKER_MAX_ROWS were left out. */
export type LookerData = ReportData & { truncated: boolean };

/**
 * Looker, free exploration (spec section 7 "Looker"): a member of an app explores one of its datasets — picked
 * columns, conditions, aggregation — through the report compiler and engine, with his column and row rules
 * (field authority) applied to every answer; stores the view as a looker config of the app; and an admin saves it
 * to a page as a section draft.
 */
export class LookerService {
  constructor(
    private readonly store: Store,
    private readonly deps: LookerDeps,
  ) {}

  private get limit(): number {
    return this.deps.timeoutMs ?? TIMEOUTS.LOOKER_DATA;
  }

  /** The config's dataset, which the caller may read (a member of its app; the config's app when it names one). */
  private async dataset(user: CurrentUser, config: LookerConfig) {
    const dataset = await this.deps.datasets
      .getRecord(config.data_set_id as number)
      .catch((err: unknown) =>
        Promise.reject(
          err instanceof AppError && err.status === 404
            ? new ValidationError([{ field: 'config.data_set_id', rule: 'not_found' }])
            : err,
        ),
      );
    if (config.app_id !== undefined && config.app_id !== dataset.app_id)
      throw new ValidationError([{ field: 'config.data_set_id', rule: 'not_in_app' }]);
    await this.deps.apps.getForMember(user, dataset.app_id);
    return dataset;
  }

  private async prepare(user: CurrentUser, config: LookerConfig, sort: Record<string, 'asc' | 'desc'> | undefined) {
    const dataset = await this.dataset(user, config);
    return prepareDatasetReport(this.deps, user, querySection(config), dataset, queryOf(config, sort));
  }

  /** `/looker/config/data`: the rows of the view (at most LOOKER_MAX_ROWS), columns typed as picked. */
  async data(
    user: CurrentUser,
    raw: Record<string, unknown>,
    sort: Record<string, 'asc' | 'desc'> | undefined,
    signal?: AbortSignal,
  ): Promise<LookerData> {
    const config = checkedConfig(raw, { named: false });
    const prepared = await this.prepare(user, config, sort);
    const { compiled, source, dataset } = prepared;
    // One row more than shown tells whether the answer was cut.
    const sql = { sql: `${compiled.data.sql} LIMIT ${LOOKER_MAX_ROWS + 1}`, bindings: compiled.data.bindings };
    const { rows } = await this.deps.runner.run(source, sql, {
      timeoutMs: this.limit,
      signal,
      ttlMs: ttlMsFor(this.deps.settings.queryCache, dataset.data_update_mode),
      permissionKey: prepared.permissionKey,
    });
    // Without aggregation the compiler read every column as a dimension; the answer keeps the picked types.
    const indicators = new Set(
      (config.selected_columns ?? []).filter((c) => c.column_type === COLUMN_TYPES.INDICATOR).map((c) => c.column_key),
    );
    const section = lookerSection(config, 'table');
    const columns = reportColumns(compiled, section, dataset.columns).map((c) => ({
      ...c,
      role: indicators.has(c.column_key) ? ('indicator' as const) : ('dimension' as const),
    }));
    return {
      columns,
      rows: normalizeRows(rows.slice(0, LOOKER_MAX_ROWS), compiled.columns),
      truncated: rows.length > LOOKER_MAX_ROWS,
    };
  }

  /** `/looker/config/download`: the view as CSV through the report export (time limit: looker data). */
  async download(
    user: CurrentUser,
    body: LookerDownloadBody,
    order: string[],
    signal: AbortSignal,
  ): Promise<ExportJob> {
    const started = Date.now();
    const config = checkedConfig(body.config, { named: false });
    const dataset = await this.dataset(user, config);
    const section = querySection(config);
    const query = { ...queryOf(config, body.sort_key_map), export_fields: body.export_fields };
    const prepared = await prepareDatasetReport(this.deps, user, section, dataset, query);
    const counting = () =>
      prepareDatasetReport(this.deps, user, section, dataset, { ...query, page: { page: 1, page_size: 1 } });
    return this.deps.exports.stream(prepared, counting, signal, {
      order,
      values: body.export_values,
      started,
      timeoutMs: this.limit,
    });
  }

  private async row(id: number): Promise<LookerConfigModel> {
    const row = await this.store.models.LookerConfig.findByPk(id);
    if (!row) throw notFound('looker.not_found');
    return row;
  }

  private canEdit(user: CurrentUser, row: LookerConfigModel): boolean {
    return user.is_admin || row.created_by === user.id;
  }

  private summary(user: CurrentUser, row: LookerConfigModel): LookerSummary {
    const config = JSON.parse(row.config) as LookerConfig;
    return {
      id: row.id,
      app_id: row.app_id,
      data_set_id: row.data_set_id,
      title: row.title,
      description: config.description ?? '',
      remark: config.remark ?? '',
      position: row.position,
      save_reports: config.save_reports ?? [],
      created_by: row.created_by_username,
      updated_at: row.updated_at.toISOString(),
      can_edit: this.canEdit(user, row),
    };
  }

  private detail(user: CurrentUser, row: LookerConfigModel): LookerDetail {
    const config = JSON.parse(row.config) as LookerConfig;
    return { ...this.summary(user, row), config: { ...config, looker_id: row.id, app_id: row.app_id } };
  }

  /** `/looker/config/search`: the app's lookers whose title holds the text, in list order. */
  async search(user: CurrentUser, body: LookerSearchBody): Promise<Paged<LookerSummary>> {
    await this.deps.apps.getForMember(user, body.app_id);
    const text = body.search_content.trim();
    const where = {
      app_id: body.app_id,
      ...(text ? containsAny(this.store, ['title'], text) : {}),
    };
    const { rows, count } = await this.store.models.LookerConfig.findAndCountAll({
      where,
      order: [
        ['position', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: body.page_size,
      offset: (body.page - 1) * body.page_size,
    });
    return {
      list: rows.map((r) => this.summary(user, r)),
      page: body.page,
      page_size: body.page_size,
      total_size: count,
    };
  }

  /** `/looker/page/list`: every looker of the app, in list order. */
  async list(user: CurrentUser, appId: number): Promise<LookerSummary[]> {
    await this.deps.apps.getForMember(user, appId);
    const rows = await this.store.models.LookerConfig.findAll({
      where: { app_id: appId },
      order: [
        ['position', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    return rows.map((r) => this.summary(user, r));
  }

  /** `/looker/config/looker-detail`: a stored config, for members of its app. */
  async one(user: CurrentUser, id: number): Promise<LookerDetail> {
    const row = await this.row(id);
    await this.deps.apps.getForMember(user, row.app_id);
    return this.detail(user, row);
  }

  /**
   * `/looker/config/save-or-update`: stores the config (new, or replacing `looker_id`: its author or an admin), then,
   * with `save_to_page` (admins), adds its view to a page as a section draft and records the page in save_reports.
   */
  async save(user: CurrentUser, body: LookerSaveBody): Promise<LookerDetail> {
    const config = checkedConfig(body.config, { named: true });
    const dataset = await this.dataset(user, config);
    if (body.save_to_page && !user.is_admin) throw forbidden('errors.admin_only');
    // Every column must exist and be visible to the caller before anything is stored: the data call's own check.
    await prepareDatasetReport(this.deps, user, querySection(config), dataset, queryOf(config));
    const existing = config.looker_id !== undefined ? await this.row(config.looker_id) : null;
    if (existing && !this.canEdit(user, existing)) throw forbidden('looker.not_author');
    if (existing && existing.app_id !== dataset.app_id)
      throw new ValidationError([{ field: 'config.data_set_id', rule: 'not_in_app' }]);

    let reports =
      config.save_reports ?? (existing ? ((JSON.parse(existing.config) as LookerConfig).save_reports ?? []) : []);
    if (body.save_to_page) {
      const saved = await this.saveToPage(user, config, dataset.app_id, body.save_to_page);
      reports = [...reports.filter((r) => String(r.id) !== String(saved.id)), saved];
    }
    const { looker_id: _id, ...rest } = config;
    const stored = JSON.stringify({ ...rest, app_id: dataset.app_id, save_reports: reports });
    if (existing) {
      await existing.update({ title: config.title, data_set_id: dataset.id, config: stored });
      return this.detail(user, existing);
    }
    const last = await this.store.models.LookerConfig.max<number | null, LookerConfigModel>('position', {
      where: { app_id: dataset.app_id },
    });
    const row = await this.store.models.LookerConfig.create({
      app_id: dataset.app_id,
      data_set_id: dataset.id,
      title: config.title,
      config: stored,
      position: (last ?? -1) + 1,
      created_by: user.id,
      created_by_username: user.username,
    });
    return this.detail(user, row);
  }

  /** The page named (a page of the app) or a new one, and the view added to it as a section draft; the page's id. */
  private async saveToPage(
    user: CurrentUser,
    config: LookerConfig,
    appId: number,
    target: LookerSaveToPage,
  ): Promise<LookerSavedReport> {
    const entryId = target.page_id ?? (target.new_page ? await this.newPage(user, appId, target.new_page) : undefined);
    if (entryId === undefined) throw new ValidationError([{ field: 'save_to_page.page_id', rule: 'required' }]);
    const entry = await this.store.models.Entry.findByPk(entryId);
    if (!entry || entry.catalog_or_page !== 2)
      throw new ValidationError([{ field: 'save_to_page.page_id', rule: 'not_found' }]);
    if (entry.app_id !== appId) throw new ValidationError([{ field: 'save_to_page.page_id', rule: 'not_in_app' }]);
    const section = lookerSection(config, target.show ?? 'chart');
    const { id: _key, ...body } = section;
    await this.deps.sections.add(user, entryId, body);
    return { id: entryId, url: entry.url ?? '', name: entry.name };
  }

  /** A new page of the app (the catalog's own checks: url free and not a built-in route); its entry id. */
  private async newPage(user: CurrentUser, appId: number, page: NonNullable<LookerSaveToPage['new_page']>) {
    const created = await this.deps.catalog.save(user, {
      app_id: appId,
      catalog_or_page: 2,
      name: page.name,
      url: page.url,
      parent_id: page.parent_id ?? null,
    });
    return created.id;
  }

  /** `/looker/page/update/position`: the app's lookers in the order given, those left out after them as they were. */
  async position(user: CurrentUser, body: LookerPositionBody): Promise<LookerSummary[]> {
    await this.deps.apps.getForMember(user, body.app_id);
    const rows = await this.store.models.LookerConfig.findAll({
      where: { app_id: body.app_id },
      order: [
        ['position', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    const known = new Set(rows.map((r) => r.id));
    const stranger = body.ids.findIndex((id) => !known.has(id));
    if (stranger >= 0) throw new ValidationError([{ field: `ids.${stranger}`, rule: 'not_in_app' }]);
    const order = [...body.ids, ...rows.map((r) => r.id).filter((id) => !body.ids.includes(id))];
    await this.store.sequelize.transaction(async (transaction) => {
      for (const [position, id] of order.entries())
        await this.store.models.LookerConfig.update({ position }, { where: { id }, transaction });
    });
    return this.list(user, body.app_id);
  }

  /** `DELETE /looker/page/config`: its author or an admin (pages it was saved to keep their sections). */
  async remove(user: CurrentUser, id: number): Promise<null> {
    const row = await this.row(id);
    await this.deps.apps.getForMember(user, row.app_id);
    if (!this.canEdit(user, row)) throw forbidden('looker.not_author');
    await row.destroy();
    return null;
  }

  /**
   * `/viewer/filter/value/get-or-update`: the caller's own filter values on a url. Without `values` it reads them,
   * with an object it stores them, with null it forgets them. Nobody reads another's.
   */
  async filterValues(user: CurrentUser, body: ViewerFilterValuesBody): Promise<ViewerFilterValues> {
    const { ViewerFilterValue } = this.store.models;
    const where = { user_id: user.id, url_hash: createHash('sha256').update(body.url).digest('hex') };
    if (body.values === null) {
      await ViewerFilterValue.destroy({ where });
      return { url: body.url, values: null, updated_at: null };
    }
    if (body.values !== undefined) {
      const updated_at = new Date();
      const filter_values = JSON.stringify(body.values);
      const [row, created] = await ViewerFilterValue.findOrCreate({
        where,
        defaults: { ...where, url: body.url, filter_values, updated_at },
      });
      if (!created) await row.update({ filter_values, updated_at });
      return { url: body.url, values: body.values, updated_at: updated_at.toISOString() };
    }
    const row = await ViewerFilterValue.findOne({ where });
    return row
      ? {
          url: body.url,
          values: JSON.parse(row.filter_values) as Record<string, unknown>,
          updated_at: row.updated_at.toISOString(),
        }
      : { url: body.url, values: null, updated_at: null };
  }
}
