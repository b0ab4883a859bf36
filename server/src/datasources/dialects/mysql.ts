import type { Knex } from 'knex';
import type { Connection, ConnectionOptions, FieldPacket } from 'mysql2';
import type { Logger } from '../../core/logger';
import { clientOf, markDisposed } from '../knex-internals';
import { CONNECT_TIMEOUT, parseTimezone, type ConnectionOptions as Options } from '../options';
import { DEFAULT_PORTS, type ConnectionSettings } from '../settings';
import type { CompiledSql, Row } from '../types';
import { afterCreate, containsPattern, POOL, type Driver } from './driver';

/** Schemas every MySQL/MariaDB server has; the database picker leaves them out. */
const SYSTEM_SCHEMAS = ['information_schema', 'performance_schema', 'mysql', 'sys'];

function ssl(option: Options['ssl']): ConnectionOptions['ssl'] {
  if (option === undefined || option === false) return undefined;
  return { rejectUnauthorized: option === true ? true : option.reject_unauthorized };
}

/** mysql2's own time zone (used to turn JS Dates into text): it knows 'local', 'Z' and offsets only. */
function clientTimezone(value: string | undefined): string {
  const tz = value ? parseTimezone(value) : null;
  if (tz?.type === 'utc') return 'Z';
  if (tz?.type === 'offset') return tz.offset;
  return 'local';
}

/**
 * The mysql2 connection options of a source, hardened: one statement per call, no LOAD DATA LOCAL (the client
 * flag is removed and no infile stream factory exists), big numbers kept exact, dates as the text the database holds.
 */
export function mysqlConnectionOptions(s: ConnectionSettings): ConnectionOptions {
  return {
    host: s.host ?? undefined,
    port: s.port ?? DEFAULT_PORTS.mysql,
    user: s.username ?? undefined,
    password: s.password ?? undefined,
    database: s.database_name || undefined,
    charset: s.options.charset ?? 'utf8mb4',
    timezone: clientTimezone(s.options.timezone),
    ssl: ssl(s.options.ssl),
    connectTimeout: s.options.connect_timeout ?? CONNECT_TIMEOUT.DEFAULT,
    multipleStatements: false,
    flags: ['-LOCAL_FILES'],
    supportBigNumbers: true,
    dateStrings: true,
  };
}

/** Privileges beyond reading, in the order admins should worry about them. */
const MYSQL_RISKY = ['ALL PRIVILEGES', 'SUPER', 'FILE', 'PROCESS', 'SHUTDOWN', 'RELOAD', 'CONNECTION ADMIN'];
const MYSQL_WRITES = /\b(INSERT|UPDATE|DELETE|CREATE|DROP|ALTER|INDEX|TRIGGER|EXECUTE|CREATE ROUTINE|ALTER ROUTINE)\b/;

/** Reads SHOW GRANTS lines (`GRANT SELECT, FILE ON *.* TO …`): the risky privileges, then 'write grants'. */
export function mysqlExcessPrivileges(grants: readonly string[]): string[] {
  const found = new Set<string>();
  for (const line of grants) {
    const granted = /^GRANT\s+(.+?)\s+ON\s/i.exec(line)?.[1]?.toUpperCase();
    if (!granted) continue;
    const list = granted.split(',').map((p) => p.trim().replace(/\s*\(.*\)$/, ''));
    for (const risky of MYSQL_RISKY) if (list.includes(risky)) found.add(risky);
    if (list.some((p) => MYSQL_WRITES.test(p))) found.add('write grants');
    if (/WITH GRANT OPTION\s*$/i.test(line)) found.add('GRANT OPTION');
  }
  return [...found];
}

function query(conn: Connection, sql: string, values?: readonly unknown[]): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    conn.query({ sql, values: values ? [...values] : undefined }, (err: Error | null, result: unknown) => {
      if (err) reject(err);
      else resolve(Array.isArray(result) ? (result as Row[]) : []);
    });
  });
}

export function mysqlDriver(s: ConnectionSettings, logger: Logger): Driver<Connection> {
  const tz = s.options.timezone ? parseTimezone(s.options.timezone) : null;
  const sessionZone =
    tz?.type === 'utc' ? '+00:00' : tz?.type === 'offset' ? tz.offset : tz?.type === 'iana' ? tz.name : null;

  const setup = async (conn: Connection) => {
    // Every statement of the session runs read-only. Engines that speak the protocol without transactions
    // (StarRocks, Doris) refuse the statement: they keep working, the SQL console's START TRANSACTION READ ONLY still applies.
    await query(conn, 'SET SESSION TRANSACTION READ ONLY').catch((err: unknown) =>
      logger.warn({ err }, 'data source: session not read-only'),
    );
    if (sessionZone) await query(conn, 'SET time_zone = ?', [sessionZone]);
  };

  return {
    kind: 'mysql',
    knexConfig: () => ({
      client: 'mysql2',
      // knex types `flags` as a string; mysql2 takes the array form, which is what we pass.
      connection: mysqlConnectionOptions(s) as unknown as Knex.MySql2ConnectionConfig,
      pool: {
        min: POOL.min,
        max: POOL.max,
        idleTimeoutMillis: POOL.idleTimeoutMillis,
        afterCreate: afterCreate(setup),
      },
      acquireConnectionTimeout: POOL.acquireTimeoutMillis,
    }),
    setup,
    async reset(conn) {
      // COM_RESET_CONNECTION: releases GET_LOCK locks, drops user variables, temporary tables and session
      // settings, ends any transaction; the read-only session and time zone are then set again.
      await new Promise<void>((resolve, reject) => conn.reset((err) => (err ? reject(err) : resolve())));
      await setup(conn);
    },
    all: (conn, sql: CompiledSql) => query(conn, sql.sql, sql.bindings.length ? sql.bindings : undefined),
    run: async (conn, sql) => {
      await query(conn, sql);
    },
    open(conn, sql, highWaterMark) {
      let columns: string[] = [];
      const query = conn.query({ sql: sql.sql, values: sql.bindings.length ? [...sql.bindings] : undefined });
      // Destroying the stream (an abandoned export) detaches mysql2's own error listener from the query; the
      // ER_QUERY_INTERRUPTED our KILL QUERY then causes would be an unhandled 'error' and end the process. While
      // the stream lives, mysql2 still forwards errors to it; afterwards they are expected and dropped here.
      query.on('error', () => undefined);
      const stream = query.stream({ highWaterMark });
      stream.on('fields', (fields: FieldPacket[]) => {
        columns = fields.map((f) => f.name);
      });
      return { stream, columns: () => columns };
    },
    async cancel(conn, knex) {
      // KILL QUERY from a side connection outside the pool, so a full pool cannot block the cancel.
      const client = clientOf<Connection>(knex);
      const side = await client.acquireRawConnection();
      try {
        await query(side, 'KILL QUERY ?', [conn.threadId]);
      } finally {
        await client.destroyRawConnection(side).catch(() => undefined);
      }
    },
    discard(conn) {
      markDisposed(conn, 'cancelled');
      conn.destroy();
    },
    limitSql: () => null,
    beginReadOnly: 'START TRANSACTION READ ONLY',
    versionSql: 'SELECT VERSION() AS version',
    async excessPrivileges(conn) {
      const grants = (await query(conn, 'SHOW GRANTS')).map((row) => {
        const line = Object.values(row)[0];
        return typeof line === 'string' ? line : '';
      });
      return mysqlExcessPrivileges(grants);
    },
    reusableAfterCancel: false,
    catalog: {
      databases: () => ({
        sql: `SELECT SCHEMA_NAME AS name FROM information_schema.SCHEMATA WHERE SCHEMA_NAME NOT IN (${SYSTEM_SCHEMAS.map(() => '?').join(', ')}) ORDER BY SCHEMA_NAME`,
        bindings: SYSTEM_SCHEMAS,
      }),
      // information_schema names compare case-insensitively (utf8 general collation), so LIKE ignores case.
      tables: (database, { search, limit }) => ({
        sql:
          'SELECT TABLE_NAME AS name, CASE TABLE_TYPE WHEN ? THEN ? ELSE ? END AS type, TABLE_COMMENT AS comment ' +
          'FROM information_schema.TABLES WHERE TABLE_SCHEMA = COALESCE(?, DATABASE())' +
          `${search ? " AND TABLE_NAME LIKE ? ESCAPE '!'" : ''} ORDER BY TABLE_NAME${limit ? ' LIMIT ?' : ''}`,
        bindings: [
          'VIEW',
          'view',
          'table',
          database,
          ...(search ? [containsPattern(search)] : []),
          ...(limit ? [limit] : []),
        ],
      }),
      columns: (database, table) => ({
        sql:
          'SELECT COLUMN_NAME AS name, COLUMN_TYPE AS type, IS_NULLABLE = ? AS nullable, COLUMN_COMMENT AS comment ' +
          'FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = COALESCE(?, DATABASE()) AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
        bindings: ['YES', database, table],
      }),
    },
  };
}
