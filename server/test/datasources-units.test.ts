/**
 * Pure parts of the data-source layer: the SQL console's statement check, the option allow-list, secrets at rest
 * and the SQLite path rules.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ValidationError } from '../src/core/errors';
import { mysqlConnectionOptions } from '../src/datasources/dialects/mysql';
import { parseOptions, parseTimezone } from '../src/datasources/options';
import { SecretBox, SecretError } from '../src/datasources/secrets';
import { checkReadOnlySql } from '../src/datasources/sql-guard';
import { readOnlyUri, resolveSqliteFile, SqlitePathError } from '../src/datasources/sqlite-path';
import type { DataSourceKind } from '../src/datasources/types';

describe('SQL console statement check', () => {
  const ok = (sql: string, kind: DataSourceKind = 'mysql') => checkReadOnlySql(sql, kind);
  const reason = (sql: string, kind: DataSourceKind = 'mysql') => {
    const r = checkReadOnlySql(sql, kind);
    return r.ok ? 'ok' : r.reason === 'forbidden_word' ? `forbidden:${r.word.toUpperCase()}` : r.reason;
  };

  it('accepts reading statements and strips the trailing semicolon', () => {
    expect(ok('  SELECT 1 ;  -- done\n')).toEqual({ ok: true, statement: 'SELECT 1' });
    expect(reason('with t as (select 1 as a) select * from t')).toBe('ok');
    expect(reason('(SELECT 1) UNION (SELECT 2)')).toBe('ok');
    expect(reason('SHOW TABLES')).toBe('ok');
    expect(reason('SHOW CREATE TABLE people')).toBe('ok');
    expect(reason('SHOW CHARACTER SET')).toBe('ok');
    expect(reason('DESCRIBE people')).toBe('ok');
    expect(reason('DESC people')).toBe('ok');
    expect(reason('EXPLAIN SELECT * FROM people')).toBe('ok');
    expect(reason('EXPLAIN (ANALYZE, BUFFERS) SELECT 1', 'postgres')).toBe('ok');
    expect(reason('SHOW server_version', 'postgres')).toBe('ok');
    expect(reason('PRAGMA table_info(people)', 'sqlite')).toBe('ok');
    expect(reason("PRAGMA main.table_info('people')", 'sqlite')).toBe('ok');
    expect(reason('EXPLAIN QUERY PLAN SELECT 1', 'sqlite')).toBe('ok');
    // String functions that share a name with a statement keyword.
    expect(reason("SELECT REPLACE(name, 'a', 'b'), INSERT(name, 1, 1, 'x') FROM people")).toBe('ok');
  });

  it('ignores keywords inside strings, quoted names and comments', () => {
    expect(reason("SELECT 'DELETE FROM x; DROP TABLE y' AS s")).toBe('ok');
    expect(reason('SELECT `update`, "insert into" FROM t')).toBe('ok');
    expect(reason('SELECT "update" FROM t', 'postgres')).toBe('ok');
    expect(reason('SELECT [delete] FROM t', 'sqlite')).toBe('ok');
    expect(reason('SELECT 1 /* DROP TABLE t; */ -- ; DELETE\n')).toBe('ok');
    expect(reason("SELECT 'it''s; DROP'")).toBe('ok');
    expect(reason("SELECT 'a\\'; DROP TABLE t; --'")).toBe('ok');
    expect(reason('SELECT $$; DELETE FROM t$$, $q$ drop $q$', 'postgres')).toBe('ok');
    expect(reason("SELECT E'\\'; DELETE FROM t; '", 'postgres')).toBe('ok');
    expect(reason('SELECT 1 /* outer /* inner */ DELETE */', 'postgres')).toBe('ok');
  });

  it('refuses writes, locks, files and other statements', () => {
    expect(reason('INSERT INTO t VALUES (1)')).toBe('not_read_only');
    expect(reason('UPDATE t SET a = 1')).toBe('not_read_only');
    expect(reason('DELETE FROM t')).toBe('not_read_only');
    expect(reason('DROP TABLE t')).toBe('not_read_only');
    expect(reason('CREATE TABLE t (a INT)')).toBe('not_read_only');
    expect(reason('SET @a = 1')).toBe('not_read_only');
    expect(reason('CALL p()')).toBe('not_read_only');
    expect(reason("LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE t")).toBe('not_read_only');
    expect(reason("COPY t TO '/tmp/x'", 'postgres')).toBe('not_read_only');
    expect(reason("ATTACH DATABASE '/tmp/x.db' AS x", 'sqlite')).toBe('not_read_only');
    expect(reason('PRAGMA query_only = OFF', 'sqlite')).toBe('not_read_only');
    expect(reason('PRAGMA table_info = 1', 'sqlite')).toBe('not_read_only');
    expect(reason('EXPLAIN DELETE FROM t')).toBe('not_read_only');
    expect(reason('SHOW TABLES', 'sqlite')).toBe('not_read_only');
    expect(reason("SELECT * FROM t INTO OUTFILE '/tmp/x'")).toBe('forbidden:INTO');
    expect(reason("SELECT * INTO DUMPFILE '/tmp/x' FROM t")).toBe('forbidden:INTO');
    expect(reason('SELECT * INTO copy_t FROM t', 'postgres')).toBe('forbidden:INTO');
    expect(reason('SELECT * FROM t FOR UPDATE')).toBe('forbidden:UPDATE');
    expect(reason('SELECT * FROM t FOR SHARE', 'postgres')).toBe('forbidden:FOR SHARE');
    expect(reason('SELECT * FROM t LOCK IN SHARE MODE')).toBe('forbidden:LOCK');
    expect(reason('WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'postgres')).toBe('forbidden:DELETE');
    expect(reason("SELECT LOAD_FILE('/etc/passwd')")).toBe('forbidden:LOAD_FILE');
    expect(reason("SELECT pg_read_file('/etc/passwd')", 'postgres')).toBe('forbidden:PG_READ_FILE');
    expect(reason("SELECT set_config('default_transaction_read_only', 'off', false)", 'postgres')).toBe(
      'forbidden:SET_CONFIG',
    );
  });

  it('refuses more than one statement and what cannot be analysed', () => {
    expect(reason('SELECT 1; SELECT 2')).toBe('multiple_statements');
    expect(reason('SELECT 1; DELETE FROM t')).toBe('multiple_statements');
    expect(reason('SELECT 1;;')).toBe('ok');
    expect(reason(' ; -- nothing')).toBe('empty');
    expect(reason("SELECT 'open")).toBe('unterminated');
    expect(reason('SELECT 1 /* open')).toBe('unterminated');
    expect(reason('SELECT $a$ open', 'postgres')).toBe('unterminated');
    // MySQL runs what is inside /*! … */ and /*M! … */.
    expect(reason('SELECT 1 /*! ; DROP TABLE t */')).toBe('executable_comment');
    expect(reason('SELECT 1 /*M!100000 , SLEEP(1) */')).toBe('executable_comment');
    // MySQL: `--` without a space is not a comment, so what follows is checked.
    expect(reason("SELECT 1--1 INTO OUTFILE '/tmp/x'")).toBe('forbidden:INTO');
    expect(reason('SELECT 1 # ; DELETE FROM t')).toBe('ok');
    expect(reason('SELECT 1 # 2; DELETE FROM t', 'postgres')).toBe('multiple_statements');
  });
});

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
