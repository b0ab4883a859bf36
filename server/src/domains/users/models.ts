import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import { TIMESTAMPS } from '../../store/model-options';

export class UserModel extends Model<InferAttributes<UserModel>, InferCreationAttributes<UserModel>> {
  declare id: CreationOptional<number>;
  declare username: string;
  declare realname: string;
  declare password_hash: string;
  declare is_admin: CreationOptional<boolean>;
  /** 1 active, 0 left (cannot log in). */
  declare status: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** A login. Deleting the row ends it at once (logout, disabling the user, resetting the password). */
export class SessionModel extends Model<InferAttributes<SessionModel>, InferCreationAttributes<SessionModel>> {
  declare id: string;
  declare user_id: number;
  declare expires_at: Date;
  declare created_at: CreationOptional<Date>;
}

export function defineUserModels(sequelize: Sequelize) {
  const User: ModelStatic<UserModel> = sequelize.define<UserModel>(
    'User',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      username: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      realname: { type: DataTypes.STRING(100), allowNull: false },
      password_hash: { type: DataTypes.STRING(255), allowNull: false },
      is_admin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { tableName: 'users', ...TIMESTAMPS },
  );
  const Session: ModelStatic<SessionModel> = sequelize.define<SessionModel>(
    'Session',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      created_at: DataTypes.DATE,
    },
    { tableName: 'sessions', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
  );
  return { User, Session };
}
