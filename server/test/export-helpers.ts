/**
 * Shared by the export suites: a template bundle over one table of a data source (imported as the template import
 * does it, so the sections are online), the download call, and a small RFC 4180 reader to check the files.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { DbConnectionSaveBody } from '@tessera/schema/api';
import type { DisplayValue, Formatter, TemplateBundle } from '@tessera/schema/dsl';
import request from 'supertest';
import type { ImportResult } from '../src/domains/templates/types';
import type { Scratch } from './datasources-scratch';
import { data, type TestEnv } from './harness';

export { parseCsv } from './csv';

export const DOWNLOAD = '/customize/page-diagram/data/download';

/**
 * `X-Tessera-Export-Reader` of an export whose cells are written as they come: PostgreSQL's COPY, SQLite's reader
 * process writing the CSV itself, MariaDB's cursor.
 */
export const READER_OF = { postgres: 'copy', sqlite: 'reader', mysql: 'cursor' } as const;

export interface FixtureColumn {
  key: string;
  name: string;
  data_type: string;
  /** The table column's formatter (props.formatter): what the page shows and an export writes by default. */
  formatter?: Formatter;
  /** The dataset column's display values (value → label). */
  display_values?: DisplayValue[];
}

export interface FixtureSection {
  key: string;
  title: string;
  exportable: 0 | 1;
  /** Filters of the section (filter_config_model_list). */
  filters?: unknown[];
}

export interface BundleOptions {
  page: string;
  url: string;
  connection: string;
  /** The dataset reads this table, or else `sql`. */
  table?: string;
  sql?: string;
  columns: FixtureColumn[];
  sections: FixtureSection[];
}

/**
 * One page whose table sections show every column of the dataset as a dimension (so rows come out as stored, one
 * per source row), on a dataset of connection `connection`.
 */
export function tableBundle(options: BundleOptions): TemplateBundle {
  const { page, url, connection, columns } = options;
  const bundle = {
    version: 2,
    name: page,
    pages: [
      {
        version: 2,
        id: page,
        name: page,
        url,
        catalog_or_page: 2,
        status: 1,
        is_show: 1,
        sections: options.sections.map((s) => ({
          id: s.key,
          title: s.title,
          show_type: 'table',
          diagram_sql_model: { data_set_id: page },
          data_set_id: page,
          ...(s.filters ? { filter_config_model_list: s.filters } : {}),
          table_config: {
            basic: { table_is_pagination: 1, table_is_export: s.exportable, backend_handle_page: 1, have_table: 1 },
            columns: columns.map((c) => ({
              column_key: c.key,
              column_name: c.name,
              is_sort: 1,
              ...(c.formatter ? { props: { formatter: c.formatter } } : {}),
            })),
          },
        })),
      },
    ],
    datasets: [
      {
        key: page,
        name: page,
        connection,
        ...(options.table ? { table: options.table } : { sql: options.sql }),
        data_update_mode: 2,
        columns: columns.map((c) => ({
          column_key: c.key,
          column_name: c.name,
          column_type: 0,
          data_type: c.data_type,
          ...(c.display_values ? { display_values: c.display_values } : {}),
        })),
      },
    ],
  };
  return bundle as unknown as TemplateBundle;
}

/** Imports the bundle into the app (publishing its sections); fails the test with the server's answer otherwise. */
export async function importBundle(env: TestEnv, appId: number, bundle: TemplateBundle): Promise<ImportResult> {
  const res = await env.post('/templates/import', { app_id: appId, bundle }, env.adminToken);
  if (res.status !== 200) throw new Error(`import failed: ${res.status} ${JSON.stringify(res.body)}`);
  return data<ImportResult>(res);
}

/** A new app holding one table page (tableBundle), imported; the ids of its sections, in order. */
export async function addTablePage(
  env: TestEnv,
  app: { name: string; key: string },
  options: BundleOptions,
): Promise<number[]> {
  const added = await env.handle.services.apps.add({ app_name: app.name, app_key: app.key, status: 1, sort: 0 });
  return (await importBundle(env, added.id, tableBundle(options))).pages[0].section_ids;
}

export interface Download {
  status: number;
  headers: Record<string, string>;
  bytes: Buffer;
  /** The body as UTF-8 text, BOM removed. */
  text: string;
  /** The envelope, when the answer is JSON. */
  body: { code: number; message: string; result_data: unknown } | null;
}

/** A connection to the scratch database, as an admin saves it. */
export function connectionBody(s: Scratch, name: string): DbConnectionSaveBody {
  const { settings } = s;
  if (settings.kind === 'sqlite') return { name, kind: 'sqlite', file: settings.file };
  return {
    name,
    kind: settings.kind,
    host: settings.host,
    port: settings.port,
    username: settings.username,
    password: settings.password ?? '',
    database_name: settings.database_name,
  };
}

/** POSTs a report query to the download route and reads the raw bytes (BOM included). */
export async function download(env: TestEnv, payload: unknown, token: string, lang = 'zh'): Promise<Download> {
  const res: request.Response = await env.http
    .post(env.api(DOWNLOAD))
    .set('Authorization', `Bearer ${token}`)
    .set('Accept-Language', lang)
    .send(payload as object)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (chunk: Buffer) => chunks.push(chunk));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const bytes = res.body as Buffer;
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json')
    ? (JSON.parse(text) as Download['body'])
    : null;
  return { status: res.status, headers: res.headers, bytes, text, body: json };
}

/** The app on a real HTTP server on a random port (streams and disconnects need a socket, not supertest). */
export async function listen(env: TestEnv): Promise<{ port: number; close(): Promise<void>; written(): number }> {
  const handler = env.handle.app.callback();
  const server = http.createServer((req, res) => void handler(req, res));
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    // Bytes the server's sockets handed to the kernel (what a paused reader has not taken yet included).
    written: () => [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0),
  };
}

/** Starts a download over a socket; resolves with the request (to destroy it) and the response stream once it answers. */
export function startDownload(
  port: number,
  env: TestEnv,
  payload: unknown,
  token: string,
): { request: http.ClientRequest; response: Promise<http.IncomingMessage> } {
  const body = JSON.stringify(payload);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: env.api(DOWNLOAD),
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      Authorization: `Bearer ${token}`,
    },
  });
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  request.end(body);
  return { request, response };
}
