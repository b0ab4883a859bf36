/**
 * A knex instance from a database url, for the command-line tools: sqlite:path (sqlite:///abs/path too),
 * mysql:// or mariadb:// (mysql2), postgres:// or postgresql:// (pg).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';

export function knexFromUrl(url: string): Knex {
  if (url.startsWith('sqlite:')) {
    let filename = url.slice('sqlite:'.length);
    if (filename.startsWith('//')) filename = filename.slice(2);
    if (!filename) throw new Error(`no file in ${url}`);
    // sqlite3 creates the file but not its folder.
    mkdirSync(path.dirname(path.resolve(filename)), { recursive: true });
    return knexFactory({
      client: 'sqlite3',
      connection: { filename },
      useNullAsDefault: true,
      pool: { min: 1, max: 1 },
    });
  }
  const u = new URL(url);
  if (u.protocol === 'mysql:' || u.protocol === 'mariadb:') {
    return knexFactory({
      client: 'mysql2',
      connection: {
        host: u.hostname,
        port: Number(u.port || 3306),
        user: decodeURIComponent(u.username),
        password: decodeURIComponent(u.password),
        database: decodeURIComponent(u.pathname.slice(1)),
        // Titles and experiment names are Chinese: 4-byte safe.
        charset: 'utf8mb4',
      },
      pool: { min: 0, max: 2 },
    });
  }
  if (u.protocol === 'postgres:' || u.protocol === 'postgresql:') {
    return knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });
  }
  throw new Error(
    `unsupported database url (sqlite:path, mysql://…, postgres://…): ${url.replace(/\/\/[^@/]*@/, '//')}`,
  );
}
