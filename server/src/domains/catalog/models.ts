import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

/** One user's own grant to one page entry (beside his roles' urls). Keyed by entry: a url change keeps it. */
export class PageUserGrantModel extends Model<
  InferAttributes<PageUserGrantModel>,
  InferCreationAttributes<PageUserGrantModel>
> {
  declare id: CreationOptional<number>;
  declare entry_id: number;
  declare user_id: number;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
}

export function defineCatalogModels(sequelize: Sequelize) {
  const PageUserGrant: ModelStatic<PageUserGrantModel> = sequelize.define<PageUserGrantModel>(
    'PageUserGrant',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      entry_id: { type: DataTypes.INTEGER, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      created_by: { type: DataTypes.STRING(64), allowNull: true },
      created_at: DataTypes.DATE,
    },
    { tableName: 'page_user_grants', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
  );
  return { PageUserGrant };
}
