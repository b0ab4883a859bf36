import { Op, UniqueConstraintError } from 'sequelize';
import type {
  FieldError,
  SelectDiyConfigInput,
  SelectDiyConfigSaveBody,
  SelectDiyListQuery,
  SelectDiyValueSaveBody,
} from '@tessera/schema/api';
import { AppError, ValidationError, badRequest, conflict, notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import { containsAny, type Store } from '../../store';
import type { AppsService } from '../apps/service';
import type { DatasetsService } from '../datasets/service';
import { parseDiyConfig, toSelectDiy } from './mappers';
import type { SelectDiyModel } from './models';
import { duplicateValueErrors } from './scope';
import type { SelectDiyConfig, SelectDiyRecord, SelectOptionItem } from './types';

const plain = (values: SelectOptionItem[]) => values.map(({ name, value }) => ({ name, value }));

/** Custom selects of an app: typed-in options, or a dataset column with a saved snapshot of its options. */
export class SelectDiyService {
  constructor(
    private readonly store: Store,
    private readonly apps: AppsService,
    private readonly datasets: DatasetsService,
  ) {}

  private async row(id: number): Promise<SelectDiyModel> {
    const row = await this.store.models.SelectDiy.findByPk(id);
    if (!row) throw notFound('options.diy_not_found');
    return row;
  }

  /** The app's custom selects by key (members), with their configs and saved values. */
  async list(user: CurrentUser, q: SelectDiyListQuery): Promise<SelectDiyRecord[]> {
    await this.apps.getForMember(user, q.app_id);
    const quote = (c: string) => this.store.sequelize.getQueryInterface().quoteIdentifier(c);
    const where = q.search_content
      ? { [Op.and]: [{ app_id: q.app_id }, containsAny(this.store, [quote('key'), quote('name')], q.search_content)] }
      : { app_id: q.app_id };
    const rows = await this.store.models.SelectDiy.findAll({ where, order: [['key', 'ASC']] });
    return rows.map(toSelectDiy);
  }

  async one(user: CurrentUser, id: number): Promise<SelectDiyRecord> {
    const row = await this.row(id);
    await this.apps.getForMember(user, row.app_id);
    return toSelectDiy(row);
  }

  /**
   * A dataset source must name a live dataset of the same app and columns it has; a manual source names none.
   * Errors name the config fields (`config.column_key: not_a_column`).
   */
  private async checkedConfig(
    appId: number,
    input: SelectDiyConfigInput,
    kept: SelectOptionItem[],
  ): Promise<SelectDiyConfig> {
    const values = input.values ? plain(input.values) : kept;
    const errors: FieldError[] = duplicateValueErrors(values, 'config.values');
    const config: SelectDiyConfig = {
      source: input.source,
      data_set_id: null,
      column_key: null,
      name_column_key: null,
      values,
    };
    if (input.source === 'dataset') {
      const columns = await this.datasetColumns(appId, input.data_set_id ?? null);
      if (columns === null)
        errors.push({ field: 'config.data_set_id', rule: input.data_set_id ? 'not_found' : 'required' });
      if (!input.column_key) errors.push({ field: 'config.column_key', rule: 'required' });
      else if (columns && !columns.includes(input.column_key))
        errors.push({ field: 'config.column_key', rule: 'not_a_column' });
      if (input.name_column_key && columns && !columns.includes(input.name_column_key))
        errors.push({ field: 'config.name_column_key', rule: 'not_a_column' });
      Object.assign(config, {
        data_set_id: input.data_set_id ?? null,
        column_key: input.column_key ?? null,
        name_column_key: input.name_column_key ?? null,
      });
    }
    if (errors.length > 0) throw new ValidationError(errors);
    return config;
  }

  /** Column keys of a live dataset of the app; null when there is none. */
  private async datasetColumns(appId: number, id: number | null): Promise<string[] | null> {
    if (!id) return null;
    try {
      const dataset = await this.datasets.getRecord(id);
      return dataset.app_id === appId ? dataset.columns.map((c) => c.column_key) : null;
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return null;
      throw err;
    }
  }

  /** Create (no id) or update name, key and source; saved values are kept unless `config.values` is given. 409 on a taken key. */
  async saveConfig(body: SelectDiyConfigSaveBody): Promise<SelectDiyRecord> {
    await this.apps.get(body.app_id);
    const { SelectDiy } = this.store.models;
    const row = body.id ? await this.row(body.id) : null;
    if (row && row.app_id !== body.app_id) throw badRequest('options.app_mismatch');
    const config = await this.checkedConfig(body.app_id, body.config, row ? parseDiyConfig(row.config).values : []);
    const holder = await SelectDiy.findOne({ where: { app_id: body.app_id, key: body.key } });
    if (holder && holder.id !== row?.id) throw conflict('options.diy_key_taken', { key: body.key });
    const values = { app_id: body.app_id, key: body.key, name: body.name, config: JSON.stringify(config) };
    try {
      return toSelectDiy(row ? await row.update(values) : await SelectDiy.create(values));
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw conflict('options.diy_key_taken', { key: body.key });
      throw err;
    }
  }

  /** Replaces the saved values (the options of a manual select, the snapshot of a dataset one). */
  async saveValues(body: SelectDiyValueSaveBody): Promise<SelectDiyRecord> {
    const duplicates = duplicateValueErrors(body.values);
    if (duplicates.length > 0) throw new ValidationError(duplicates);
    const row = await this.row(body.id);
    const config: SelectDiyConfig = { ...parseDiyConfig(row.config), values: plain(body.values) };
    return toSelectDiy(await row.update({ config: JSON.stringify(config) }));
  }

  /** Soft delete; the key is freed as `key#id`. */
  async delete(id: number): Promise<void> {
    const row = await this.row(id);
    await this.store.models.SelectDiy.update(
      { key: `${row.key}#${row.id}`, deleted_at: new Date() },
      { where: { id } },
    );
  }
}
