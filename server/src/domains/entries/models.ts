import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import { PARANOID_TIMESTAMPS } from '../../store/model-options';

/** A catalog (1) or page (2) of an app's menu. `router_config` is JSON text. */
export class EntryModel extends Model<InferAttributes<EntryModel>, InferCreationAttributes<EntryModel>> {
  declare id: CreationOptional<number>;
  declare app_id: number;
  declare parent_id: CreationOptional<number | null>;
  declare name: string;
  declare name_en: CreationOptional<string | null>;
  declare tips_en: CreationOptional<string | null>;
  declare url: CreationOptional<string | null>;
  declare catalog_or_page: number;
  declare is_expand: CreationOptional<number>;
  declare is_show: CreationOptional<number>;
  declare data_level: CreationOptional<string>;
  declare status: CreationOptional<number>;
  declare develop_charge_username: CreationOptional<string | null>;
  declare work_charge_username: CreationOptional<string | null>;
  declare requirement_type: CreationOptional<string | null>;
  declare requirement_url: CreationOptional<string | null>;
  declare tips: CreationOptional<string | null>;
  declare remark: CreationOptional<string | null>;
  declare expand_statement: CreationOptional<string | null>;
  declare router_config: CreationOptional<string | null>;
  declare sort: CreationOptional<number>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
  declare deleted_at: CreationOptional<Date | null>;
}

export function defineEntryModels(sequelize: Sequelize) {
  const Entry: ModelStatic<EntryModel> = sequelize.define<EntryModel>(
    'Entry',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      app_id: { type: DataTypes.INTEGER, allowNull: false },
      parent_id: { type: DataTypes.INTEGER, allowNull: true },
      name: { type: DataTypes.STRING(200), allowNull: false },
      name_en: { type: DataTypes.STRING(200), allowNull: true },
      // Unique among live rows only (migration 0007): a deleted entry keeps its url for the recycle bin.
      url: { type: DataTypes.STRING(255), allowNull: true },
      catalog_or_page: { type: DataTypes.INTEGER, allowNull: false },
      is_expand: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      is_show: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      data_level: { type: DataTypes.STRING(1), allowNull: false, defaultValue: 'C' },
      status: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      develop_charge_username: { type: DataTypes.STRING(64), allowNull: true },
      work_charge_username: { type: DataTypes.STRING(64), allowNull: true },
      requirement_type: { type: DataTypes.STRING(50), allowNull: true },
      requirement_url: { type: DataTypes.STRING(1000), allowNull: true },
      tips: { type: DataTypes.TEXT, allowNull: true },
      tips_en: { type: DataTypes.TEXT, allowNull: true },
      remark: { type: DataTypes.TEXT, allowNull: true },
      expand_statement: { type: DataTypes.TEXT, allowNull: true },
      router_config: { type: DataTypes.TEXT, allowNull: true },
      sort: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
      deleted_at: DataTypes.DATE,
    },
    {
      tableName: 'entries',
      ...PARANOID_TIMESTAMPS,
    },
  );
  return { Entry };
}
