import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import { PARANOID_TIMESTAMPS, TIMESTAMPS } from '../../store/model-options';

/** The page document of a page entry, without its sections (JSON text; section references are section keys). */
export class PageModel extends Model<InferAttributes<PageModel>, InferCreationAttributes<PageModel>> {
  declare id: CreationOptional<number>;
  declare entry_id: number;
  declare key: string | null;
  declare document: string;
  declare online_document: CreationOptional<string | null>;
  declare template_meta: CreationOptional<string | null>;
  /** The draft's revision: raised by every draft change, 0 = never saved (a save names the one it was based on). */
  declare revision: CreationOptional<number>;
  declare revised_by: CreationOptional<number | null>;
  declare revised_at: CreationOptional<Date | null>;
  /** JSON array: the edit descriptions of the saves since the last publish. */
  declare pending_descriptions: CreationOptional<string | null>;
  declare updated_by: number | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** A section (page diagram): its id is the diagram id. draft/online are the section document without id. */
export class SectionModel extends Model<InferAttributes<SectionModel>, InferCreationAttributes<SectionModel>> {
  declare id: CreationOptional<number>;
  declare page_id: number;
  declare key: string;
  declare sort: number;
  declare draft: string;
  declare online: CreationOptional<string | null>;
  declare online_at: CreationOptional<Date | null>;
  declare online_version_id: CreationOptional<number | null>;
  /** 0 draft only, 1 online. */
  declare status: CreationOptional<number>;
  declare updated_by: number | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare deleted_at: CreationOptional<Date | null>;
}

/** One published config of a section (every publish adds one; rollback walks back through them). */
export class SectionVersionModel extends Model<
  InferAttributes<SectionVersionModel>,
  InferCreationAttributes<SectionVersionModel>
> {
  declare id: CreationOptional<number>;
  declare section_id: number;
  declare config: string;
  declare created_at: CreationOptional<Date>;
  declare created_by: number | null;
}

export class SectionDatasetModel extends Model<
  InferAttributes<SectionDatasetModel>,
  InferCreationAttributes<SectionDatasetModel>
> {
  declare id: CreationOptional<number>;
  declare section_id: number;
  declare dataset_id: number;
}

const stamps = { created_at: DataTypes.DATE, updated_at: DataTypes.DATE };

export function definePageModels(sequelize: Sequelize) {
  const Page: ModelStatic<PageModel> = sequelize.define<PageModel>(
    'Page',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      entry_id: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      key: { type: DataTypes.STRING(100), allowNull: true },
      document: { type: DataTypes.TEXT, allowNull: false },
      online_document: { type: DataTypes.TEXT, allowNull: true },
      template_meta: { type: DataTypes.TEXT, allowNull: true },
      revision: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      revised_by: { type: DataTypes.INTEGER, allowNull: true },
      revised_at: { type: DataTypes.DATE, allowNull: true },
      pending_descriptions: { type: DataTypes.TEXT, allowNull: true },
      updated_by: { type: DataTypes.INTEGER, allowNull: true },
      ...stamps,
    },
    { tableName: 'pages', ...TIMESTAMPS },
  );
  const Section: ModelStatic<SectionModel> = sequelize.define<SectionModel>(
    'Section',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      page_id: { type: DataTypes.INTEGER, allowNull: false },
      key: { type: DataTypes.STRING(100), allowNull: false },
      sort: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      draft: { type: DataTypes.TEXT, allowNull: false },
      online: { type: DataTypes.TEXT, allowNull: true },
      online_at: { type: DataTypes.DATE, allowNull: true },
      online_version_id: { type: DataTypes.INTEGER, allowNull: true },
      status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      updated_by: { type: DataTypes.INTEGER, allowNull: true },
      ...stamps,
      deleted_at: DataTypes.DATE,
    },
    { tableName: 'sections', ...PARANOID_TIMESTAMPS },
  );
  const SectionVersion: ModelStatic<SectionVersionModel> = sequelize.define<SectionVersionModel>(
    'SectionVersion',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      section_id: { type: DataTypes.INTEGER, allowNull: false },
      config: { type: DataTypes.TEXT, allowNull: false },
      created_at: DataTypes.DATE,
      created_by: { type: DataTypes.INTEGER, allowNull: true },
    },
    { tableName: 'section_versions', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
  );
  const SectionDataset: ModelStatic<SectionDatasetModel> = sequelize.define<SectionDatasetModel>(
    'SectionDataset',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      section_id: { type: DataTypes.INTEGER, allowNull: false },
      dataset_id: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'section_datasets', underscored: true, timestamps: false },
  );
  return { Page, Section, SectionVersion, SectionDataset };
}
