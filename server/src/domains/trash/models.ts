import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

/** One deletion in the recycle bin. `payload` is the JSON of a TrashPayload (what went with it). */
export class TrashItemModel extends Model<InferAttributes<TrashItemModel>, InferCreationAttributes<TrashItemModel>> {
  declare id: CreationOptional<number>;
  declare kind: string;
  declare item_id: number;
  declare app_id: number | null;
  declare name: string;
  declare deleted_by: string | null;
  declare deleted_at: Date;
  declare payload: string;
}

export function defineTrashModels(sequelize: Sequelize) {
  const TrashItem: ModelStatic<TrashItemModel> = sequelize.define<TrashItemModel>(
    'TrashItem',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      kind: { type: DataTypes.STRING(20), allowNull: false },
      item_id: { type: DataTypes.INTEGER, allowNull: false },
      app_id: { type: DataTypes.INTEGER, allowNull: true },
      name: { type: DataTypes.STRING(255), allowNull: false },
      deleted_by: { type: DataTypes.STRING(64), allowNull: true },
      deleted_at: { type: DataTypes.DATE, allowNull: false },
      payload: { type: DataTypes.TEXT, allowNull: false },
    },
    { tableName: 'trash_items', underscored: true, timestamps: false },
  );
  return { TrashItem };
}
