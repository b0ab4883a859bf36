import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { FeedbackStatus } from '@tessera/schema/api';
import { TIMESTAMPS } from '../../store/model-options';

/** A piece of feedback from the floating button (migration 0022). */
export class FeedbackModel extends Model<InferAttributes<FeedbackModel>, InferCreationAttributes<FeedbackModel>> {
  declare id: CreationOptional<number>;
  declare user_id: number | null;
  declare username: string;
  declare feedback: string;
  declare url: string;
  declare status: CreationOptional<FeedbackStatus>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export function defineFeedbackModels(sequelize: Sequelize) {
  const Feedback = sequelize.define<FeedbackModel>(
    'Feedback',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      user_id: { type: DataTypes.INTEGER, allowNull: true },
      username: { type: DataTypes.STRING(64), allowNull: false },
      feedback: { type: DataTypes.TEXT, allowNull: false },
      url: { type: DataTypes.STRING(2000), allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'new' },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { tableName: 'feedback', ...TIMESTAMPS },
  );
  return { Feedback };
}
