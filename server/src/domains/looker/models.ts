import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { TIMESTAMPS } from '../../store/model-options';

/** A stored looker config; `config` is the `looker` document as JSON text. */
export class LookerConfigModel extends Model<
  InferAttributes<LookerConfigModel>,
  InferCreationAttributes<LookerConfigModel>
> {
  declare id: CreationOptional<number>;
  declare app_id: number;
  declare data_set_id: number;
  declare title: string;
  declare config: string;
  declare position: number;
  declare created_by: number | null;
  declare created_by_username: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** A viewer's filter values on one url (JSON text), keyed by the url's SHA-256. */
export class ViewerFilterValueModel extends Model<
  InferAttributes<ViewerFilterValueModel>,
  InferCreationAttributes<ViewerFilterValueModel>
> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare url_hash: string;
  declare url: string;
  declare filter_values: string;
  declare updated_at: Date;
}

/** The looker models, part of the store's models (store/index.ts). */
export function defineLookerModels(sequelize: Sequelize) {
  const LookerConfig = sequelize.define<LookerConfigModel>(
    'LookerConfig',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      app_id: { type: DataTypes.INTEGER, allowNull: false },
      data_set_id: { type: DataTypes.INTEGER, allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      config: { type: DataTypes.TEXT, allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      created_by: { type: DataTypes.INTEGER, allowNull: true },
      created_by_username: { type: DataTypes.STRING(64), allowNull: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { tableName: 'looker_configs', ...TIMESTAMPS },
  );
  const ViewerFilterValue = sequelize.define<ViewerFilterValueModel>(
    'ViewerFilterValue',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      url_hash: { type: DataTypes.STRING(64), allowNull: false },
      url: { type: DataTypes.TEXT, allowNull: false },
      filter_values: { type: DataTypes.TEXT, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'viewer_filter_values', timestamps: false },
  );
  return { LookerConfig, ViewerFilterValue };
}
