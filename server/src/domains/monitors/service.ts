import { Op } from 'sequelize';
import type {
  MonitorDetail,
  MonitorIdBody,
  MonitorListBody,
  MonitorNoticeList,
  MonitorRecord,
  MonitorSaveBody,
  MonitorStatus,
  NoticeListQuery,
  NoticeReadBody,
  Paged,
} from '@tessera/schema/api';
import type { FieldError } from '@tessera/schema/api';
import { AppError, ValidationError, notFound } from '../../core/errors';
import type { Logger } from '../../core/logger';
import type { CurrentUser } from '../../core/state';
import type { DataSourceRegistry } from '../../datasources';
import type { SecretBox } from '../../datasources/secrets';
import { assertDatasetSql } from '../../query/dataset-policy';
import type { Store } from '../../store';
import { containsAny } from '../../store';
import type { DatasetsService } from '../datasets/service';
import { evaluate, periodsNeeded, type Verdict } from './evaluate';
import { compileIndicator, readPeriods } from './indicator';
import { toDetailRuns, toNotice, toRecord } from './mappers';
import type { MonitorModel } from './models';
import { NEEDS_TIME_COLUMN, checkCron, errorText, isHttpUrl, nextDue, noticeFor } from './rules';
import { DEFAULT_WEBHOOK, deliverWebhook, type WebhookSettings } from './webhook';

export interface MonitorsOptions {
  /** Time limit of one check's query (spec section 9: the page data limit). */
  queryTimeoutMs: number;
  webhook: WebhookSettings;
  /** Runs kept per monitor: a check every minute would otherwise add 1,440 rows a day for ever. */
  runsKept: number;
}

const DEFAULT_OPTIONS: MonitorsOptions = { queryTimeoutMs: 120_000, webhook: DEFAULT_WEBHOOK, runsKept: 500 };
/** Runs listed with a monitor. */
const RUNS_SHOWN = 20;

/**
 * Data monitors (spec section 7 Monitor): an indicator of a dataset watched on a cron schedule, with its run
 * history, in-app notices to its subscribers and a signed webhook when it fires, recovers or breaks.
 */
export class MonitorsService {
  /** Time limits and webhook retries; tests shorten the backoff here. */
  readonly options: MonitorsOptions;

  constructor(
    private readonly store: Store,
    private readonly datasets: DatasetsService,
    private readonly dataSources: DataSourceRegistry,
    private readonly secrets: SecretBox,
    private readonly logger: Logger,
    options: Partial<MonitorsOptions> = {},
  ) {
    this.options = { ...DEFAULT_OPTIONS, ...options, webhook: { ...DEFAULT_WEBHOOK, ...options.webhook } };
  }

  private async row(id: number): Promise<MonitorModel> {
    const row = await this.store.models.Monitor.findByPk(id);
    if (!row) throw notFound('monitors.not_found');
    return row;
  }

  /** The records of these monitors, with their dataset names and subscribers, in the given order. */
  private async records(rows: MonitorModel[]): Promise<MonitorRecord[]> {
    if (rows.length === 0) return [];
    const { Dataset, MonitorSubscriber, User } = this.store.models;
    const ids = rows.map((r) => r.id);
    const datasets = await Dataset.findAll({
      where: { id: [...new Set(rows.map((r) => r.dataset_id))] },
      attributes: ['id', 'name'],
      paranoid: false,
    });
    const links = await MonitorSubscriber.findAll({ where: { monitor_id: ids }, order: [['id', 'ASC']] });
    const users = await User.findAll({
      where: { id: [...new Set(links.map((l) => l.user_id))] },
      attributes: ['id', 'username', 'realname'],
    });
    const userById = new Map(users.map((u) => [u.id, u]));
    const nameById = new Map(datasets.map((d) => [d.id, d.name]));
    return rows.map((row) =>
      toRecord(
        row,
        nameById.get(row.dataset_id) ?? null,
        links
          .filter((l) => l.monitor_id === row.id)
          .flatMap((l) => {
            const u = userById.get(l.user_id);
            return u ? [{ id: u.id, username: u.username, realname: u.realname ?? null }] : [];
          }),
      ),
    );
  }

  async list(body: MonitorListBody): Promise<Paged<MonitorRecord>> {
    const where = body.search_content ? containsAny(this.store, ['name'], body.search_content) : {};
    const { rows, count } = await this.store.models.Monitor.findAndCountAll({
      where,
      order: [['id', 'DESC']],
      limit: body.page_size,
      offset: (body.page - 1) * body.page_size,
    });
    return { list: await this.records(rows), page: body.page, page_size: body.page_size, total_size: count };
  }

  async one(id: number): Promise<MonitorDetail> {
    const row = await this.row(id);
    const [record] = await this.records([row]);
    const runs = await this.store.models.MonitorRun.findAll({
      where: { monitor_id: id },
      order: [['id', 'DESC']],
      limit: RUNS_SHOWN,
    });
    const attempts = await this.store.models.MonitorWebhookAttempt.findAll({
      where: { run_id: runs.map((r) => r.id) },
      order: [['id', 'ASC']],
    });
    return { ...record, runs: toDetailRuns(runs, attempts) };
  }

  /**
   * Checks everything a save can check without running a query: columns of the dataset, the cron expression,
   * subscribers, the webhook address, and the conditions compiled by the report compiler (its 400 names the field).
   */
  private async validate(body: MonitorSaveBody) {
    const dataset = await this.datasets.getRecord(body.dataset_id).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404)
        throw new ValidationError([{ field: 'dataset_id', rule: 'not_found' }]);
      throw err;
    });
    const errors: FieldError[] = [];
    const keys = new Set(dataset.columns.map((c) => c.column_key));
    if (!keys.has(body.indicator)) errors.push({ field: 'indicator', rule: 'not_a_column' });
    if (body.time_column !== null && !keys.has(body.time_column))
      errors.push({ field: 'time_column', rule: 'not_a_column' });
    if (body.time_column === null && NEEDS_TIME_COLUMN.has(body.condition_type))
      errors.push({ field: 'time_column', rule: 'required' });
    if (body.condition_type === 'z_value' && !(body.threshold > 0))
      errors.push({ field: 'threshold', rule: 'minimum', params: { limit: 0 } });
    checkCron(body.cron, errors);
    if (body.webhook_url !== null && body.webhook_url !== '' && !isHttpUrl(body.webhook_url))
      errors.push({ field: 'webhook_url', rule: 'http_url' });
    if (body.subscriber_ids.length > 0) {
      const found = await this.store.models.User.findAll({
        where: { id: body.subscriber_ids },
        attributes: ['id'],
      });
      const known = new Set(found.map((u) => u.id));
      body.subscriber_ids.forEach((id, i) => {
        if (!known.has(id)) errors.push({ field: `subscriber_ids.${i}`, rule: 'unknown_user' });
      });
    }
    if (errors.length > 0) throw new ValidationError(errors);
    const source = await this.dataSources.get(dataset.connection_id);
    compileIndicator(body, dataset, source, periodsNeeded(body));
    return dataset;
  }

  async save(body: MonitorSaveBody): Promise<MonitorRecord> {
    const dataset = await this.validate(body);
    const { Monitor, MonitorSubscriber } = this.store.models;
    const existing = body.id !== undefined ? await this.row(body.id) : null;
    const webhookUrl = body.webhook_url === '' ? null : body.webhook_url;
    let secret = existing?.webhook_secret ?? null;
    if (body.webhook_secret !== undefined)
      secret = body.webhook_secret ? this.secrets.encrypt(body.webhook_secret) : null;
    const values = {
      app_id: dataset.app_id,
      name: body.name.trim(),
      dataset_id: body.dataset_id,
      indicator: body.indicator,
      time_column: body.time_column,
      filter_condition: JSON.stringify(body.filter_condition),
      condition_type: body.condition_type,
      threshold: body.threshold,
      change_mode: body.change_mode,
      periods: body.periods,
      cron: body.cron.trim(),
      enabled: body.enabled,
      webhook_url: webhookUrl,
      webhook_secret: secret,
      next_run_at: body.enabled ? nextDue(body.cron.trim(), new Date()) : null,
    };
    const id = await this.store.sequelize.transaction(async (transaction) => {
      let row: MonitorModel;
      if (existing) {
        // A changed definition starts from a clean state: the old verdict does not describe the new condition.
        row = await existing.update({ ...values, status: null, last_error: null }, { transaction });
        await MonitorSubscriber.destroy({ where: { monitor_id: row.id }, transaction });
      } else
        row = await Monitor.create(
          {
            ...values,
            status: null,
            last_value: null,
            last_error: null,
            last_run_at: null,
            lease_owner: null,
            lease_until: null,
          },
          { transaction },
        );
      if (body.subscriber_ids.length > 0)
        await MonitorSubscriber.bulkCreate(
          body.subscriber_ids.map((user_id) => ({ monitor_id: row.id, user_id })),
          { transaction },
        );
      return row.id;
    });
    const [record] = await this.records([await this.row(id)]);
    return record;
  }

  async remove(body: MonitorIdBody): Promise<{ id: number }> {
    const row = await this.row(body.id);
    await row.destroy();
    return { id: body.id };
  }

  /** Trigger now: one check outside the schedule, answered with the monitor as it stands after it. */
  async trigger(id: number): Promise<MonitorDetail> {
    await this.check(await this.row(id), 'manual');
    return this.one(id);
  }

  /** The verdict of a monitor's condition on its dataset now; throws when the dataset or its source is broken. */
  private async verdict(row: MonitorModel): Promise<Verdict> {
    const dataset = await this.datasets.getRecord(row.dataset_id);
    const source = await this.dataSources.get(dataset.connection_id);
    if (dataset.sql) await assertDatasetSql(dataset.sql, source.kind);
    const spec = {
      indicator: row.indicator,
      time_column: row.time_column,
      filter_condition: JSON.parse(row.filter_condition) as MonitorSaveBody['filter_condition'],
    };
    const condition = {
      condition_type: row.condition_type as MonitorSaveBody['condition_type'],
      threshold: row.threshold,
      change_mode: row.change_mode as MonitorSaveBody['change_mode'],
      periods: row.periods,
    };
    const compiled = compileIndicator(spec, dataset, source, periodsNeeded(condition));
    const periods = await readPeriods(spec, compiled, source, this.options.queryTimeoutMs);
    return evaluate(condition, periods, new Date());
  }

  /**
   * One check: the verdict, the run in the history, and, when the state changed, a notice to every subscriber and
   * the webhook. The state moves by a conditional UPDATE from the state read, so two checks racing (a trigger during
   * a scheduled run) notify once.
   */
  async check(row: MonitorModel, source: 'schedule' | 'manual'): Promise<void> {
    const started = new Date();
    let value: number | null = null;
    let status: MonitorStatus;
    let error: string | null = null;
    let general: string | null = null;
    try {
      const verdict = await this.verdict(row);
      value = verdict.value;
      status = verdict.firing ? 'firing' : 'ok';
    } catch (err) {
      status = 'error';
      ({ general, detail: error } = errorText(err));
      this.logger.warn({ monitor: row.id, error }, 'monitor check failed');
    }
    const { Monitor, MonitorRun, MonitorNotice, MonitorSubscriber } = this.store.models;
    let notified = noticeFor(row.status, status);
    const [moved] = await Monitor.update(
      { status, last_value: value, last_error: error, last_run_at: started },
      { where: { id: row.id, status: row.status } },
    );
    if (moved === 0) notified = null;
    const run = await MonitorRun.create({
      monitor_id: row.id,
      source,
      value,
      outcome: status === 'firing' ? 'fired' : status === 'error' ? 'error' : 'passed',
      notified,
      error,
      duration_ms: Date.now() - started.getTime(),
      started_at: started,
    });
    await this.prune(row.id);
    if (!notified) return;
    const subscribers = await MonitorSubscriber.findAll({ where: { monitor_id: row.id } });
    if (subscribers.length > 0)
      await MonitorNotice.bulkCreate(
        subscribers.map((s) => ({
          monitor_id: row.id,
          user_id: s.user_id,
          kind: notified,
          value,
          error: general,
          read_at: null,
        })),
      );
    if (row.webhook_url) {
      const payload = {
        event: notified,
        monitor: { id: row.id, name: row.name, dataset_id: row.dataset_id, indicator: row.indicator },
        condition: {
          type: row.condition_type,
          threshold: row.threshold,
          change_mode: row.change_mode,
          periods: row.periods,
        },
        value,
        error: general,
        at: started.toISOString(),
      };
      const secret = row.webhook_secret ? this.secrets.decrypt(row.webhook_secret) : null;
      await deliverWebhook(this.store, run.id, { url: row.webhook_url, secret }, payload, this.options.webhook);
    }
  }

  /** Drops the runs older than the newest `runsKept` of the monitor (their webhook attempts go with them). */
  private async prune(monitorId: number): Promise<void> {
    const { MonitorRun } = this.store.models;
    const oldestKept = await MonitorRun.findOne({
      where: { monitor_id: monitorId },
      order: [['id', 'DESC']],
      offset: this.options.runsKept - 1,
      attributes: ['id'],
    });
    if (oldestKept) await MonitorRun.destroy({ where: { monitor_id: monitorId, id: { [Op.lt]: oldestKept.id } } });
  }

  /** The caller's notices, newest first, and his unread count. */
  async notices(user: CurrentUser, query: NoticeListQuery): Promise<MonitorNoticeList> {
    const { MonitorNotice, Monitor } = this.store.models;
    const { rows, count } = await MonitorNotice.findAndCountAll({
      where: { user_id: user.id },
      order: [['id', 'DESC']],
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    const unread = await MonitorNotice.count({ where: { user_id: user.id, read_at: null } });
    const monitors = await Monitor.findAll({
      where: { id: [...new Set(rows.map((r) => r.monitor_id))] },
      attributes: ['id', 'name'],
    });
    const names = new Map(monitors.map((m) => [m.id, m.name]));
    return {
      list: rows.map((r) => toNotice(r, names.get(r.monitor_id) ?? '')),
      unread,
      page: query.page,
      page_size: query.page_size,
      total_size: count,
    };
  }

  /** Marks the caller's listed notices (or all of them) read; others' notices are never touched. */
  async markRead(user: CurrentUser, body: NoticeReadBody): Promise<{ unread: number }> {
    const { MonitorNotice } = this.store.models;
    const where = body.ids
      ? { user_id: user.id, read_at: null, id: { [Op.in]: body.ids } }
      : { user_id: user.id, read_at: null };
    await MonitorNotice.update({ read_at: new Date() }, { where });
    return { unread: await MonitorNotice.count({ where: { user_id: user.id, read_at: null } }) };
  }
}
