/**
 * Pure parts of the data-source layer: the option allow-list, secrets at rest, the SQLite path rules and a request's
 * database time (the statement check is in security/sql-check.test.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ValidationError } from '../src/core/errors';
import { DbTiming } from '../src/datasources/db-timing';
import { mysqlConnectionOptions } from '../src/datasources/dialects/mysql';
import { parseOptions, parseTimezone } from '../src/datasources/options';
import { SecretBox, SecretError } from '../src/datasources/secrets';
import { readOnlyUri, resolveSqliteFile, SqlitePathError } from '../src/datasources/sqlite-path';

describe('connection options allow-list', () => {
  const fields = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      if (err instanceof ValidationError) return err.errors.map((e) => `${e.field}:${e.rule}`).sort();
      throw err;
    }
    return [];
  };

  it('accepts the allowed options and values', () => {
    expect(
      parseOptions('mysql', {
        ssl: { reject_unauthorized: false },
        charset: 'gbk',
        timezone: '+08:00',
        connect_timeout: 5000,
      }),
    ).toEqual({
      ssl: { reject_unauthorized: false },
      charset: 'gbk',
      timezone: '+08:00',
      connect_timeout: 5000,
    });
    expect(parseOptions('postgres', { ssl: true, timezone: 'Asia/Shanghai' })).toEqual({
      ssl: true,
      timezone: 'Asia/Shanghai',
    });
    expect(parseOptions('sqlite', null)).toEqual({});
  });

  it('names every rejected option', () => {
    expect(
      fields(() =>
        parseOptions('mysql', {
          multipleStatements: true,
          flags: ['LOCAL_FILES'],
          infileStreamFactory: 1,
          charset: 'klingon',
        }),
      ),
    ).toEqual([
      'options.charset:enum',
      'options.flags:unknown_field',
      'options.infileStreamFactory:unknown_field',
      'options.multipleStatements:unknown_field',
    ]);
    expect(
      fields(() =>
        parseOptions('postgres', { charset: 'utf8', ssl: 'yes', timezone: "UTC'; DROP", connect_timeout: 10 }),
      ),
    ).toEqual([
      'options.charset:not_for_kind',
      'options.connect_timeout:minimum',
      'options.ssl:invalid',
      'options.timezone:invalid',
    ]);
    expect(fields(() => parseOptions('sqlite', { ssl: true }))).toEqual(['options.ssl:not_for_kind']);
    expect(fields(() => parseOptions('mysql', [1]))).toEqual(['options:type']);
  });

  it('knows time zones', () => {
    expect(parseTimezone('local')).toEqual({ type: 'local' });
    expect(parseTimezone('Z')).toEqual({ type: 'utc' });
    expect(parseTimezone('-05:30')).toEqual({ type: 'offset', offset: '-05:30' });
    expect(parseTimezone('Europe/Paris')).toEqual({ type: 'iana', name: 'Europe/Paris' });
    expect(parseTimezone('Mars/Olympus')).toBeNull();
    expect(parseTimezone('+25:00')).toBeNull();
  });

  it('hardens mysql2: one statement per call, no LOCAL INFILE, exact numbers, dates as text', () => {
    const o = mysqlConnectionOptions({
      kind: 'mysql',
      host: 'db',
      port: null,
      username: 'u',
      password: 'p',
      database_name: null,
      file: null,
      options: {},
    });
    expect(o).toMatchObject({
      multipleStatements: false,
      flags: ['-LOCAL_FILES'],
      supportBigNumbers: true,
      dateStrings: true,
      port: 3306,
    });
    expect('infileStreamFactory' in o).toBe(false);
  });
});

describe('secrets at rest', () => {
  it('encrypts with a fresh iv, decrypts, and detects tampering or another key', () => {
    const box = new SecretBox('server-secret');
    const a = box.encrypt('pa55word');
    const b = box.encrypt('pa55word');
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64').toString('latin1')).not.toContain('pa55word');
    expect(box.decrypt(a)).toBe('pa55word');
    const raw = Buffer.from(a, 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => box.decrypt(raw.toString('base64'))).toThrow(SecretError);
    const tag = Buffer.from(a, 'base64');
    tag[12] ^= 1;
    expect(() => box.decrypt(tag.toString('base64'))).toThrow(SecretError);
    expect(() => box.decrypt('c2hvcnQ=')).toThrow(SecretError);
    expect(() => new SecretBox('another-secret').decrypt(a)).toThrow(SecretError);
  });
});

describe('SQLite files stay inside the data-sources folder', () => {
  let root: string;
  let dir: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'tessera-paths-'));
    dir = path.join(root, 'sources');
    mkdirSync(path.join(dir, 'sub'), { recursive: true });
    writeFileSync(path.join(dir, 'sub', 'a.sqlite'), '');
    writeFileSync(path.join(root, 'secret.sqlite'), '');
    symlinkSync(path.join(root, 'secret.sqlite'), path.join(dir, 'escape.sqlite'));
    symlinkSync(root, path.join(dir, 'up'));
    symlinkSync(path.join(root, 'nowhere.sqlite'), path.join(dir, 'dangling.sqlite'));
    symlinkSync(path.join(dir, 'sub', 'a.sqlite'), path.join(dir, 'inside.sqlite'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const problem = (file: string, mustExist = false) => {
    try {
      resolveSqliteFile(dir, file, mustExist);
      return 'ok';
    } catch (err) {
      return err instanceof SqlitePathError ? err.problem : (err as NodeJS.ErrnoException).code;
    }
  };

  it('accepts files inside, symlinks that stay inside, and files to come', () => {
    expect(problem('sub/a.sqlite', true)).toBe('ok');
    expect(problem('inside.sqlite', true)).toBe('ok');
    expect(problem('later.sqlite')).toBe('ok');
    expect(problem('later.sqlite', true)).toBe('ENOENT');
    expect(readOnlyUri('/tmp/a b/c?.sqlite')).toBe('file:/tmp/a%20b/c%3F.sqlite?mode=ro');
  });

  it('refuses absolute paths, .., and symlinks leading out', () => {
    expect(problem('/etc/passwd')).toBe('absolute_path');
    expect(problem('C:/x.sqlite')).toBe('absolute_path');
    expect(problem('../secret.sqlite')).toBe('path_escape');
    expect(problem('sub/../../secret.sqlite')).toBe('path_escape');
    expect(problem('escape.sqlite')).toBe('path_escape');
    expect(problem('up/secret.sqlite')).toBe('path_escape');
    expect(problem('up/new.sqlite')).toBe('path_escape');
    expect(problem('dangling.sqlite')).toBe('path_escape');
    expect(problem('sub\\a.sqlite')).toBe('invalid');
    expect(problem('')).toBe('invalid');
  });
});

describe("a request's database time (Server-Timing)", () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('counts statements running side by side once, and each statement ending once', () => {
    const timing = new DbTiming();
    const data = timing.begin();
    jest.advanceTimersByTime(4);
    const count = timing.begin();
    jest.advanceTimersByTime(6);
    data();
    data();
    expect(timing.ms).toBe(10);
    jest.advanceTimersByTime(2);
    count();
    jest.advanceTimersByTime(50);
    const next = timing.begin();
    jest.advanceTimersByTime(3);
    expect(timing.ms).toBe(15);
    next();
    expect(timing.ms).toBe(15);
  });
});
