import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

/** One share (migration 0016): who shared pages of which app, and when. */
export class ShareModel extends Model<InferAttributes<ShareModel>, InferCreationAttributes<ShareModel>> {
  declare id: CreationOptional<number>;
  declare app_id: number;
  declare shared_by: number | null;
  declare shared_by_username: string;
  declare created_at: CreationOptional<Date>;
}

/** One page a share opened to one recipient. */
export class ShareGrantModel extends Model<InferAttributes<ShareGrantModel>, InferCreationAttributes<ShareGrantModel>> {
  declare id: CreationOptional<number>;
  declare share_id: number;
  declare entry_id: number;
  declare user_id: number;
}

export function defineSharingModels(sequelize: Sequelize) {
  const Share: ModelStatic<ShareModel> = sequelize.define<ShareModel>(
    'Share',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      app_id: { type: DataTypes.INTEGER, allowNull: false },
      shared_by: { type: DataTypes.INTEGER, allowNull: true },
      shared_by_username: { type: DataTypes.STRING(64), allowNull: false },
      created_at: DataTypes.DATE,
    },
    { tableName: 'shares', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
  );
  const ShareGrant: ModelStatic<ShareGrantModel> = sequelize.define<ShareGrantModel>(
    'ShareGrant',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      share_id: { type: DataTypes.INTEGER, allowNull: false },
      entry_id: { type: DataTypes.INTEGER, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'share_grants', underscored: true, timestamps: false },
  );
  return { Share, ShareGrant };
}
