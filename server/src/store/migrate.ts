import { SequelizeStorage, Umzug } from 'umzug';
import type { Logger } from '../core/logger';
import { migrations } from './migrations';
import type { MigrationContext } from './migrations/types';
import type { Store } from './index';

const MIGRATIONS_TABLE = 'tessera_migrations';

function migrator(store: Store, logger?: Logger) {
  const context: MigrationContext = {
    queryInterface: store.sequelize.getQueryInterface(),
    sequelize: store.sequelize,
    dialect: store.dialect,
    logger,
  };
  return new Umzug<MigrationContext>({
    migrations: migrations.map((m) => ({
      name: m.name,
      up: ({ context: c }) => m.up(c),
      down: ({ context: c }) => m.down(c),
    })),
    context,
    storage: new SequelizeStorage({ sequelize: store.sequelize, tableName: MIGRATIONS_TABLE }),
    logger: logger
      ? {
          info: (msg: Record<string, unknown>) => logger.info(msg, 'migration'),
          warn: (msg: Record<string, unknown>) => logger.warn(msg, 'migration'),
          error: (msg: Record<string, unknown>) => logger.error(msg, 'migration'),
          debug: (msg: Record<string, unknown>) => logger.debug(msg, 'migration'),
        }
      : undefined,
  });
}

/**
 * Applies every pending migration (or those up to and including `to`); running it again does nothing. Returns the
 * names it applied.
 */
export async function migrate(store: Store, logger?: Logger, options: { to?: string } = {}): Promise<string[]> {
  const done = await migrator(store, logger).up(options.to ? { to: options.to } : {});
  return done.map((m) => m.name);
}

export async function pendingMigrations(store: Store): Promise<string[]> {
  return (await migrator(store).pending()).map((m) => m.name);
}
