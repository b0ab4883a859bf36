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

/** What usernames are compared by: ASCII lower case (usernames are `[A-Za-z0-9._-]`). */
export const foldUsername = (username: string): string => username.toLowerCase();

export class UserModel extends Model<InferAttributes<UserModel>, InferCreationAttributes<UserModel>> {
  declare id: CreationOptional<number>;
  declare username: string;
  /**
   * The username folded to lower case, unique in the store (migration 0009): no two users differ only in case. Set
   * from `username` on every write that sets it; null only for case-duplicates older than the rule.
   */
  declare username_folded: CreationOptional<string | null>;
  declare realname: string;
  /** From the single sign-on provider (migration 0018): matches a person who has no username there. */
  declare email: CreationOptional<string | null>;
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
  /** The provider's ID token of a single sign-on session (the hint of its logout); null for a password login. */
  declare id_token: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
}

export function defineUserModels(sequelize: Sequelize) {
  const User: ModelStatic<UserModel> = sequelize.define<UserModel>(
    'User',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      username: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      username_folded: { type: DataTypes.STRING(64), allowNull: true, unique: true },
      realname: { type: DataTypes.STRING(100), allowNull: false },
      email: { type: DataTypes.STRING(255), allowNull: true, unique: true },
      password_hash: { type: DataTypes.STRING(255), allowNull: false },
      is_admin: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    {
      tableName: 'users',
      ...TIMESTAMPS,
      hooks: {
        // Every model write that sets a username (add, the first admin, a bulk import, a rename) folds it here, so the
        // unique index sees it. A row whose username is not written keeps its folded name, legacy duplicates their null.
        beforeSave(user) {
          if (user.isNewRecord || user.changed('username')) user.username_folded = foldUsername(user.username);
        },
        beforeBulkCreate(users) {
          for (const user of users) user.username_folded = foldUsername(user.username);
        },
      },
    },
  );
  const Session: ModelStatic<SessionModel> = sequelize.define<SessionModel>(
    'Session',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      id_token: { type: DataTypes.TEXT, allowNull: true },
      created_at: DataTypes.DATE,
    },
    { tableName: 'sessions', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
  );
  return { User, Session };
}
