import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { TIMESTAMPS } from '../../store/model-options';

/** A help document of an app: raw markdown, rendered and sanitised by the reader. */
export class HelpDocumentModel extends Model<
  InferAttributes<HelpDocumentModel>,
  InferCreationAttributes<HelpDocumentModel>
> {
  declare id: CreationOptional<number>;
  declare app_id: number;
  declare title: string;
  declare content: string;
  declare created_by: string | null;
  declare updated_by: string | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** The help model, one of the store's models (store/index.ts). */
export function defineHelpModels(sequelize: Sequelize) {
  const HelpDocument = sequelize.define<HelpDocumentModel>(
    'HelpDocument',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      app_id: { type: DataTypes.INTEGER, allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      content: { type: DataTypes.TEXT, allowNull: false },
      created_by: { type: DataTypes.STRING(64), allowNull: true },
      updated_by: { type: DataTypes.STRING(64), allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { tableName: 'help_documents', ...TIMESTAMPS },
  );
  return { HelpDocument };
}
