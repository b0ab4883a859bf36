import type { Transaction } from 'sequelize';
import type {
  CategoryColumn,
  CategoryDiagram,
  CategoryEditPermission,
  CategoryListBody,
  CategoryPeopleEditBody,
  CategoryPeopleListBody,
  CategoryPerson,
  CategoryPersonKind,
  CategorySaveBody,
  FieldCategoryRecord,
  FieldError,
  Paged,
} from '@tessera/schema/api';
import { ValidationError, conflict, forbidden, notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import { containsAny, type Store } from '../../store';
import type { AppsService } from '../apps/service';
import { columnUses } from '../datasets/usage';
import { parseColumns } from '../datasets/mappers';
import type { FieldCategoryModel } from './models';
import { usersByName } from './people';

/**
 * Field-authority categories (spec section 7): a category groups columns of its app's datasets; only its users (and
 * managers) receive those columns from any data call (FieldAccess applies that). Admins manage categories and their
 * managers; a manager edits the category's users.
 */
export class CategoriesService {
  constructor(
    private readonly store: Store,
    private readonly apps: AppsService,
  ) {}

  private async category(id: number): Promise<FieldCategoryModel> {
    const row = await this.store.models.FieldCategory.findByPk(id);
    if (!row) throw notFound('fieldauth.category_not_found');
    return row;
  }

  private async isManager(user: CurrentUser, categoryId: number): Promise<boolean> {
    if (user.is_admin) return true;
    const row = await this.store.models.FieldCategoryPerson.findOne({
      where: { category_id: categoryId, user_id: user.id, kind: 'manager' },
    });
    return row !== null;
  }

  private async managed(user: CurrentUser, id: number): Promise<FieldCategoryModel> {
    const row = await this.category(id);
    if (!(await this.isManager(user, id))) throw forbidden('fieldauth.not_manager');
    return row;
  }

  private async records(rows: FieldCategoryModel[]): Promise<FieldCategoryRecord[]> {
    const { FieldCategoryColumn, FieldCategoryPerson, Dataset } = this.store.models;
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const columns = await FieldCategoryColumn.findAll({ where: { category_id: ids }, order: [['id', 'ASC']] });
    const people = await FieldCategoryPerson.findAll({
      where: { category_id: ids },
      attributes: ['category_id', 'kind'],
    });
    const datasets = await Dataset.findAll({
      where: { id: [...new Set(columns.map((c) => c.data_set_id))] },
      attributes: ['id', 'name', 'columns'],
    });
    const byId = new Map(datasets.map((d) => [d.id, { name: d.name, columns: parseColumns(d.columns) }]));
    const count = (id: number, kind: CategoryPersonKind) =>
      people.filter((p) => p.category_id === id && p.kind === kind).length;
    return rows.map((r) => ({
      id: r.id,
      app_id: r.app_id,
      name: r.name,
      description: r.description,
      columns: columns
        .filter((c) => c.category_id === r.id)
        .map((c): CategoryColumn => {
          const dataset = byId.get(c.data_set_id);
          return {
            data_set_id: c.data_set_id,
            data_set_name: dataset?.name ?? '',
            column_key: c.column_key,
            column_name: dataset?.columns.find((d) => d.column_key === c.column_key)?.column_name ?? '',
          };
        }),
      manager_count: count(r.id, 'manager'),
      user_count: count(r.id, 'user'),
    }));
  }

  /** Admins: every category of the app; anyone else: those he manages. Name search, by id. */
  async list(user: CurrentUser, body: CategoryListBody): Promise<Paged<FieldCategoryRecord>> {
    await this.apps.get(body.app_id);
    const where: Record<string | symbol, unknown> = { app_id: body.app_id };
    if (body.search_content) Object.assign(where, containsAny(this.store, ['name'], body.search_content));
    if (!user.is_admin) {
      const managed = await this.store.models.FieldCategoryPerson.findAll({
        where: { user_id: user.id, kind: 'manager' },
        attributes: ['category_id'],
      });
      where.id = managed.map((m) => m.category_id);
    }
    const { rows, count } = await this.store.models.FieldCategory.findAndCountAll({
      where,
      order: [['id', 'ASC']],
      limit: body.page_size,
      offset: (body.page - 1) * body.page_size,
    });
    return { list: await this.records(rows), page: body.page, page_size: body.page_size, total_size: count };
  }

  /** Each column must be a column of a live dataset of the category's app. */
  private async checkColumns(appId: number, columns: CategorySaveBody['columns']): Promise<void> {
    const ids = [...new Set(columns.map((c) => c.data_set_id))];
    const datasets = ids.length
      ? await this.store.models.Dataset.findAll({ where: { id: ids }, attributes: ['id', 'app_id', 'columns'] })
      : [];
    const byId = new Map(datasets.map((d) => [d.id, d]));
    const errors: FieldError[] = [];
    const seen = new Set<string>();
    columns.forEach((column, i) => {
      const dataset = byId.get(column.data_set_id);
      const pair = `${column.data_set_id}\u0000${column.column_key}`;
      if (!dataset || dataset.app_id !== appId) errors.push({ field: `columns.${i}.data_set_id`, rule: 'not_in_app' });
      else if (!parseColumns(dataset.columns).some((c) => c.column_key === column.column_key))
        errors.push({ field: `columns.${i}.column_key`, rule: 'not_a_column' });
      else if (seen.has(pair)) errors.push({ field: `columns.${i}`, rule: 'duplicate' });
      seen.add(pair);
    });
    if (errors.length) throw new ValidationError(errors);
  }

  async save(body: CategorySaveBody): Promise<FieldCategoryRecord> {
    const { FieldCategory, FieldCategoryColumn } = this.store.models;
    const existing = body.id === undefined ? null : await this.category(body.id);
    if (existing && existing.app_id !== body.app_id)
      throw new ValidationError([{ field: 'app_id', rule: 'cannot_change' }]);
    await this.apps.get(body.app_id);
    await this.checkColumns(body.app_id, body.columns);
    const name = body.name.trim();
    const holder = await FieldCategory.findOne({ where: { app_id: body.app_id, name } });
    if (holder && holder.id !== existing?.id) throw conflict('fieldauth.name_taken', { name });
    const row = await this.store.sequelize.transaction(async (transaction: Transaction) => {
      const saved = existing
        ? await existing.update({ name, description: body.description }, { transaction })
        : await FieldCategory.create({ app_id: body.app_id, name, description: body.description }, { transaction });
      await FieldCategoryColumn.destroy({ where: { category_id: saved.id }, transaction });
      await FieldCategoryColumn.bulkCreate(
        body.columns.map((c) => ({ category_id: saved.id, data_set_id: c.data_set_id, column_key: c.column_key })),
        { transaction },
      );
      return saved;
    });
    return (await this.records([row]))[0];
  }

  /** The category goes with its columns and people: its columns are no longer hidden from anyone. */
  async remove(id: number): Promise<void> {
    const row = await this.category(id);
    const { FieldCategoryColumn, FieldCategoryPerson } = this.store.models;
    await this.store.sequelize.transaction(async (transaction) => {
      await FieldCategoryColumn.destroy({ where: { category_id: id }, transaction });
      await FieldCategoryPerson.destroy({ where: { category_id: id }, transaction });
      await row.destroy({ transaction });
    });
  }

  /** One category with its columns (`one/values`): admins and its managers. */
  async one(user: CurrentUser, id: number): Promise<FieldCategoryRecord> {
    return (await this.records([await this.managed(user, id)]))[0];
  }

  async editPermission(user: CurrentUser, id: number): Promise<CategoryEditPermission> {
    await this.category(id);
    return { id, can_edit: await this.isManager(user, id) };
  }

  async people(
    user: CurrentUser,
    kind: CategoryPersonKind,
    body: CategoryPeopleListBody,
  ): Promise<Paged<CategoryPerson>> {
    await this.managed(user, body.category_id);
    const links = await this.store.models.FieldCategoryPerson.findAll({
      where: { category_id: body.category_id, kind },
      attributes: ['user_id'],
    });
    const where: Record<string | symbol, unknown> = { id: links.map((l) => l.user_id) };
    if (body.search_content)
      Object.assign(where, containsAny(this.store, ['username', 'realname'], body.search_content));
    const { rows, count } = await this.store.models.User.findAndCountAll({
      where,
      attributes: ['username', 'realname'],
      order: [['username', 'ASC']],
      limit: body.page_size,
      offset: (body.page - 1) * body.page_size,
    });
    return {
      list: rows.map((u) => ({ username: u.username, realname: u.realname })),
      page: body.page,
      page_size: body.page_size,
      total_size: count,
    };
  }

  /** Adds or removes people; adding one twice or removing a stranger changes nothing. */
  async editPeople(user: CurrentUser, kind: CategoryPersonKind, body: CategoryPeopleEditBody): Promise<void> {
    if (kind === 'manager' && !user.is_admin) throw forbidden('errors.admin_only');
    await this.managed(user, body.category_id);
    const users = [...(await usersByName(this.store, body.usernames, (i) => `usernames.${i}`)).values()];
    const { FieldCategoryPerson } = this.store.models;
    const where = { category_id: body.category_id, kind, user_id: users.map((u) => u.id) };
    await this.store.sequelize.transaction(async (transaction) => {
      const present = new Set(
        (await FieldCategoryPerson.findAll({ where, attributes: ['user_id'], transaction })).map((p) => p.user_id),
      );
      if (body.operate === 'remove') {
        await FieldCategoryPerson.destroy({ where, transaction });
        return;
      }
      await FieldCategoryPerson.bulkCreate(
        users.filter((u) => !present.has(u.id)).map((u) => ({ category_id: body.category_id, user_id: u.id, kind })),
        { transaction },
      );
    });
  }

  /** Sections that show any of the category's columns (draft or online), with the keys they show. */
  async diagrams(user: CurrentUser, id: number): Promise<CategoryDiagram[]> {
    await this.managed(user, id);
    const columns = await this.store.models.FieldCategoryColumn.findAll({ where: { category_id: id } });
    const found = new Map<string, CategoryDiagram>();
    for (const column of columns) {
      for (const use of await columnUses(this.store, column.data_set_id, column.column_key)) {
        const key = `${use.id}:${column.data_set_id}`;
        const diagram = found.get(key) ?? {
          diagram_id: use.id,
          title: use.title,
          page_name: use.page_name,
          url: use.url,
          data_set_id: column.data_set_id,
          column_keys: [],
        };
        diagram.column_keys.push(column.column_key);
        found.set(key, diagram);
      }
    }
    return [...found.values()].sort((a, b) => a.diagram_id - b.diagram_id || a.data_set_id - b.data_set_id);
  }
}
