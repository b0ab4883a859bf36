import type { QueryInterface, Sequelize } from 'sequelize';
import type { StoreDialect } from '../../config';
import type { Logger } from '../../core/logger';

export interface MigrationContext {
  queryInterface: QueryInterface;
  sequelize: Sequelize;
  dialect: StoreDialect;
  /** Where a migration reports what an admin should know about the data it found. */
  logger?: Logger;
}

/** One change of the store's shape. Files are named `NNNN-what.ts` and listed in order in ./index.ts. */
export interface Migration {
  name: string;
  up(context: MigrationContext): Promise<void>;
  down(context: MigrationContext): Promise<void>;
}
