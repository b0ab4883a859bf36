import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import { PARANOID_TIMESTAMPS, TIMESTAMPS } from '../../store/model-options';

/** A reusable column definition the designer offers (app_id null: shared by every app). */
export class GlobalColumnModel extends Model<
  InferAttributes<GlobalColumnModel>,
  InferCreationAttributes<GlobalColumnModel>
> {
  declare id: CreationOptional<number>;
  declare app_id: number | null;
  declare column_key: string;
  declare column_name: string;
  declare column_type: number;
  declare formatter: string | null;
  declare aggregate: string | null;
  declare description: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare deleted_at: CreationOptional<Date | null>;
}

/** A named option list (spec "Global select option"); `values` is JSON text of `{name, value}[]`. */
export class GlobalSelectOptionModel extends Model<
  InferAttributes<GlobalSelectOptionModel>,
  InferCreationAttributes<GlobalSelectOptionModel>
> {
  declare id: CreationOptional<number>;
  declare app_id: number | null;
  declare key: string;
  declare name: string;
  declare values: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare deleted_at: CreationOptional<Date | null>;
}

/** A custom select of an app; `config` is JSON text of SelectDiyConfig (source and saved values). */
export class SelectDiyModel extends Model<InferAttributes<SelectDiyModel>, InferCreationAttributes<SelectDiyModel>> {
  declare id: CreationOptional<number>;
  declare app_id: number;
  declare key: string;
  declare name: string;
  declare config: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare deleted_at: CreationOptional<Date | null>;
}

/** Saved option values of one filter of one section; `values` is JSON text of SavedFilterValues. */
export class FilterValueModel extends Model<
  InferAttributes<FilterValueModel>,
  InferCreationAttributes<FilterValueModel>
> {
  declare id: CreationOptional<number>;
  declare diagram_id: number;
  declare filter_key: string;
  declare values: string;
  declare updated_by: number | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export function defineOptionModels(sequelize: Sequelize) {
  const GlobalColumn: ModelStatic<GlobalColumnModel> = sequelize.define<GlobalColumnModel>(
    'GlobalColumn',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      app_id: { type: DataTypes.INTEGER, allowNull: true },
      column_key: { type: DataTypes.STRING(100), allowNull: false },
      column_name: { type: DataTypes.STRING(200), allowNull: false },
      column_type: { type: DataTypes.INTEGER, allowNull: false },
      formatter: { type: DataTypes.STRING(32), allowNull: true },
      aggregate: { type: DataTypes.STRING(32), allowNull: true },
      description: { type: DataTypes.TEXT, allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
      deleted_at: DataTypes.DATE,
    },
    { tableName: 'global_columns', ...PARANOID_TIMESTAMPS },
  );
  const GlobalSelectOption: ModelStatic<GlobalSelectOptionModel> = sequelize.define<GlobalSelectOptionModel>(
    'GlobalSelectOption',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      app_id: { type: DataTypes.INTEGER, allowNull: true },
      key: { type: DataTypes.STRING(100), allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      values: { type: DataTypes.TEXT, allowNull: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
      deleted_at: DataTypes.DATE,
    },
    { tableName: 'global_select_options', ...PARANOID_TIMESTAMPS },
  );
  const SelectDiy: ModelStatic<SelectDiyModel> = sequelize.define<SelectDiyModel>(
    'SelectDiy',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      app_id: { type: DataTypes.INTEGER, allowNull: false },
      key: { type: DataTypes.STRING(100), allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      config: { type: DataTypes.TEXT, allowNull: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
      deleted_at: DataTypes.DATE,
    },
    { tableName: 'select_diy', ...PARANOID_TIMESTAMPS },
  );
  const FilterValue: ModelStatic<FilterValueModel> = sequelize.define<FilterValueModel>(
    'FilterValue',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      diagram_id: { type: DataTypes.INTEGER, allowNull: false },
      filter_key: { type: DataTypes.STRING(200), allowNull: false },
      values: { type: DataTypes.TEXT, allowNull: false },
      updated_by: { type: DataTypes.INTEGER, allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { tableName: 'filter_values', ...TIMESTAMPS },
  );
  return { GlobalColumn, GlobalSelectOption, SelectDiy, FilterValue };
}
