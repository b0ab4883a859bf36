/**
 * The real server, in-process, for the benchmark: createApp on a fresh SQLite metadata store in a temp folder, a
 * connection to the bench database, and one page imported as a template bundle — a realistic report (daily rows by
 * date, country and platform with two summed indicators under a date-range filter) and a detail table of every
 * column (the 1,000,000-row export). Listens on a random port.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  createApp,
  createLogger,
  loadConfig,
  openStore,
  prepareStore,
  type AppHandle,
  type Config,
} from '../../server/src';
import { BENCH_TABLE } from './data';
import { postJson } from './http';
import { serverParts, type Target } from './target';

const ADMIN_PASSWORD = 'bench-admin-pass';

export interface BenchServer {
  port: number;
  token: string;
  handle: AppHandle;
  config: Config;
  /** The grouped report section and the every-column detail section. */
  report: number;
  detail: number;
  close(): Promise<void>;
}

const DIMENSIONS = ['event_date', 'country', 'platform', 'channel', 'app_version', 'event_name'] as const;
const INDICATORS = ['users', 'events', 'duration_sec', 'revenue'] as const;
const TYPES: Record<string, string> = {
  event_date: 'date',
  users: 'integer',
  events: 'integer',
  duration_sec: 'bigint',
  revenue: 'decimal',
};

const DATE_FILTER = {
  type: 'datepicker',
  belonging_to: 'search',
  name: '日期',
  class_en: 'event_date',
  filter_type: 'date',
  where_type: 'date_range',
  default_config_value: 'past_30_days',
  is_control_query: 1,
};

const builder = (key: string, role: 0 | 1) => ({
  column_key: key,
  column_name: key,
  column_type: role,
  ...(role === 1 ? { aggregate: 'SUM' } : {}),
  selected: 1,
});
const tableColumns = (keys: readonly string[], formatters: Record<string, string> = {}) =>
  keys.map((key) => ({
    column_key: key,
    column_name: key,
    is_sort: 1,
    ...(formatters[key] ? { props: { formatter: formatters[key] } } : {}),
  }));
/** The detail table formats its numbers as a real one would: an export "as shown" writes them so. */
const DETAIL_FORMATTERS = {
  users: 'thousands',
  events: 'thousands',
  duration_sec: 'thousands',
  revenue: 'thousands_point',
};

/** The bench table as a dataset; without `indicators`, every column is a dimension. */
function dataset(key: string, connection: string, indicators: boolean): unknown {
  const isIndicator = (k: string) => indicators && (INDICATORS as readonly string[]).includes(k);
  return {
    key,
    name: key,
    connection,
    table: BENCH_TABLE,
    data_update_mode: 2,
    columns: [...DIMENSIONS, ...INDICATORS].map((k) => ({
      column_key: k,
      column_name: k,
      column_type: isIndicator(k) ? 1 : 0,
      data_type: TYPES[k] ?? 'varchar',
      ...(isIndicator(k) ? { aggregate: 'SUM' } : {}),
    })),
  };
}

function bundle(connection: string): unknown {
  const basic = { table_is_pagination: 1, table_is_export: 1, backend_handle_page: 1, have_table: 1 };
  const reportKeys = ['event_date', 'country', 'platform', 'users', 'revenue'];
  return {
    version: 2,
    name: 'bench',
    pages: [
      {
        version: 2,
        id: 'bench_page',
        name: 'Benchmark',
        url: '/bench/report',
        catalog_or_page: 2,
        status: 1,
        is_show: 1,
        sections: [
          {
            id: 'daily',
            title: 'Daily users and revenue',
            show_type: 'table',
            diagram_sql_model: { data_set_id: 'bench_events' },
            data_set_id: 'bench_events',
            filter_config_model_list: [DATE_FILTER],
            column_config_model_list: reportKeys.map((k) =>
              builder(k, (INDICATORS as readonly string[]).includes(k) ? 1 : 0),
            ),
            table_config: { basic, columns: tableColumns(reportKeys) },
          },
          {
            id: 'detail',
            title: 'Events detail',
            show_type: 'table',
            // A dataset whose every column is a dimension: plain rows, one per table row.
            diagram_sql_model: { data_set_id: 'bench_rows' },
            data_set_id: 'bench_rows',
            table_config: { basic, columns: tableColumns([...DIMENSIONS, ...INDICATORS], DETAIL_FORMATTERS) },
          },
        ],
      },
    ],
    datasets: [dataset('bench_events', connection, true), dataset('bench_rows', connection, false)],
  };
}

/** The real server on a fresh SQLite metadata store in a temp folder, logged in as admin; no connection, no page. */
export interface BareServer {
  port: number;
  token: string;
  handle: AppHandle;
  /** The server's configuration: read on every call where the server does (EXPORT_MAX_ROWS). */
  config: Config;
  /** `${BASE_PATH}api${path}` */
  api: (path: string) => string;
  close: () => Promise<void>;
}

/**
 * `webDist`: serve this built web app (default: none). `redisUrl`: the result cache and the memo generations in that
 * Redis (under keys of this run alone), as when several instances run.
 */
export async function startBareServer(
  options: { dataSourcesDir?: string; webDist?: string; redisUrl?: string } = {},
): Promise<BareServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-'));
  // Only this environment: no REDIS_URL or QUERY_CACHE of the shell, so the cache is the default in-process LRU
  // unless asked for.
  const prefix = `tessera:bench:${process.pid}:${Date.now()}:`;
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATA_SOURCES_DIR: options.dataSourcesDir ?? path.join(dataDir, 'sources'),
    ADMIN_PASSWORD,
    TESSERA_DEMO: '0',
    LOG_LEVEL: 'silent',
    WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web'),
    ...(options.redisUrl
      ? {
          REDIS_URL: options.redisUrl,
          REDIS_PREFIX: `${prefix}query:`,
          REDIS_GENERATIONS_PREFIX: `${prefix}generation:`,
        }
      : {}),
  });
  const logger = createLogger('silent');
  const store = await openStore(config.databaseUrl);
  await prepareStore(store, config, { logger, print: () => undefined });
  const handle = await createApp(config, { store, logger });
  const callback = handle.app.callback();
  const server = http.createServer((req, res) => void callback(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await handle.services.report.cache.clear();
    await handle.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const api = (p: string) => `${config.basePath}api${p}`;
  try {
    const login = await postJson(port, api('/auth/login'), { username: 'admin', password: ADMIN_PASSWORD });
    const token = (login.body.result_data as { token: string }).token;
    return { port, token, handle, config, api, close };
  } catch (err) {
    await close();
    throw err;
  }
}

export async function startServer(target: Target, options: { redisUrl?: string } = {}): Promise<BenchServer> {
  const sqliteFile = target.engine === 'sqlite' ? path.resolve(target.url.slice('sqlite:'.length)) : null;
  const bare = await startBareServer({
    dataSourcesDir: sqliteFile ? path.dirname(sqliteFile) : undefined,
    redisUrl: options.redisUrl,
  });
  const { port, token, handle, config, api, close } = bare;
  try {
    const { services } = handle;
    if (sqliteFile) await services.connections.save({ name: 'bench', kind: 'sqlite', file: path.basename(sqliteFile) });
    else {
      const p = serverParts(target.url);
      await services.connections.save({
        name: 'bench',
        kind: target.engine,
        host: p.host,
        port: p.port,
        username: p.username,
        password: p.password,
        database_name: p.database,
      });
    }
    const app = await services.apps.add({ app_name: 'bench', app_key: 'bench', status: 1, sort: 0 });
    const imported = await postJson(port, api('/templates/import'), { app_id: app.id, bundle: bundle('bench') }, token);
    if (imported.status !== 200) throw new Error(`importing the bench page failed: ${JSON.stringify(imported.body)}`);
    const [report, detail] = (imported.body.result_data as { pages: { section_ids: number[] }[] }).pages[0].section_ids;
    return { port, token, handle, config, report, detail, close };
  } catch (err) {
    await close();
    throw err;
  }
}
