import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import type { DataSourceKind } from '../../datasources/types';
import { PARANOID_TIMESTAMPS } from '../../store/model-options';

/** A stored database connection. The password exists only encrypted; `options` is JSON text. */
export class DbConnectionModel extends Model<
  InferAttributes<DbConnectionModel>,
  InferCreationAttributes<DbConnectionModel>
> {
  declare id: CreationOptional<number>;
  declare app_id: number | null;
  declare name: string;
  declare kind: DataSourceKind;
  declare host: string | null;
  declare port: number | null;
  declare username: string | null;
  declare database_name: string | null;
  declare file: string | null;
  declare password_enc: string | null;
  declare options: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare deleted_at: CreationOptional<Date | null>;
}

export function defineConnectionModels(sequelize: Sequelize) {
  const DbConnection: ModelStatic<DbConnectionModel> = sequelize.define<DbConnectionModel>(
    'DbConnection',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      app_id: { type: DataTypes.INTEGER, allowNull: true },
      name: { type: DataTypes.STRING(100), allowNull: false, unique: true },
      kind: { type: DataTypes.STRING(16), allowNull: false },
      host: { type: DataTypes.STRING(255), allowNull: true },
      port: { type: DataTypes.INTEGER, allowNull: true },
      username: { type: DataTypes.STRING(100), allowNull: true },
      database_name: { type: DataTypes.STRING(100), allowNull: true },
      file: { type: DataTypes.STRING(500), allowNull: true },
      password_enc: { type: DataTypes.TEXT, allowNull: true },
      options: { type: DataTypes.TEXT, allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
      deleted_at: DataTypes.DATE,
    },
    {
      tableName: 'db_connections',
      ...PARANOID_TIMESTAMPS,
    },
  );
  return { DbConnection };
}
