import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { AnnouncementLevel } from '@tessera/schema/api';
import { TIMESTAMPS } from '../../store/model-options';

/** A global announcement (migration 0022); the per-app one is a column of apps. */
export class AnnouncementModel extends Model<
  InferAttributes<AnnouncementModel>,
  InferCreationAttributes<AnnouncementModel>
> {
  declare id: CreationOptional<number>;
  declare title: string;
  declare body: string;
  declare level: AnnouncementLevel;
  declare starts_at: Date | null;
  declare ends_at: Date | null;
  declare created_by: string;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** That a user has seen an announcement: he is not shown it again. */
export class AnnouncementSeenModel extends Model<
  InferAttributes<AnnouncementSeenModel>,
  InferCreationAttributes<AnnouncementSeenModel>
> {
  declare id: CreationOptional<number>;
  declare announcement_id: number;
  declare user_id: number;
  declare seen_at: Date;
}

export function defineAnnouncementModels(sequelize: Sequelize) {
  const Announcement = sequelize.define<AnnouncementModel>(
    'Announcement',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      title: { type: DataTypes.STRING(200), allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      level: { type: DataTypes.STRING(10), allowNull: false },
      starts_at: { type: DataTypes.DATE, allowNull: true },
      ends_at: { type: DataTypes.DATE, allowNull: true },
      created_by: { type: DataTypes.STRING(64), allowNull: false },
      created_at: DataTypes.DATE,
      updated_at: DataTypes.DATE,
    },
    { tableName: 'announcements', ...TIMESTAMPS },
  );
  const AnnouncementSeen = sequelize.define<AnnouncementSeenModel>(
    'AnnouncementSeen',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      announcement_id: { type: DataTypes.INTEGER, allowNull: false },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      seen_at: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'announcement_seen', timestamps: false },
  );
  return { Announcement, AnnouncementSeen };
}
