import {
  DataTypes,
  Model,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';

/** Small key/value facts about the installation (e.g. that the demo was loaded once). */
export class SettingModel extends Model<InferAttributes<SettingModel>, InferCreationAttributes<SettingModel>> {
  declare key: string;
  declare value: string;
}

export function defineSettingModels(sequelize: Sequelize) {
  const Setting: ModelStatic<SettingModel> = sequelize.define<SettingModel>(
    'Setting',
    {
      key: { type: DataTypes.STRING(100), primaryKey: true },
      value: { type: DataTypes.TEXT, allowNull: false },
    },
    { tableName: 'settings', timestamps: false },
  );
  return { Setting };
}
