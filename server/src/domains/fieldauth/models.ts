import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import type { CategoryPersonKind, RowRuleKind, RowRuleSource } from '@tessera/schema/api';
import { TIMESTAMPS } from '../../store/model-options';

/** A field-authority category (migration 0015): columns of the app's datasets that only its people see. */
export class FieldCategoryModel extends Model<
  InferAttributes<FieldCategoryModel>,
  InferCreationAttributes<FieldCategoryModel>
> {
  declare id: CreationOptional<number>;
  declare app_id: number;
  declare name: string;
  declare description: CreationOptional<string>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class FieldCategoryColumnModel extends Model<
  InferAttributes<FieldCategoryColumnModel>,
  InferCreationAttributes<FieldCategoryColumnModel>
> {
  declare id: CreationOptional<number>;
  declare category_id: number;
  declare data_set_id: number;
  declare column_key: string;
}

export class FieldCategoryPersonModel extends Model<
  InferAttributes<FieldCategoryPersonModel>,
  InferCreationAttributes<FieldCategoryPersonModel>
> {
  declare id: CreationOptional<number>;
  declare category_id: number;
  declare user_id: number;
  declare kind: CategoryPersonKind;
}

/** One row rule of a dataset; lists are JSON text. */
export class RowRuleModel extends Model<InferAttributes<RowRuleModel>, InferCreationAttributes<RowRuleModel>> {
  declare id: CreationOptional<number>;
  declare data_set_id: number;
  declare position: number;
  declare kind: RowRuleKind;
  declare column_key: string;
  declare source: RowRuleSource;
  declare attribute: string | null;
  declare rule_values: string;
  declare usernames: string;
  declare role_ids: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class DatasetRowPolicyModel extends Model<
  InferAttributes<DatasetRowPolicyModel>,
  InferCreationAttributes<DatasetRowPolicyModel>
> {
  declare data_set_id: number;
  declare restricted: boolean;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** A custom attribute of a user (key → values), read by row rules. */
export class UserAttributeModel extends Model<
  InferAttributes<UserAttributeModel>,
  InferCreationAttributes<UserAttributeModel>
> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare attr_key: string;
  declare attr_values: string;
}

// Functions, not shared objects: Sequelize writes each attribute's column name into its definition object.
const pk = () => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true });
const int = () => ({ type: DataTypes.INTEGER, allowNull: false });
const text = () => ({ type: DataTypes.TEXT, allowNull: false });
const bare = { underscored: true, timestamps: false } as const;

export function defineFieldAuthorityModels(sequelize: Sequelize) {
  const FieldCategory: ModelStatic<FieldCategoryModel> = sequelize.define<FieldCategoryModel>(
    'FieldCategory',
    {
      id: pk(),
      app_id: int(),
      name: { type: DataTypes.STRING(100), allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: false, defaultValue: '' },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { tableName: 'field_categories', ...TIMESTAMPS },
  );
  const FieldCategoryColumn: ModelStatic<FieldCategoryColumnModel> = sequelize.define<FieldCategoryColumnModel>(
    'FieldCategoryColumn',
    { id: pk(), category_id: int(), data_set_id: int(), column_key: { type: DataTypes.STRING(128), allowNull: false } },
    { tableName: 'field_category_columns', ...bare },
  );
  const FieldCategoryPerson: ModelStatic<FieldCategoryPersonModel> = sequelize.define<FieldCategoryPersonModel>(
    'FieldCategoryPerson',
    { id: pk(), category_id: int(), user_id: int(), kind: { type: DataTypes.STRING(16), allowNull: false } },
    { tableName: 'field_category_people', ...bare },
  );
  const RowRule: ModelStatic<RowRuleModel> = sequelize.define<RowRuleModel>(
    'RowRule',
    {
      id: pk(),
      data_set_id: int(),
      position: int(),
      kind: { type: DataTypes.STRING(16), allowNull: false },
      column_key: { type: DataTypes.STRING(128), allowNull: false },
      source: { type: DataTypes.STRING(16), allowNull: false },
      attribute: { type: DataTypes.STRING(64), allowNull: true },
      rule_values: text(),
      usernames: text(),
      role_ids: text(),
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { tableName: 'row_rules', ...TIMESTAMPS },
  );
  const DatasetRowPolicy: ModelStatic<DatasetRowPolicyModel> = sequelize.define<DatasetRowPolicyModel>(
    'DatasetRowPolicy',
    {
      data_set_id: { type: DataTypes.INTEGER, primaryKey: true },
      restricted: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { tableName: 'dataset_row_policies', ...TIMESTAMPS },
  );
  const UserAttribute: ModelStatic<UserAttributeModel> = sequelize.define<UserAttributeModel>(
    'UserAttribute',
    { id: pk(), user_id: int(), attr_key: { type: DataTypes.STRING(64), allowNull: false }, attr_values: text() },
    { tableName: 'user_attributes', ...bare },
  );
  return { FieldCategory, FieldCategoryColumn, FieldCategoryPerson, RowRule, DatasetRowPolicy, UserAttribute };
}
