import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import type { DbConnectionRegion, SqlHistoryStatus } from '@tessera/schema/api';
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
  declare region: CreationOptional<DbConnectionRegion>;
  declare host: string | null;
  declare port: number | null;
  declare username: string | null;
  declare database_name: string | null;
  declare file: string | null;
  declare password_enc: string | null;
  declare options: string | null;
  declare created_by: string | null;
  declare updated_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare deleted_at: CreationOptional<Date | null>;
}

/** One statement a user ran in the SQL console on a connection, and how it ended. */
export class SqlHistoryModel extends Model<InferAttributes<SqlHistoryModel>, InferCreationAttributes<SqlHistoryModel>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare connection_id: number;
  declare sql: string;
  declare status: SqlHistoryStatus;
  declare elapsed_ms: number;
  declare row_count: number | null;
  declare truncated: boolean;
  /** JSON {key, params} of the failure message, or null. */
  declare error: string | null;
  declare created_at: CreationOptional<Date>;
}

export function defineConnectionModels(sequelize: Sequelize) {
  const DbConnection: ModelStatic<DbConnectionModel> = sequelize.define<DbConnectionModel>(
    'DbConnection',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      app_id: { type: DataTypes.INTEGER, allowNull: true },
      name: { type: DataTypes.STRING(100), allowNull: false, unique: true },
      kind: { type: DataTypes.STRING(16), allowNull: false },
      region: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'cn' },
      host: { type: DataTypes.STRING(255), allowNull: true },
      port: { type: DataTypes.INTEGER, allowNull: true },
      username: { type: DataTypes.STRING(100), allowNull: true },
      database_name: { type: DataTypes.STRING(100), allowNull: true },
      file: { type: DataTypes.STRING(500), allowNull: true },
      password_enc: { type: DataTypes.TEXT, allowNull: true },
      options: { type: DataTypes.TEXT, allowNull: true },
      created_by: { type: DataTypes.STRING(64), allowNull: true },
      updated_by: { type: DataTypes.STRING(64), allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
      deleted_at: DataTypes.DATE,
    },
    {
      tableName: 'db_connections',
      ...PARANOID_TIMESTAMPS,
    },
  );
  const SqlHistory: ModelStatic<SqlHistoryModel> = sequelize.define<SqlHistoryModel>(
    'SqlHistory',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      connection_id: { type: DataTypes.INTEGER, allowNull: false },
      sql: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false },
      elapsed_ms: { type: DataTypes.INTEGER, allowNull: false },
      row_count: { type: DataTypes.INTEGER, allowNull: true },
      truncated: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      error: { type: DataTypes.TEXT, allowNull: true },
      created_at: DataTypes.DATE,
    },
    { tableName: 'sql_history', timestamps: true, createdAt: 'created_at', updatedAt: false },
  );
  return { DbConnection, SqlHistory };
}
