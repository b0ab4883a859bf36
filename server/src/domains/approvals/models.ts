import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import type { ApprovalAction, ApprovalStatus } from '@tessera/schema/api';
import { TIMESTAMPS } from '../../store/model-options';

/** One access request (migration 0014): a page asked for, through a role or alone, and its one decision. */
export class AccessRequestModel extends Model<
  InferAttributes<AccessRequestModel>,
  InferCreationAttributes<AccessRequestModel>
> {
  declare id: CreationOptional<number>;
  declare app_id: number;
  declare entry_id: number | null;
  declare url: string;
  declare page_name: string;
  declare role_id: number | null;
  declare role_name: string | null;
  declare applicant_id: number;
  declare reason: string;
  declare status: ApprovalStatus;
  declare reminded_at: CreationOptional<Date | null>;
  declare decided_by: CreationOptional<number | null>;
  declare decided_at: CreationOptional<Date | null>;
  declare comment: CreationOptional<string | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** One step of a request's flow: who did what, and when. */
export class AccessRequestStepModel extends Model<
  InferAttributes<AccessRequestStepModel>,
  InferCreationAttributes<AccessRequestStepModel>
> {
  declare id: CreationOptional<number>;
  declare request_id: number;
  declare action: ApprovalAction;
  declare user_id: number | null;
  declare username: string;
  declare comment: string | null;
  declare created_at: CreationOptional<Date>;
}

export function defineApprovalModels(sequelize: Sequelize) {
  const AccessRequest: ModelStatic<AccessRequestModel> = sequelize.define<AccessRequestModel>(
    'AccessRequest',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      app_id: { type: DataTypes.INTEGER, allowNull: false },
      entry_id: { type: DataTypes.INTEGER, allowNull: true },
      url: { type: DataTypes.STRING(255), allowNull: false },
      page_name: { type: DataTypes.STRING(200), allowNull: false },
      role_id: { type: DataTypes.INTEGER, allowNull: true },
      role_name: { type: DataTypes.STRING(100), allowNull: true },
      applicant_id: { type: DataTypes.INTEGER, allowNull: false },
      reason: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false },
      reminded_at: { type: DataTypes.DATE, allowNull: true },
      decided_by: { type: DataTypes.INTEGER, allowNull: true },
      decided_at: { type: DataTypes.DATE, allowNull: true },
      comment: { type: DataTypes.TEXT, allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { tableName: 'access_requests', ...TIMESTAMPS },
  );
  const AccessRequestStep: ModelStatic<AccessRequestStepModel> = sequelize.define<AccessRequestStepModel>(
    'AccessRequestStep',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      request_id: { type: DataTypes.INTEGER, allowNull: false },
      action: { type: DataTypes.STRING(16), allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: true },
      username: { type: DataTypes.STRING(64), allowNull: false },
      comment: { type: DataTypes.TEXT, allowNull: true },
      created_at: DataTypes.DATE,
    },
    {
      tableName: 'access_request_steps',
      underscored: true,
      timestamps: true,
      createdAt: 'created_at',
      updatedAt: false,
    },
  );
  return { AccessRequest, AccessRequestStep };
}
