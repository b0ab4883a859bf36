import type { Logger } from '../core/logger';
import { mysqlDriver } from './dialects/mysql';
import { postgresDriver } from './dialects/postgres';
import { sqliteDriver } from './dialects/sqlite';
import type { ConnectionSettings } from './settings';
import { PooledSource } from './source';
import { resolveSqliteFile } from './sqlite-path';

export interface SourceDeps {
  /** The only folder SQLite files are opened from. */
  dataSourcesDir: string;
  logger: Logger;
}

export type AnySource = PooledSource<object>;

/**
 * A pooled source for settings. Nothing connects yet (pools fill lazily); a SQLite file is resolved now and
 * refused when missing or outside the data-sources folder (SqlitePathError, ENOENT).
 */
export function openSource(connectionId: number, settings: ConnectionSettings, deps: SourceDeps): AnySource {
  switch (settings.kind) {
    case 'mysql':
      return new PooledSource(connectionId, mysqlDriver(settings, deps.logger), deps.logger);
    case 'postgres':
      return new PooledSource(connectionId, postgresDriver(settings), deps.logger);
    case 'sqlite':
      return new PooledSource(
        connectionId,
        sqliteDriver(resolveSqliteFile(deps.dataSourcesDir, settings.file ?? '', true)),
        deps.logger,
      );
  }
}
