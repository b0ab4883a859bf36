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

export class AppModel extends Model<InferAttributes<AppModel>, InferCreationAttributes<AppModel>> {
  declare id: CreationOptional<number>;
  declare app_name: string;
  declare app_name_en: CreationOptional<string | null>;
  declare app_key: string;
  declare image_url: CreationOptional<string | null>;
  declare status: CreationOptional<number>;
  declare sort: CreationOptional<number>;
  declare announcement: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  /** Soft delete: a later recycle bin restores the app. */
  declare deleted_at: CreationOptional<Date | null>;
}

export function defineAppModels(sequelize: Sequelize) {
  const App: ModelStatic<AppModel> = sequelize.define<AppModel>(
    'App',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      app_name: { type: DataTypes.STRING(100), allowNull: false },
      app_name_en: { type: DataTypes.STRING(100), allowNull: true },
      app_key: { type: DataTypes.STRING(50), allowNull: false, unique: true },
      image_url: { type: DataTypes.STRING(1000), allowNull: true },
      status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      sort: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      announcement: { type: DataTypes.TEXT, allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
      deleted_at: DataTypes.DATE,
    },
    {
      tableName: 'apps',
      ...PARANOID_TIMESTAMPS,
    },
  );
  return { App };
}
