import { Op, UniqueConstraintError } from 'sequelize';
import { ALL_OPTION } from '@tessera/schema/dsl';
import {
  type GlobalSelectSaveBody,
  type OptionKeysBody,
  type OptionListQuery,
  type Paged,
  type SelectListBody,
} from '@tessera/schema/api';
import { ValidationError, conflict, notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import { containsAny, type Store } from '../../store';
import { toGlobalSelect } from './mappers';
import type { GlobalSelectOptionModel } from './models';
import { byKeys, duplicateValueErrors, type OptionScope } from './scope';
import type { GlobalSelectOptionRecord, SelectOptionItem } from './types';

/** The options of a list with the 'all' option (label 全部, value all) in front, once. */
function withAllOption(values: SelectOptionItem[]): SelectOptionItem[] {
  return values.some((v) => v.value === ALL_OPTION.value)
    ? values
    : [{ name: ALL_OPTION.name, value: ALL_OPTION.value }, ...values];
}

/** Global select options: named option lists that filters share (a filter's map_id names one by id or key). */
export class GlobalSelectsService {
  constructor(
    private readonly store: Store,
    private readonly scope: OptionScope,
  ) {}

  private async row(id: number): Promise<GlobalSelectOptionModel> {
    const row = await this.store.models.GlobalSelectOption.findByPk(id);
    if (!row) throw notFound('options.select_not_found');
    return row;
  }

  async list(user: CurrentUser, q: OptionListQuery): Promise<Paged<GlobalSelectOptionRecord>> {
    const scope = await this.scope.readable(user, q.app_id);
    const quote = (c: string) => this.store.sequelize.getQueryInterface().quoteIdentifier(c);
    const where = q.search_content
      ? { [Op.and]: [scope, containsAny(this.store, [quote('key'), quote('name')], q.search_content)] }
      : scope;
    const { rows, count } = await this.store.models.GlobalSelectOption.findAndCountAll({
      where,
      order: [['id', 'DESC']],
      offset: (q.page - 1) * q.page_size,
      limit: q.page_size,
    });
    return { list: rows.map(toGlobalSelect), page: q.page, page_size: q.page_size, total_size: count };
  }

  async one(user: CurrentUser, id: number): Promise<GlobalSelectOptionRecord> {
    const row = await this.row(id);
    await this.scope.assertRead(user, row.app_id ?? null);
    return toGlobalSelect(row);
  }

  private async rowsByKeys(
    user: CurrentUser,
    appId: number | undefined,
    keys: string[],
  ): Promise<GlobalSelectOptionModel[]> {
    const scope = await this.scope.readable(user, appId);
    if (keys.length === 0) return [];
    const rows = await this.store.models.GlobalSelectOption.findAll({ where: { [Op.and]: [scope, { key: keys }] } });
    return byKeys(rows, keys, (r) => r.key);
  }

  /** Lists by key, in the order asked; an app's own list wins over a shared one with the same key; unknown keys are left out. */
  async byKeys(user: CurrentUser, body: OptionKeysBody): Promise<GlobalSelectOptionRecord[]> {
    return (await this.rowsByKeys(user, body.app_id, body.keys)).map(toGlobalSelect);
  }

  /**
   * `/select/list`: `key` → that list's options (404 for an unknown key); `keys` → `{key: options}` for the keys
   * found. `with_all: 1` puts the 'all' option first.
   */
  async options(
    user: CurrentUser,
    body: SelectListBody,
  ): Promise<SelectOptionItem[] | Record<string, SelectOptionItem[]>> {
    if (body.key !== undefined && body.keys !== undefined)
      throw new ValidationError([{ field: 'key', rule: 'unknown_field' }]);
    const keys = body.keys ?? (body.key !== undefined ? [body.key] : null);
    if (!keys) throw new ValidationError([{ field: 'keys', rule: 'required' }]);
    const shape = (values: SelectOptionItem[]) => (body.with_all === 1 ? withAllOption(values) : values);
    const found = (await this.rowsByKeys(user, body.app_id, keys)).map(toGlobalSelect);
    if (body.key !== undefined) {
      if (found.length === 0) throw notFound('options.select_key_not_found', { key: body.key });
      return shape(found[0].values);
    }
    return Object.fromEntries(found.map((r) => [r.key, shape(r.values)]));
  }

  /**
   * For select-options of a filter with map_id (the report domain): the list a filter of the app names by id or key,
   * its own app's or a shared one; null when there is none (deleted, another app's).
   */
  async forMapId(appId: number, mapId: number | string): Promise<GlobalSelectOptionRecord | null> {
    const { GlobalSelectOption } = this.store.models;
    const visible = { [Op.or]: [{ app_id: appId }, { app_id: null }] };
    if (typeof mapId === 'number') {
      const row = await GlobalSelectOption.findOne({ where: { [Op.and]: [visible, { id: mapId }] } });
      return row ? toGlobalSelect(row) : null;
    }
    const rows = byKeys(
      await GlobalSelectOption.findAll({ where: { [Op.and]: [visible, { key: mapId }] } }),
      [mapId],
      (r) => r.key,
    );
    return rows[0] ? toGlobalSelect(rows[0]) : null;
  }

  async save(body: GlobalSelectSaveBody): Promise<GlobalSelectOptionRecord> {
    const duplicates = duplicateValueErrors(body.values);
    if (duplicates.length > 0) throw new ValidationError(duplicates);
    const { GlobalSelectOption } = this.store.models;
    const row = body.id ? await this.row(body.id) : null;
    const appId = await this.scope.target(body.app_id, row);
    const holder = await GlobalSelectOption.findOne({ where: { app_id: appId, key: body.key } });
    if (holder && holder.id !== row?.id) throw conflict('options.select_key_taken', { key: body.key });
    const values = {
      app_id: appId,
      key: body.key,
      name: body.name,
      values: JSON.stringify(body.values.map(({ name, value }) => ({ name, value }))),
    };
    try {
      return toGlobalSelect(row ? await row.update(values) : await GlobalSelectOption.create(values));
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw conflict('options.select_key_taken', { key: body.key });
      throw err;
    }
  }

  /** Soft delete; the key is freed as `key#id`. Filters naming it by map_id fall back to their own options. */
  async delete(id: number): Promise<void> {
    const row = await this.row(id);
    await this.store.models.GlobalSelectOption.update(
      { key: `${row.key}#${row.id}`, deleted_at: new Date() },
      { where: { id } },
    );
  }
}
