import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import type { VersionSource } from '@tessera/schema/api';

/** One state of a page (migration 0008): a published version, or a draft save (`published` false). Never rewritten. */
export class PageVersionModel extends Model<
  InferAttributes<PageVersionModel>,
  InferCreationAttributes<PageVersionModel>
> {
  declare id: CreationOptional<number>;
  declare page_id: number;
  declare entry_id: number;
  declare number: number;
  declare source: VersionSource;
  declare published: boolean;
  declare revision: number;
  /** The version a rollback or restore copied. */
  declare origin_id: number | null;
  /** The whole page document with its sections, as the page view gives it (JSON). */
  declare document: string;
  /** JSON {zh, en}. */
  declare summary: string;
  declare created_by: number | null;
  declare created_at: CreationOptional<Date>;
}

export function defineVersionModels(sequelize: Sequelize) {
  const PageVersion: ModelStatic<PageVersionModel> = sequelize.define<PageVersionModel>(
    'PageVersion',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      page_id: { type: DataTypes.INTEGER, allowNull: false },
      entry_id: { type: DataTypes.INTEGER, allowNull: false },
      number: { type: DataTypes.INTEGER, allowNull: false },
      source: { type: DataTypes.STRING(32), allowNull: false },
      published: { type: DataTypes.BOOLEAN, allowNull: false },
      revision: { type: DataTypes.INTEGER, allowNull: false },
      origin_id: { type: DataTypes.INTEGER, allowNull: true },
      document: { type: DataTypes.TEXT, allowNull: false },
      summary: { type: DataTypes.TEXT, allowNull: false },
      created_by: { type: DataTypes.INTEGER, allowNull: true },
      created_at: DataTypes.DATE,
    },
    { tableName: 'page_versions', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
  );
  return { PageVersion };
}
