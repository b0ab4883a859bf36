/**
 * SQLite exports read their rows in a process of their own (datasources/dialects/sqlite-export.ts): the file is the
 * one the pooled cursor writes, byte for byte, and a cancelled export leaves no reader behind, whether rows were
 * flowing or the statement was still working towards its first row (which only a killed process stops). One spare
 * reader waits, idle, for the next export (sqlite-export-spare.ts) and goes when the source closes.
 */
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sqlite3 from 'sqlite3';
import { createLogger } from '../src/core/logger';
import { openSource, type AnySource } from '../src/datasources/open';
import { CsvRows } from '../src/domains/export/csv-rows';
import { openCsv, openRows } from '../src/domains/export/first-row';
import { eventually, sqliteSettings } from './datasources-scratch';

const FIXTURE = `
  CREATE TABLE cells (id INTEGER, txt TEXT, num REAL, big INTEGER, raw BLOB, "2024" TEXT);
  INSERT INTO cells VALUES
    (1, '=1+1', 1.5, 9007199254740993, x'00ff', 'a'),
    (2, NULL, NULL, NULL, NULL, NULL),
    (3, 'say "hi", then' || char(10) || 'leave', 1e999, -2147483649, x'', '-5'),
    (4, '', -0.1, 0, x'41', '＝SUM(A1)');`;
const KEYS = ['id', 'txt', 'num', 'big', 'raw', '2024', 'bound', 'dqs'];
// The bindings check that they are bound as the cursor binds them (2 as an integer, so `2 || ''` is "2").
const CELLS = {
  sql: `SELECT id, txt, num, big, raw, "2024", ? || '' AS bound, "double quoted" AS dqs FROM cells WHERE id >= ? ORDER BY id`,
  bindings: [2, 1],
};
const ENDLESS = {
  sql: 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 1000000000000) SELECT count(*) AS n FROM c',
  bindings: [],
};
const MANY = {
  sql: 'WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 1000000) SELECT n FROM c',
  bindings: [],
};

async function csvOf(rows: Readable, keys: string[]): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  await pipeline(rows, new CsvRows(keys.map((key) => ({ key, header: key }))), sink);
  return Buffer.concat(chunks).toString('utf8');
}

async function bytesOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Reader processes this process started that still run (an exited, reaped one has no /proc entry). */
function childReaders(): string[] {
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return parent === process.pid && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('sqlite-export-child');
    } catch {
      return false; // It exited while being looked at.
    }
  });
}

/**
 * Readers of an earlier test file in the same jest worker: a file whose SQLite source stays open keeps its spare
 * reader, a child of this process too, and counting it made this suite fail when it ran after such a file.
 */
let earlier = new Set<string>();

/** Readers this suite started that still run; `opened`: only those with the database file open (at the statement). */
function readers(opened?: string): number {
  return childReaders().filter((pid) => {
    if (earlier.has(pid)) return false;
    if (!opened) return true;
    try {
      return readdirSync(`/proc/${pid}/fd`).some((fd) => readlinkOrNull(`/proc/${pid}/fd/${fd}`) === opened);
    } catch {
      return false; // It exited while being looked at.
    }
  }).length;
}

function readlinkOrNull(link: string): string | null {
  try {
    return readlinkSync(link);
  } catch {
    return null;
  }
}

describe('SQLite export reader', () => {
  let dir: string;
  let source: AnySource;
  const first = (signal = new AbortController().signal) => ({ firstRowMs: 20_000, signal });

  beforeAll(async () => {
    earlier = new Set(childReaders());
    dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-sqlite-reader-'));
    const db = new sqlite3.Database(path.join(dir, 'cells.sqlite'));
    await new Promise<void>((resolve, reject) => db.exec(FIXTURE, (err) => (err ? reject(err) : resolve())));
    await new Promise<void>((resolve) => db.close(() => resolve()));
    source = openSource(1, sqliteSettings('cells.sqlite'), { dataSourcesDir: dir, logger: createLogger('silent') });
  });

  afterAll(async () => {
    await source.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the file the cursor writes: formulas, NULL, quotes, blobs, big and infinite numbers', async () => {
    const exported = await csvOf(await openRows(source, CELLS, first()), KEYS);
    const cursor = await csvOf(source.stream(CELLS, { timeoutMs: 20_000 }), KEYS);
    expect(exported).toBe(cursor);
    expect(exported).toContain(`1,'=1+1,1.5,9007199254740992,0x00ff,a,2,double quoted\r\n`);
    expect(exported).toContain(`2,,,,,,2,double quoted\r\n`);
    expect(exported).toContain(`3,"say ""hi"", then\nleave",Infinity,-2147483649,0x,-5,2,double quoted\r\n`);
  });

  it('hands every row of many batches over once and in order, to a client that keeps pausing', async () => {
    const some = { sql: MANY.sql.replace('n < 1000000', 'n < ?'), bindings: [3500] };
    const seen: number[] = [];
    for await (const row of await openRows(source, some, first())) {
      seen.push((row as { n: number }).n);
      if (seen.length % 100 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(seen).toEqual(Array.from({ length: 3500 }, (_, i) => i + 1));
    const none = { sql: `${MANY.sql} LIMIT 0`, bindings: [] };
    const empty: unknown[] = [];
    for await (const row of await openRows(source, none, first())) empty.push(row);
    expect(empty).toEqual([]);
  });

  it('writes the records itself byte for byte as CsvRows writes the rows, in the keys order asked, missing keys empty', async () => {
    const keys = ['dqs', 'raw', '2024', 'txt', 'absent', 'id', 'num', 'big', 'bound'];
    const cursor = await csvOf(source.stream(CELLS, { timeoutMs: 20_000 }), keys);
    const body = await bytesOf(await openCsv(source, CELLS, keys, first()));
    // CsvRows adds only the BOM and header row before the records.
    expect(cursor.endsWith(body)).toBe(true);
    expect(cursor.slice(0, cursor.length - body.length)).toBe(`\uFEFF${keys.join(',')}\r\n`);
    expect(body).toContain(`double quoted,0x00ff,a,'=1+1,,1,1.5,9007199254740992,2\r\n`);
    expect(body).toContain(`double quoted,0x,-5,"say ""hi"", then\nleave",,3,Infinity,-2147483649,2\r\n`);
    // An empty result writes nothing at all.
    const none = { sql: `${CELLS.sql.replace('ORDER BY id', 'AND id > 99 ORDER BY id')}`, bindings: CELLS.bindings };
    expect(await bytesOf(await openCsv(source, none, keys, first()))).toBe('');
  });

  it('a cancelled export leaves no reader running, mid-transfer or before its first row', async () => {
    const file = realpathSync(path.join(dir, 'cells.sqlite'));
    const rows = await openRows(source, MANY, first());
    expect(readers(file)).toBe(1);
    rows.destroy();
    // Only the spare is left: one idle reader, without the file open.
    expect(await eventually(() => Promise.resolve(readers(file) === 0 && readers() <= 1), 2000, 20)).toBe(true);

    const controller = new AbortController();
    const opening = openRows(source, ENDLESS, first(controller.signal));
    // The reader has the file open: it is at the statement, which never gives a row.
    expect(await eventually(() => Promise.resolve(readers(file) === 1), 5000, 20)).toBe(true);
    controller.abort();
    await expect(opening).rejects.toThrow();
    expect(await eventually(() => Promise.resolve(readers(file) === 0 && readers() <= 1), 2000, 20)).toBe(true);
    expect(await source.query({ sql: 'SELECT 1 AS one', bindings: [] }, { timeoutMs: 2000 })).toEqual([{ one: 1 }]);
  });

  it('the spare reader serves the export after a killed one, and a closed source leaves no reader running', async () => {
    const own = openSource(2, sqliteSettings('cells.sqlite'), { dataSourcesDir: dir, logger: createLogger('silent') });
    const expected = await csvOf(own.stream(CELLS, { timeoutMs: 20_000 }), KEYS);
    // The first export starts its reader; once it has ended, a spare is started for the next one.
    expect(await csvOf(await openRows(own, CELLS, first()), KEYS)).toBe(expected);
    const spare = () => readers() >= 1 && readers(realpathSync(path.join(dir, 'cells.sqlite'))) === 0;
    expect(await eventually(() => Promise.resolve(spare()), 5000, 20)).toBe(true);
    // Killed mid-transfer: the next export still gets its rows, from the spare and then from the one after it.
    (await openRows(own, MANY, first())).destroy();
    expect(await csvOf(await openRows(own, CELLS, first()), KEYS)).toBe(expected);
    expect(await csvOf(await openRows(own, CELLS, first()), KEYS)).toBe(expected);
    expect(await eventually(() => Promise.resolve(spare()), 5000, 20)).toBe(true);
    await own.close();
    // The suite's own source still holds spares: its spare may stay, this one's exports leave nothing else.
    expect(await eventually(() => Promise.resolve(readers() <= 1), 2000, 20)).toBe(true);
  });

  it('closing the last SQLite source stops the spare reader', async () => {
    await csvOf(await openRows(source, CELLS, first()), KEYS);
    expect(await eventually(() => Promise.resolve(readers() === 1), 5000, 20)).toBe(true);
    await source.close();
    expect(await eventually(() => Promise.resolve(readers() === 0), 2000, 20)).toBe(true);
  });
});
