import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { TIMESTAMPS } from '../../store/model-options';

/** A comment on a chart point; `conditions` and `field_value` are JSON text of objects. */
export class ChartCommentModel extends Model<
  InferAttributes<ChartCommentModel>,
  InferCreationAttributes<ChartCommentModel>
> {
  declare id: CreationOptional<number>;
  declare diagram_id: number;
  declare user_id: number;
  declare content: string;
  declare url: string;
  declare title: string;
  declare conditions: string;
  declare field_value: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** The comment model, one of the store's models (store/index.ts). */
export function defineCommentModels(sequelize: Sequelize) {
  const ChartComment = sequelize.define<ChartCommentModel>(
    'ChartComment',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      diagram_id: { type: DataTypes.INTEGER, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      content: { type: DataTypes.TEXT, allowNull: false },
      url: { type: DataTypes.STRING(2000), allowNull: false },
      title: { type: DataTypes.STRING(500), allowNull: false },
      conditions: { type: DataTypes.TEXT, allowNull: false },
      field_value: { type: DataTypes.TEXT, allowNull: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { tableName: 'chart_comments', ...TIMESTAMPS },
  );
  return { ChartComment };
}
