import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

/** One reported navigation; app and entry ids are null when the url is not a page. */
export class VisitModel extends Model<InferAttributes<VisitModel>, InferCreationAttributes<VisitModel>> {
  /** BIGINT: MySQL and PostgreSQL hand it back as a string. */
  declare id: CreationOptional<number | string>;
  declare user_id: number;
  declare app_id: number | null;
  declare entry_id: number | null;
  declare url: string;
  declare visited_at: Date;
}

export function defineVisitModels(sequelize: Sequelize) {
  const Visit: ModelStatic<VisitModel> = sequelize.define<VisitModel>(
    'Visit',
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      app_id: { type: DataTypes.INTEGER, allowNull: true },
      entry_id: { type: DataTypes.INTEGER, allowNull: true },
      url: { type: DataTypes.STRING(2000), allowNull: false },
      visited_at: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'visits', underscored: true, timestamps: false },
  );
  return { Visit };
}
