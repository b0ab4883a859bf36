import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import { PARANOID_TIMESTAMPS } from '../../store/model-options';

/**
 * A dataset row. `columns` (DatasetColumn[]) and `params` (DatasetParam[]) are JSON text; exactly one of `sql` and
 * `table_name` is set.
 */
export class DatasetModel extends Model<InferAttributes<DatasetModel>, InferCreationAttributes<DatasetModel>> {
  declare id: CreationOptional<number>;
  declare app_id: number;
  declare key: string;
  declare name: string;
  declare connection_id: number;
  declare sql: string | null;
  declare table_name: string | null;
  declare data_update_mode: number;
  /** JSON text of DatasetParam[]; null when none were declared. */
  declare params: CreationOptional<string | null>;
  declare columns: string;
  declare updated_by: number | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare deleted_at: CreationOptional<Date | null>;
}

export function defineDatasetModels(sequelize: Sequelize) {
  const Dataset: ModelStatic<DatasetModel> = sequelize.define<DatasetModel>(
    'Dataset',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      app_id: { type: DataTypes.INTEGER, allowNull: false },
      key: { type: DataTypes.STRING(100), allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      connection_id: { type: DataTypes.INTEGER, allowNull: false },
      sql: { type: DataTypes.TEXT, allowNull: true },
      table_name: { type: DataTypes.STRING(200), allowNull: true },
      data_update_mode: { type: DataTypes.INTEGER, allowNull: false },
      params: { type: DataTypes.TEXT, allowNull: true },
      columns: { type: DataTypes.TEXT, allowNull: false },
      updated_by: { type: DataTypes.INTEGER, allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
      deleted_at: DataTypes.DATE,
    },
    {
      tableName: 'datasets',
      ...PARANOID_TIMESTAMPS,
    },
  );
  return { Dataset };
}
