import { Op, UniqueConstraintError } from 'sequelize';
import { COLUMN_TYPES, DEFAULT_AGGREGATE, DEFAULT_INDICATOR_FORMATTER } from '@tessera/schema/dsl';
import { type GlobalColumnSaveBody, type OptionKeysBody, type OptionListQuery, type Paged } from '@tessera/schema/api';
import { conflict, notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import { containsAny, type Store } from '../../store';
import { toGlobalColumn } from './mappers';
import type { GlobalColumnModel } from './models';
import { byKeys, type OptionScope } from './scope';
import type { GlobalColumnRecord } from './types';

/** Reusable column definitions (key, label, type, formatter, aggregate) the designer offers when building columns. */
export class GlobalColumnsService {
  constructor(
    private readonly store: Store,
    private readonly scope: OptionScope,
  ) {}

  private async row(id: number): Promise<GlobalColumnModel> {
    const row = await this.store.models.GlobalColumn.findByPk(id);
    if (!row) throw notFound('options.column_not_found');
    return row;
  }

  async list(user: CurrentUser, q: OptionListQuery): Promise<Paged<GlobalColumnRecord>> {
    const scope = await this.scope.readable(user, q.app_id);
    const quote = (c: string) => this.store.sequelize.getQueryInterface().quoteIdentifier(c);
    const where = q.search_content
      ? { [Op.and]: [scope, containsAny(this.store, [quote('column_key'), quote('column_name')], q.search_content)] }
      : scope;
    const { rows, count } = await this.store.models.GlobalColumn.findAndCountAll({
      where,
      order: [['id', 'DESC']],
      offset: (q.page - 1) * q.page_size,
      limit: q.page_size,
    });
    return { list: rows.map(toGlobalColumn), page: q.page, page_size: q.page_size, total_size: count };
  }

  /** Definitions of the keys, in the order asked; an app's own definition wins over a shared one; unknown keys are left out. */
  async byKeys(user: CurrentUser, body: OptionKeysBody): Promise<GlobalColumnRecord[]> {
    const scope = await this.scope.readable(user, body.app_id);
    if (body.keys.length === 0) return [];
    const rows = await this.store.models.GlobalColumn.findAll({
      where: { [Op.and]: [scope, { column_key: body.keys }] },
    });
    return byKeys(rows, body.keys, (r) => r.column_key).map(toGlobalColumn);
  }

  /** Create (no id) or update; indicators get SUM and thousands_point unless told otherwise, dimensions neither. 409 on a taken key. */
  async save(body: GlobalColumnSaveBody): Promise<GlobalColumnRecord> {
    const { GlobalColumn } = this.store.models;
    const row = body.id ? await this.row(body.id) : null;
    const appId = await this.scope.target(body.app_id, row);
    const holder = await GlobalColumn.findOne({ where: { app_id: appId, column_key: body.column_key } });
    if (holder && holder.id !== row?.id) throw conflict('options.column_key_taken', { key: body.column_key });
    const indicator = body.column_type === COLUMN_TYPES.INDICATOR;
    const values = {
      app_id: appId,
      column_key: body.column_key,
      column_name: body.column_name,
      column_type: body.column_type,
      formatter: body.formatter !== undefined ? body.formatter : indicator ? DEFAULT_INDICATOR_FORMATTER : null,
      aggregate: body.aggregate !== undefined ? body.aggregate : indicator ? DEFAULT_AGGREGATE : null,
      description: body.description ?? null,
    };
    try {
      return toGlobalColumn(row ? await row.update(values) : await GlobalColumn.create(values));
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw conflict('options.column_key_taken', { key: body.column_key });
      throw err;
    }
  }

  /** Soft delete; the key is freed as `key#id` so it can be defined again. */
  async delete(id: number): Promise<void> {
    const row = await this.row(id);
    await this.store.models.GlobalColumn.update(
      { column_key: `${row.column_key}#${row.id}`, deleted_at: new Date() },
      { where: { id } },
    );
  }
}
