import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A user's favourite page, by entry id (migration 0022). */
export class FavoriteModel extends Model<InferAttributes<FavoriteModel>, InferCreationAttributes<FavoriteModel>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare entry_id: number;
  declare created_at: CreationOptional<Date>;
}

export function defineFavoriteModels(sequelize: Sequelize) {
  const Favorite = sequelize.define<FavoriteModel>(
    'Favorite',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      entry_id: { type: DataTypes.INTEGER, allowNull: false },
      created_at: DataTypes.DATE,
    },
    { tableName: 'favorites', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
  );
  return { Favorite };
}
