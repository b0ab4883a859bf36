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

/** A role of one app: its members may open the listed urls and hold the listed personal permission types. */
export class RoleModel extends Model<InferAttributes<RoleModel>, InferCreationAttributes<RoleModel>> {
  declare id: CreationOptional<number>;
  declare app_id: number;
  declare name: string;
  /** JSON array of PermissionType. */
  declare permission_types: CreationOptional<string>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class RoleUrlModel extends Model<InferAttributes<RoleUrlModel>, InferCreationAttributes<RoleUrlModel>> {
  declare id: CreationOptional<number>;
  declare role_id: number;
  declare url: string;
}

export class RoleUserModel extends Model<InferAttributes<RoleUserModel>, InferCreationAttributes<RoleUserModel>> {
  declare id: CreationOptional<number>;
  declare role_id: number;
  declare user_id: number;
}

export function defineRoleModels(sequelize: Sequelize) {
  const Role: ModelStatic<RoleModel> = sequelize.define<RoleModel>(
    'Role',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      app_id: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(100), allowNull: false },
      permission_types: { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { tableName: 'roles', ...TIMESTAMPS },
  );
  const RoleUrl: ModelStatic<RoleUrlModel> = sequelize.define<RoleUrlModel>(
    'RoleUrl',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      role_id: { type: DataTypes.INTEGER, allowNull: false },
      url: { type: DataTypes.STRING(255), allowNull: false },
    },
    { tableName: 'role_urls', underscored: true, timestamps: false },
  );
  const RoleUser: ModelStatic<RoleUserModel> = sequelize.define<RoleUserModel>(
    'RoleUser',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      role_id: { type: DataTypes.INTEGER, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'role_users', underscored: true, timestamps: false },
  );
  return { Role, RoleUrl, RoleUser };
}
