import type {
  DatasetRowRules,
  FieldError,
  RowRestrictedBody,
  RowRuleInput,
  RowRuleRecord,
  RowRuleSaveBody,
} from '@tessera/schema/api';
import { ValidationError, notFound } from '../../core/errors';
import type { Store } from '../../store';
import { parseColumns } from '../datasets/mappers';
import type { DatasetModel } from '../datasets/models';
import type { RowRuleModel } from './models';
import { jsonList, usersByName } from './people';

export function toRuleRecord(row: RowRuleModel): RowRuleRecord {
  return {
    id: row.id,
    kind: row.kind,
    column_key: row.column_key,
    source: row.source,
    values: jsonList<string>(row.rule_values),
    attribute: row.attribute,
    usernames: jsonList<string>(row.usernames),
    role_ids: jsonList<number>(row.role_ids),
  };
}

/** The rule list of a dataset (admins): saved whole, with the dataset's restricted flag set apart. */
export class RowRulesService {
  constructor(private readonly store: Store) {}

  private async dataset(id: number): Promise<DatasetModel> {
    const row = await this.store.models.Dataset.findByPk(id, { attributes: ['id', 'app_id', 'columns'] });
    if (!row) throw notFound('datasets.not_found');
    return row;
  }

  async list(dataSetId: number): Promise<DatasetRowRules> {
    await this.dataset(dataSetId);
    const { RowRule, DatasetRowPolicy } = this.store.models;
    const rules = await RowRule.findAll({ where: { data_set_id: dataSetId }, order: [['position', 'ASC']] });
    const policy = await DatasetRowPolicy.findByPk(dataSetId);
    return { data_set_id: dataSetId, restricted: policy?.restricted === true, rules: rules.map(toRuleRecord) };
  }

  /** What a rule needs besides its shape: a column of the dataset, its source's input, roles of the app. */
  private async check(dataset: DatasetModel, rules: RowRuleInput[]): Promise<void> {
    const columns = new Set(parseColumns(dataset.columns).map((c) => c.column_key));
    const roleIds = new Set(
      (await this.store.models.Role.findAll({ where: { app_id: dataset.app_id }, attributes: ['id'] })).map(
        (r) => r.id,
      ),
    );
    const errors: FieldError[] = [];
    rules.forEach((rule, i) => {
      const at = (field: string) => `rules.${i}.${field}`;
      if (!columns.has(rule.column_key)) errors.push({ field: at('column_key'), rule: 'not_a_column' });
      if (rule.source === 'values' && rule.values.length === 0) errors.push({ field: at('values'), rule: 'required' });
      if (rule.source === 'attribute' && !rule.attribute) errors.push({ field: at('attribute'), rule: 'required' });
      if (rule.kind === 'regular' && rule.usernames.length === 0 && rule.role_ids.length === 0)
        errors.push({ field: at('usernames'), rule: 'required' });
      if (rule.kind === 'base' && rule.usernames.length > 0)
        errors.push({ field: at('usernames'), rule: 'not_for_base' });
      rule.role_ids.forEach((id, j) => {
        if (!roleIds.has(id)) errors.push({ field: at(`role_ids.${j}`), rule: 'not_in_app' });
      });
    });
    if (errors.length) throw new ValidationError(errors);
    for (const [i, rule] of rules.entries())
      await usersByName(this.store, rule.usernames, (j) => `rules.${i}.usernames.${j}`);
  }

  async save(body: RowRuleSaveBody): Promise<DatasetRowRules> {
    const dataset = await this.dataset(body.data_set_id);
    await this.check(dataset, body.rules);
    const { RowRule } = this.store.models;
    await this.store.sequelize.transaction(async (transaction) => {
      await RowRule.destroy({ where: { data_set_id: dataset.id }, transaction });
      await RowRule.bulkCreate(
        body.rules.map((rule, position) => ({
          data_set_id: dataset.id,
          position,
          kind: rule.kind,
          column_key: rule.column_key,
          source: rule.source,
          attribute: rule.source === 'attribute' ? rule.attribute : null,
          rule_values: JSON.stringify(rule.source === 'values' ? rule.values : []),
          usernames: JSON.stringify(rule.kind === 'regular' ? rule.usernames : []),
          role_ids: JSON.stringify(rule.role_ids),
        })),
        { transaction },
      );
    });
    return this.list(dataset.id);
  }

  async setRestricted(body: RowRestrictedBody): Promise<DatasetRowRules> {
    await this.dataset(body.data_set_id);
    const { DatasetRowPolicy } = this.store.models;
    const row = await DatasetRowPolicy.findByPk(body.data_set_id);
    if (row) await row.update({ restricted: body.restricted });
    else await DatasetRowPolicy.create({ data_set_id: body.data_set_id, restricted: body.restricted });
    return this.list(body.data_set_id);
  }
}
