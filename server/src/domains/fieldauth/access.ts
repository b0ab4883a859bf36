import type { FilterCondition } from '@tessera/schema/dsl';
import { GenerationMemo } from '../../cache/memo';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import type { DatasetRecord } from '../datasets/types';
import type { UserAttributesService } from './attributes';
import type { RowRuleModel } from './models';
import { toRuleRecord } from './row-rules';

/** What a user may see of one dataset: the columns withheld from him and the row conditions he is held to. */
export interface DatasetAccess {
  hidden: ReadonlySet<string>;
  rowFilters: FilterCondition[];
}

const NONE: DatasetAccess = { hidden: new Set(), rowFilters: [] };

/**
 * Conditions no row meets: a column IS NULL and IS NOT NULL together. Stays inside the compiler's condition shape,
 * so "no rows" is compiled (and bound) like every other row condition.
 */
function noRows(dataset: DatasetRecord): FilterCondition[] {
  const key = dataset.columns[0]?.column_key ?? '';
  return [
    { key, value_type: 'string', operator: 'is_null' },
    { key, value_type: 'string', operator: 'not_null' },
  ];
}

/**
 * The column and row layers of the access step (DESIGN.md, "Who sees what"), asked by prepareReport for every data
 * call. Columns: a column some category of field authority holds is withheld from everyone who is neither a user
 * nor a manager of such a category. Rows: the dataset's rules that hold the caller (regular: he or one of his roles
 * is named; base: he holds none of its exempt roles) narrow his rows — the same column ORs, different columns AND —
 * into bound `IN` conditions. No rule holding him: all rows, or none when the dataset is restricted. Admins are
 * held to neither layer. Kept per config generation: every change to the store raises it, so it holds from the next
 * request.
 */
export class FieldAccess {
  /** Decisions per (user, dataset) under the config generation they were made in (see cache/generations.ts). */
  private readonly decided = new GenerationMemo<DatasetAccess>(50_000);

  constructor(
    private readonly store: Store,
    private readonly attributes: UserAttributesService,
  ) {}

  /** `generation`: the config generation the caller took before reading anything; null reads the store. */
  async forDataset(
    user: CurrentUser,
    dataset: DatasetRecord,
    generation: string | null = null,
  ): Promise<DatasetAccess> {
    if (user.is_admin) return NONE;
    return this.decided.get(`${user.id}:${dataset.id}`, generation, async () => {
      const [hidden, rowFilters] = await Promise.all([
        this.hiddenColumns(user, dataset),
        this.rowFilters(user, dataset),
      ]);
      return { hidden, rowFilters };
    });
  }

  private async hiddenColumns(user: CurrentUser, dataset: DatasetRecord): Promise<Set<string>> {
    const { FieldCategoryColumn, FieldCategoryPerson } = this.store.models;
    const held = await FieldCategoryColumn.findAll({
      where: { data_set_id: dataset.id },
      attributes: ['category_id', 'column_key'],
    });
    if (held.length === 0) return new Set();
    const mine = await FieldCategoryPerson.findAll({
      where: { user_id: user.id, category_id: [...new Set(held.map((h) => h.category_id))] },
      attributes: ['category_id'],
    });
    const allowed = new Set(mine.map((m) => m.category_id));
    const visible = new Set(held.filter((h) => allowed.has(h.category_id)).map((h) => h.column_key));
    return new Set(held.map((h) => h.column_key).filter((key) => !visible.has(key)));
  }

  private async rolesIn(user: CurrentUser, appId: number): Promise<{ id: number; name: string }[]> {
    const { Role, RoleUser } = this.store.models;
    const links = await RoleUser.findAll({ where: { user_id: user.id }, attributes: ['role_id'] });
    if (links.length === 0) return [];
    return Role.findAll({ where: { id: links.map((l) => l.role_id), app_id: appId }, attributes: ['id', 'name'] });
  }

  private async rowFilters(user: CurrentUser, dataset: DatasetRecord): Promise<FilterCondition[]> {
    const { RowRule, DatasetRowPolicy } = this.store.models;
    const [rows, policy] = await Promise.all([
      RowRule.findAll({ where: { data_set_id: dataset.id }, order: [['position', 'ASC']] }),
      DatasetRowPolicy.findByPk(dataset.id),
    ]);
    const restricted = policy?.restricted === true;
    if (rows.length === 0) return restricted ? noRows(dataset) : [];
    const roles = await this.rolesIn(user, dataset.app_id);
    const roleIds = new Set(roles.map((r) => r.id));
    const holds = (rule: ReturnType<typeof toRuleRecord>) =>
      rule.kind === 'base'
        ? !rule.role_ids.some((id) => roleIds.has(id))
        : rule.role_ids.some((id) => roleIds.has(id)) ||
          rule.usernames.some((name) => name.toLowerCase() === user.username.toLowerCase());
    const rules = rows.map((r: RowRuleModel) => toRuleRecord(r)).filter(holds);
    if (rules.length === 0) return restricted ? noRows(dataset) : [];

    const attributes = rules.some((r) => r.source === 'attribute') ? await this.attributes.of(user.id) : {};
    const valuesOf = (rule: (typeof rules)[number]): string[] => {
      switch (rule.source) {
        case 'values':
          return rule.values;
        case 'username':
          return [user.username];
        case 'roles':
          return roles.map((r) => r.name);
        case 'attribute':
          return rule.attribute ? (attributes[rule.attribute] ?? []) : [];
      }
    };
    const byColumn = new Map<string, Set<string>>();
    for (const rule of rules) {
      const set = byColumn.get(rule.column_key) ?? new Set<string>();
      for (const value of valuesOf(rule)) set.add(String(value));
      byColumn.set(rule.column_key, set);
    }
    const known = new Set(dataset.columns.map((c) => c.column_key));
    // A rule that admits no value, or names a column the dataset lost, admits no row: fail closed.
    if ([...byColumn].some(([key, values]) => values.size === 0 || !known.has(key))) return noRows(dataset);
    return [...byColumn].map(([key, values]) => ({
      key,
      value_type: 'string',
      operator: 'eq',
      values: [...values].sort(),
    }));
  }
}
