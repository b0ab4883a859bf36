import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type ModelStatic,
  type Sequelize,
} from 'sequelize';
import { TIMESTAMPS } from '../../store/model-options';

/** A data monitor (migration 0020): what it checks, when, whom it tells, and where it stands. */
export class MonitorModel extends Model<InferAttributes<MonitorModel>, InferCreationAttributes<MonitorModel>> {
  declare id: CreationOptional<number>;
  declare app_id: number;
  declare name: string;
  declare dataset_id: number;
  declare indicator: string;
  declare time_column: string | null;
  /** JSON: the FilterCondition list. */
  declare filter_condition: string;
  declare condition_type: string;
  declare threshold: number;
  declare change_mode: string;
  declare periods: number;
  declare cron: string;
  declare enabled: number;
  declare webhook_url: string | null;
  declare webhook_secret: string | null;
  declare status: string | null;
  declare last_value: number | null;
  declare last_error: string | null;
  declare last_run_at: Date | null;
  declare next_run_at: Date | null;
  declare lease_owner: string | null;
  declare lease_until: Date | null;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

export class MonitorSubscriberModel extends Model<
  InferAttributes<MonitorSubscriberModel>,
  InferCreationAttributes<MonitorSubscriberModel>
> {
  declare id: CreationOptional<number>;
  declare monitor_id: number;
  declare user_id: number;
}

export class MonitorRunModel extends Model<InferAttributes<MonitorRunModel>, InferCreationAttributes<MonitorRunModel>> {
  declare id: CreationOptional<number>;
  declare monitor_id: number;
  declare source: string;
  declare value: number | null;
  declare outcome: string;
  declare notified: string | null;
  declare error: string | null;
  declare duration_ms: number;
  declare started_at: Date;
}

export class MonitorWebhookAttemptModel extends Model<
  InferAttributes<MonitorWebhookAttemptModel>,
  InferCreationAttributes<MonitorWebhookAttemptModel>
> {
  declare id: CreationOptional<number>;
  declare run_id: number;
  declare attempt: number;
  declare status_code: number | null;
  declare error: string | null;
  declare duration_ms: number;
  declare created_at: CreationOptional<Date>;
}

export class MonitorNoticeModel extends Model<
  InferAttributes<MonitorNoticeModel>,
  InferCreationAttributes<MonitorNoticeModel>
> {
  declare id: CreationOptional<number>;
  declare monitor_id: number;
  declare user_id: number;
  declare kind: string;
  declare value: number | null;
  declare error: string | null;
  declare read_at: Date | null;
  declare created_at: CreationOptional<Date>;
}

const pk = () => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true });
const int = (allowNull = false) => ({ type: DataTypes.INTEGER, allowNull });

export function defineMonitorModels(sequelize: Sequelize) {
  const Monitor: ModelStatic<MonitorModel> = sequelize.define<MonitorModel>(
    'Monitor',
    {
      id: pk(),
      app_id: int(),
      name: { type: DataTypes.STRING(200), allowNull: false },
      dataset_id: int(),
      indicator: { type: DataTypes.STRING(80), allowNull: false },
      time_column: { type: DataTypes.STRING(80), allowNull: true },
      filter_condition: { type: DataTypes.TEXT, allowNull: false },
      condition_type: { type: DataTypes.STRING(20), allowNull: false },
      threshold: { type: DataTypes.DOUBLE, allowNull: false },
      change_mode: { type: DataTypes.STRING(20), allowNull: false },
      periods: int(),
      cron: { type: DataTypes.STRING(100), allowNull: false },
      enabled: { type: DataTypes.SMALLINT, allowNull: false },
      webhook_url: { type: DataTypes.STRING(2000), allowNull: true },
      webhook_secret: { type: DataTypes.TEXT, allowNull: true },
      status: { type: DataTypes.STRING(20), allowNull: true },
      last_value: { type: DataTypes.DOUBLE, allowNull: true },
      last_error: { type: DataTypes.TEXT, allowNull: true },
      last_run_at: { type: DataTypes.DATE, allowNull: true },
      next_run_at: { type: DataTypes.DATE, allowNull: true },
      lease_owner: { type: DataTypes.STRING(64), allowNull: true },
      lease_until: { type: DataTypes.DATE, allowNull: true },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { tableName: 'monitors', ...TIMESTAMPS },
  );
  const MonitorSubscriber: ModelStatic<MonitorSubscriberModel> = sequelize.define<MonitorSubscriberModel>(
    'MonitorSubscriber',
    { id: pk(), monitor_id: int(), user_id: int() },
    { tableName: 'monitor_subscribers', underscored: true, timestamps: false },
  );
  const MonitorRun: ModelStatic<MonitorRunModel> = sequelize.define<MonitorRunModel>(
    'MonitorRun',
    {
      id: pk(),
      monitor_id: int(),
      source: { type: DataTypes.STRING(20), allowNull: false },
      value: { type: DataTypes.DOUBLE, allowNull: true },
      outcome: { type: DataTypes.STRING(20), allowNull: false },
      notified: { type: DataTypes.STRING(20), allowNull: true },
      error: { type: DataTypes.TEXT, allowNull: true },
      duration_ms: int(),
      started_at: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'monitor_runs', underscored: true, timestamps: false },
  );
  const MonitorWebhookAttempt: ModelStatic<MonitorWebhookAttemptModel> = sequelize.define<MonitorWebhookAttemptModel>(
    'MonitorWebhookAttempt',
    {
      id: pk(),
      run_id: int(),
      attempt: int(),
      status_code: int(true),
      error: { type: DataTypes.TEXT, allowNull: true },
      duration_ms: int(),
      created_at: DataTypes.DATE,
    },
    {
      tableName: 'monitor_webhook_attempts',
      underscored: true,
      timestamps: true,
      createdAt: 'created_at',
      updatedAt: false,
    },
  );
  const MonitorNotice: ModelStatic<MonitorNoticeModel> = sequelize.define<MonitorNoticeModel>(
    'MonitorNotice',
    {
      id: pk(),
      monitor_id: int(),
      user_id: int(),
      kind: { type: DataTypes.STRING(20), allowNull: false },
      value: { type: DataTypes.DOUBLE, allowNull: true },
      error: { type: DataTypes.TEXT, allowNull: true },
      read_at: { type: DataTypes.DATE, allowNull: true },
      created_at: DataTypes.DATE,
    },
    { tableName: 'monitor_notices', underscored: true, timestamps: true, createdAt: 'created_at', updatedAt: false },
  );
  return { Monitor, MonitorSubscriber, MonitorRun, MonitorWebhookAttempt, MonitorNotice };
}
