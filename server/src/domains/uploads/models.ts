import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A file assembled from its blocks: its bytes are in the object store under `key`. */
export class StoredFileModel extends Model<InferAttributes<StoredFileModel>, InferCreationAttributes<StoredFileModel>> {
  declare id: CreationOptional<number>;
  declare key: string;
  declare purpose: string;
  declare app_id: number | null;
  declare file_name: string;
  declare content_type: string;
  declare size: number;
  declare md5: string;
  declare created_by: string | null;
  declare created_at: CreationOptional<Date>;
}

/** The stored-file model, one of the store's models (store/index.ts). */
export function defineUploadModels(sequelize: Sequelize) {
  const StoredFile = sequelize.define<StoredFileModel>(
    'StoredFile',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      key: { type: DataTypes.STRING(64), allowNull: false },
      purpose: { type: DataTypes.STRING(20), allowNull: false },
      app_id: { type: DataTypes.INTEGER, allowNull: true },
      file_name: { type: DataTypes.STRING(255), allowNull: false },
      content_type: { type: DataTypes.STRING(40), allowNull: false },
      size: { type: DataTypes.INTEGER, allowNull: false },
      md5: { type: DataTypes.STRING(32), allowNull: false },
      created_by: { type: DataTypes.STRING(64), allowNull: true },
      created_at: DataTypes.DATE,
    },
    { tableName: 'stored_files', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
  );
  return { StoredFile };
}
