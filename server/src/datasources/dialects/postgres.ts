import { to as copyTo } from 'pg-copy-streams';
import QueryStream from 'pg-query-stream';
import { clientOf, markDisposed } from '../knex-internals';
import { CONNECT_TIMEOUT, parseTimezone } from '../options';
import { DEFAULT_PORTS, type ConnectionSettings } from '../settings';
import type { Row } from '../types';
import { afterCreate, containsPattern, POOL, type Driver } from './driver';

type TypeParser = (value: string) => unknown;
interface PgTypes {
  getTypeParser(oid: number, format?: string): TypeParser;
}
interface PgResult {
  rows: Row[];
  fields?: { name: string; dataTypeID: number }[];
}
/** The parts of a node-postgres Client we use (pg ships no types of its own here). */
export interface PgClient {
  processID: number | null;
  query(
    config: { text: string; values?: unknown[]; queryMode?: 'extended' },
    callback: (err: Error | null, result: PgResult) => void,
  ): void;
  query(stream: QueryStream): QueryStream;
  query<T extends ReturnType<typeof copyTo>>(stream: T): T;
  end(): Promise<void>;
}

/** date, timestamp, timestamptz: kept as the text PostgreSQL sends, so results and CSV show what the database holds. */
const TEXT_TYPES = new Set([1082, 1114, 1184]);
const keepText: TypeParser = (value) => value;
const INT8 = 20;
/**
 * bigint as MariaDB (mysql2 supportBigNumbers) and SQLite hand it over: a number when it is exact as one, the text
 * beyond Number.MAX_SAFE_INTEGER. pg's default (always text) made ids and counts strings on PostgreSQL only.
 */
const int8: TypeParser = (value) => {
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : value;
};
/** Added to statement_timeout (ms): our own timer cancels first; the server-side limit is only the backstop. */
const BACKSTOP_MS = 2000;

/** Built-in roles that reach files, programs or other sessions. */
const PG_RISKY_ROLES = [
  'pg_read_server_files',
  'pg_write_server_files',
  'pg_execute_server_program',
  'pg_signal_backend',
];
/** One row: superuser, the risky roles held (directly or inherited), and whether any user table is writable. */
const PG_PRIVILEGES =
  'SELECT r.rolsuper AS superuser, ' +
  "ARRAY(SELECT b.rolname::text FROM pg_catalog.pg_roles b WHERE b.rolname IN ('pg_read_server_files', " +
  "'pg_write_server_files', 'pg_execute_server_program', 'pg_signal_backend') AND pg_has_role(r.oid, b.oid, 'MEMBER')) AS roles, " +
  'EXISTS (SELECT 1 FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace ' +
  "WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' " +
  "AND (has_table_privilege(c.oid, 'INSERT') OR has_table_privilege(c.oid, 'UPDATE') OR has_table_privilege(c.oid, 'DELETE') " +
  "OR has_table_privilege(c.oid, 'TRUNCATE'))) AS writes " +
  'FROM pg_catalog.pg_roles r WHERE r.rolname = current_user';

function result(conn: PgClient, text: string, values?: readonly unknown[]): Promise<PgResult> {
  return new Promise((resolve, reject) => {
    // Extended protocol (even without values): the server then refuses more than one statement.
    const config = values ? { text, values: [...values], queryMode: 'extended' as const } : { text };
    conn.query(config, (err, answer) => (err ? reject(err) : resolve(answer)));
  });
}

const run = async (conn: PgClient, text: string, values?: readonly unknown[]): Promise<Row[]> =>
  (await result(conn, text, values)).rows ?? [];

/** Bytes read from the socket per chunk of a COPY (pg-copy-streams pauses the socket when its buffer is full). */
const COPY_HIGH_WATER_MARK = 64 * 1024;

export function postgresDriver(s: ConnectionSettings): Driver<PgClient> {
  const tz = s.options.timezone ? parseTimezone(s.options.timezone) : null;
  let defaults: PgTypes | undefined;
  const types: PgTypes = {
    getTypeParser: (oid, format) =>
      TEXT_TYPES.has(oid)
        ? keepText
        : oid === INT8 && format !== 'binary'
          ? int8
          : defaults
            ? defaults.getTypeParser(oid, format)
            : keepText,
  };

  const session = ['SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY'];
  // ISO offsets go through INTERVAL: a bare '+08:00' would be read as a POSIX zone, with the sign reversed. An IANA
  // name passed parseTimezone (letters, digits, _+-/ only); its quotes are doubled all the same.
  if (tz?.type === 'offset') session.push(`SET TIME ZONE INTERVAL '${tz.offset}' HOUR TO MINUTE`);
  else if (tz?.type === 'utc') session.push("SET TIME ZONE 'UTC'");
  else if (tz?.type === 'iana') session.push(`SET TIME ZONE '${tz.name.replace(/'/g, "''")}'`);
  // One simple-protocol text: a new or reset connection gets its whole session in one round trip.
  const setup = async (conn: PgClient, limit?: string) => {
    await run(conn, [...session, ...(limit ? [limit] : [])].join('; '));
  };

  return {
    kind: 'postgres',
    knexConfig: () => ({
      client: 'pg',
      connection: {
        host: s.host ?? undefined,
        port: s.port ?? DEFAULT_PORTS.postgres,
        user: s.username ?? undefined,
        password: s.password ?? undefined,
        database: s.database_name ?? undefined,
        ssl:
          s.options.ssl === undefined
            ? undefined
            : s.options.ssl === true
              ? true
              : s.options.ssl === false
                ? false
                : { rejectUnauthorized: s.options.ssl.reject_unauthorized },
        connectionTimeoutMillis: s.options.connect_timeout ?? CONNECT_TIMEOUT.DEFAULT,
        application_name: 'tessera',
        types,
      },
      pool: {
        min: POOL.min,
        max: POOL.max,
        idleTimeoutMillis: POOL.idleTimeoutMillis,
        afterCreate: afterCreate(setup),
      },
      acquireConnectionTimeout: POOL.acquireTimeoutMillis,
    }),
    attach(knex) {
      defaults = (clientOf<PgClient>(knex).driver as { types: PgTypes }).types;
    },
    setup,
    async reset(conn, limit) {
      // DISCARD ALL: advisory locks, session settings (set_config, SET), temporary tables, prepared statements and
      // LISTENs go; it refuses to run inside a transaction, so a connection left in one is closed instead.
      await run(conn, 'DISCARD ALL');
      await setup(conn, limit);
    },
    all: (conn, sql) => run(conn, sql.sql, sql.bindings),
    run: async (conn, sql) => {
      await run(conn, sql);
    },
    open(conn, sql, highWaterMark) {
      // A cursor: rows are fetched batchSize at a time, only when the stream wants more.
      const stream = new QueryStream(sql.sql, [...sql.bindings], { batchSize: highWaterMark, highWaterMark });
      conn.query(stream);
      const described = stream as unknown as { _result?: { fields?: { name: string }[] } };
      return { stream, columns: () => (described._result?.fields ?? []).map((f) => f.name) };
    },
    async describe(conn, sql) {
      // Planned, not run: LIMIT 0 over the statement gives its columns' names and types.
      const { fields = [] } = await result(conn, `SELECT * FROM (${sql.sql}) AS described LIMIT 0`, sql.bindings);
      return fields.map((f) => ({ name: f.name, type: f.dataTypeID }));
    },
    copy(conn, statement) {
      const stream = conn.query(copyTo(statement, { highWaterMark: COPY_HIGH_WATER_MARK }));
      return { stream, columns: () => [] };
    },
    async cancel(conn, knex) {
      const client = clientOf<PgClient>(knex);
      const side = await client.acquireRawConnection();
      try {
        await run(side, 'SELECT pg_cancel_backend($1)', [conn.processID]);
      } finally {
        await client.destroyRawConnection(side).catch(() => undefined);
      }
    },
    discard(conn) {
      markDisposed(conn, 'cancelled');
      conn.end().catch(() => undefined);
    },
    limitSql: (timeoutMs, inTransaction) =>
      `SET ${inTransaction ? 'LOCAL ' : ''}statement_timeout = ${timeoutMs > 0 ? Math.floor(timeoutMs) + BACKSTOP_MS : 0}`,
    beginReadOnly: 'BEGIN READ ONLY',
    versionSql: "SELECT current_setting('server_version') AS version",
    async excessPrivileges(conn) {
      const [row] = await run(conn, PG_PRIVILEGES);
      const found: string[] = [];
      if (row?.superuser === true) found.push('superuser');
      for (const role of PG_RISKY_ROLES) if (Array.isArray(row?.roles) && row.roles.includes(role)) found.push(role);
      if (row?.writes === true) found.push('write grants');
      return found;
    },
    reusableAfterCancel: false,
    catalog: {
      databases: () => ({
        sql:
          "SELECT nspname AS name FROM pg_catalog.pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema') " +
          "AND nspname NOT LIKE 'pg\\_toast%' AND nspname NOT LIKE 'pg\\_temp\\_%' AND has_schema_privilege(oid, 'USAGE') ORDER BY nspname",
        bindings: [],
      }),
      tables: (schema, { search, limit }) => ({
        sql:
          "SELECT c.relname AS name, CASE c.relkind WHEN 'v' THEN 'view' WHEN 'm' THEN 'view' ELSE 'table' END AS type, " +
          'obj_description(c.oid, $1) AS comment FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace ' +
          "WHERE n.nspname = COALESCE($2, 'public') AND c.relkind IN ('r', 'p', 'v', 'm', 'f')" +
          `${search ? " AND c.relname ILIKE $3 ESCAPE '!'" : ''} ORDER BY c.relname` +
          `${limit ? ` LIMIT $${search ? 4 : 3}` : ''}`,
        bindings: ['pg_class', schema, ...(search ? [containsPattern(search)] : []), ...(limit ? [limit] : [])],
      }),
      columns: (schema, table) => ({
        sql:
          'SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable, ' +
          'col_description(a.attrelid, a.attnum) AS comment FROM pg_catalog.pg_attribute a ' +
          'JOIN pg_catalog.pg_class c ON c.oid = a.attrelid JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace ' +
          "WHERE n.nspname = COALESCE($1, 'public') AND c.relname = $2 AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum",
        bindings: [schema, table],
      }),
    },
  };
}
