import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Op, Sequelize, literal, type WhereOptions } from 'sequelize';
import { dialectOf, type StoreDialect } from '../config';
import { defineAnnouncementModels } from '../domains/announcements/models';
import { defineAppModels } from '../domains/apps/models';
import { defineApprovalModels } from '../domains/approvals/models';
import { defineOidcModels } from '../domains/auth/oidc/models';
import { defineCatalogModels } from '../domains/catalog/models';
import { defineCommentModels } from '../domains/comments/models';
import { defineConnectionModels } from '../domains/connections/models';
import { defineDatasetModels } from '../domains/datasets/models';
import { defineEntryModels } from '../domains/entries/models';
import { defineFavoriteModels } from '../domains/favorites/models';
import { defineFeedbackModels } from '../domains/feedback/models';
import { defineFieldAuthorityModels } from '../domains/fieldauth/models';
import { defineHelpModels } from '../domains/help/models';
import { defineLookerModels } from '../domains/looker/models';
import { defineMonitorModels } from '../domains/monitors/models';
import { defineOptionModels } from '../domains/options/models';
import { definePageModels } from '../domains/pages/models';
import { defineRoleModels } from '../domains/roles/models';
import { defineSharingModels } from '../domains/sharing/models';
import { defineTrashModels } from '../domains/trash/models';
import { defineUploadModels } from '../domains/uploads/models';
import { defineUserModels } from '../domains/users/models';
import { defineVersionModels } from '../domains/versions/models';
import { defineVisitModels } from '../domains/visits/models';
import { defineSettingModels } from './settings';

function defineModels(sequelize: Sequelize) {
  return {
    ...defineSettingModels(sequelize),
    ...defineUserModels(sequelize),
    ...defineOidcModels(sequelize),
    ...defineAppModels(sequelize),
    ...defineEntryModels(sequelize),
    ...defineRoleModels(sequelize),
    ...defineVisitModels(sequelize),
    ...defineConnectionModels(sequelize),
    ...defineDatasetModels(sequelize),
    ...definePageModels(sequelize),
    ...defineOptionModels(sequelize),
    ...defineCommentModels(sequelize),
    ...defineCatalogModels(sequelize),
    ...defineTrashModels(sequelize),
    ...defineVersionModels(sequelize),
    ...defineApprovalModels(sequelize),
    ...defineFieldAuthorityModels(sequelize),
    ...defineSharingModels(sequelize),
    ...defineHelpModels(sequelize),
    ...defineUploadModels(sequelize),
    ...defineLookerModels(sequelize),
    ...defineMonitorModels(sequelize),
    ...defineFavoriteModels(sequelize),
    ...defineFeedbackModels(sequelize),
    ...defineAnnouncementModels(sequelize),
  };
}

export type Models = ReturnType<typeof defineModels>;

/** The metadata store: one Sequelize connection (pool) and its models. */
export interface Store {
  sequelize: Sequelize;
  dialect: StoreDialect;
  models: Models;
  close(): Promise<void>;
}

/**
 * Opens the store named by `url`: `sqlite:<file>` (or `sqlite::memory:`), `mysql://…`/`mariadb://…`,
 * `postgres://…`/`postgresql://…`. Does not migrate.
 */
export async function openStore(url: string): Promise<Store> {
  const dialect = dialectOf(url);
  let sequelize: Sequelize;
  if (dialect === 'sqlite') {
    const storage = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '') || ':memory:';
    if (storage !== ':memory:') mkdirSync(path.dirname(storage), { recursive: true });
    sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
  } else if (dialect === 'mysql') {
    sequelize = new Sequelize(url.replace(/^mariadb:/, 'mysql:'), {
      dialect: 'mysql',
      logging: false,
      dialectOptions: { charset: 'utf8mb4' },
      pool: { max: 10, min: 0, idle: 10_000 },
    });
  } else {
    sequelize = new Sequelize(url, { dialect: 'postgres', logging: false, pool: { max: 10, min: 0, idle: 10_000 } });
  }
  await sequelize.authenticate();
  if (dialect === 'sqlite') {
    // Enforce foreign keys and let readers proceed while a write is in progress.
    await sequelize.query('PRAGMA foreign_keys = ON');
    await sequelize.query('PRAGMA journal_mode = WAL').catch(() => undefined);
  }
  const models = defineModels(sequelize);
  return { sequelize, dialect, models, close: () => sequelize.close() };
}

/**
 * Case-insensitive "contains" over several columns, the same on every store. The search text is escaped
 * (`!` is the LIKE escape character) and bound as a quoted literal, never concatenated raw.
 */
export function containsAny(store: Store, columns: string[], text: string): WhereOptions {
  const pattern = `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
  const quoted = store.sequelize.escape(pattern);
  return { [Op.or]: columns.map((c) => literal(`LOWER(${c}) LIKE ${quoted} ESCAPE '!'`)) };
}
