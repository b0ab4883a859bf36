/**
 * The statement check on its own, per dialect: the corpus of the attack run (quoted and schema-qualified
 * functions, SQL hidden in strings, other sessions) and what must keep working. The same corpus runs against the
 * real engines through the console and datasets in sql-engines.test.ts.
 */
import { checkReadOnlySql, type SqlPurpose } from '../../src/datasources/sql-guard';
import type { DataSourceKind } from '../../src/datasources/types';

async function verdict(sql: string, kind: DataSourceKind, purpose: SqlPurpose = 'console'): Promise<string> {
  const r = await checkReadOnlySql(sql, kind, purpose);
  if (r.ok) return 'ok';
  return 'name' in r ? `${r.reason}:${r.name}` : r.reason;
}

describe('SQL statement check: what must keep working', () => {
  const ok: [DataSourceKind, string][] = [
    ['mysql', 'SELECT 1'],
    ['mysql', 'with t as (select 1 as a) select * from t'],
    [
      'mysql',
      "SELECT REPLACE(name, 'a', 'b'), INSERT(name, 1, 1, 'x'), `UPPER`(name), COUNT(*) FROM people GROUP BY name",
    ],
    ['mysql', "SELECT DATE_FORMAT(NOW(), '%Y'), CAST(id AS CHAR), IFNULL(a, 0), CURRENT_TIMESTAMP FROM t"],
    ['mysql', 'SELECT SLEEP(1)'],
    ['mysql', "SELECT 'LOAD_FILE(1); DROP TABLE t' AS s, `delete` FROM t -- pg_read_file()\n"],
    ['mysql', 'SHOW TABLES'],
    ['mysql', 'DESCRIBE people'],
    ['mysql', 'EXPLAIN SELECT * FROM people'],
    ['postgres', 'SELECT count(*), "upper"(name), pg_catalog.lower(name) FROM people'],
    ['postgres', "SELECT date_trunc('day', now()), extract(year from now()), coalesce(a, 0), x::text FROM t"],
    ['postgres', 'SELECT pg_sleep(1)'],
    ['postgres', "SELECT $$pg_read_file('/x')$$ AS s, 'query_to_xml' AS t"],
    ['postgres', 'SHOW server_version'],
    ['postgres', 'EXPLAIN (ANALYZE, BUFFERS) SELECT 1'],
    ['postgres', 'WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 5) SELECT * FROM c'],
    ['sqlite', "SELECT strftime('%Y', 'now'), ROUND(1.0 * a / NULLIF(b, 0), 4), COUNT(DISTINCT c) FROM t"],
    [
      'sqlite',
      'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 1000000000000) SELECT count(*) AS n FROM c',
    ],
    ['sqlite', 'PRAGMA table_info(people)'],
    ['sqlite', 'EXPLAIN QUERY PLAN SELECT 1'],
  ];
  it.each(ok)('%s: %s', async (kind, sql) => {
    expect(await verdict(sql, kind)).toBe('ok');
  });

  it('sends the statement without its trailing semicolons', async () => {
    expect(await checkReadOnlySql('  SELECT 1 ;;  -- done\n', 'mysql')).toEqual({ ok: true, statement: 'SELECT 1' });
  });
});

describe('SQL statement check: the attack corpus is refused, naming the function', () => {
  const refused: [DataSourceKind, string, string][] = [
    ['mysql', "SELECT `LOAD_FILE`('/etc/hostname')", 'forbidden_function:LOAD_FILE'],
    ['mysql', "SELECT load_file('/etc/hostname')", 'forbidden_function:load_file'],
    ['mysql', "SELECT mysql.`load_file`('/etc/hostname')", 'forbidden_function:mysql.load_file'],
    ['mysql', "SELECT GET_LOCK('x', 0)", 'forbidden_function:GET_LOCK'],
    ['mysql', 'SELECT RELEASE_ALL_LOCKS()', 'forbidden_function:RELEASE_ALL_LOCKS'],
    ['mysql', 'SELECT BENCHMARK(100000000, MD5(1))', 'forbidden_function:BENCHMARK'],
    ['mysql', 'SELECT * FROM (SELECT sys_exec(1) AS x) t', 'forbidden_function:sys_exec'],
    ['mysql', 'SELECT @a := 1', 'forbidden_clause::='],
    ['mysql', "SELECT * FROM people INTO OUTFILE '/tmp/x'", 'forbidden_clause:INTO'],
    ['mysql', 'SELECT * FROM people FOR UPDATE', 'forbidden_clause:FOR UPDATE'],
    ['mysql', 'SELECT * FROM people LOCK IN SHARE MODE', 'forbidden_clause:LOCK IN SHARE MODE'],
    ['mysql', 'SELECT 1 /*! , LOAD_FILE(1) */', 'executable_comment'],
    ['mysql', 'SELECT 1 /*M!100000 , SLEEP(1) */', 'executable_comment'],
    ['mysql', 'SELECT 1; DELETE FROM t', 'multiple_statements'],
    ['mysql', 'INSERT INTO t VALUES (1)', 'not_read_only'],
    ['mysql', "LOAD DATA LOCAL INFILE '/etc/passwd' INTO TABLE t", 'not_read_only'],
    ['mysql', 'SET @a = 1', 'not_read_only'],
    ['mysql', 'EXPLAIN DELETE FROM t', 'not_read_only'],
    ['postgres', 'SELECT "pg_read_file"(\'/etc/hostname\')', 'forbidden_function:pg_read_file'],
    ['postgres', 'SELECT pg_catalog."pg_ls_dir"(\'.\')', 'forbidden_function:pg_catalog.pg_ls_dir'],
    ['postgres', "SELECT * FROM pg_ls_dir('.')", 'forbidden_function:pg_ls_dir'],
    [
      'postgres',
      "SELECT query_to_xml('select pg_read_file(''/etc/hostname'')', true, false, '')",
      'forbidden_function:query_to_xml',
    ],
    ['postgres', "SELECT table_to_xml('people', true, false, '')", 'forbidden_function:table_to_xml'],
    ['postgres', 'SELECT "pg_terminate_backend"(1234)', 'forbidden_function:pg_terminate_backend'],
    ['postgres', 'SELECT pg_cancel_backend(1234)', 'forbidden_function:pg_cancel_backend'],
    ['postgres', 'SELECT pg_advisory_lock(42)', 'forbidden_function:pg_advisory_lock'],
    ['postgres', "SELECT set_config('default_transaction_read_only', 'off', false)", 'forbidden_function:set_config'],
    ['postgres', "SELECT current_setting('data_directory')", 'forbidden_function:current_setting'],
    ['postgres', "SELECT lo_import('/etc/hostname')", 'forbidden_function:lo_import'],
    ['postgres', "SELECT dblink('host=x', 'select 1')", 'forbidden_function:dblink'],
    ['postgres', 'SELECT public.upper(name) FROM people', 'forbidden_function:public.upper'],
    ['postgres', 'SELECT "Upper"(name) FROM people', 'forbidden_function:Upper'],
    ['postgres', 'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'not_read_only'],
    ['postgres', 'SELECT * INTO copy_t FROM t', 'forbidden_clause:INTO'],
    ['postgres', 'SELECT * FROM t FOR SHARE', 'forbidden_clause:FOR SHARE'],
    ['postgres', "COPY t TO '/tmp/x'", 'not_read_only'],
    ['postgres', 'SELECT 1; SELECT 2', 'multiple_statements'],
    ['postgres', 'SELECT 1 /* outer /* inner */ still comment */', 'ok'],
    ['sqlite', "SELECT load_extension('/tmp/x.so')", 'forbidden_function:load_extension'],
    ['sqlite', "SELECT readfile('/etc/hostname')", 'forbidden_function:readfile'],
    ['sqlite', "ATTACH DATABASE '/tmp/x.db' AS x", 'not_read_only'],
    ['sqlite', 'PRAGMA query_only = OFF', 'not_read_only'],
    ['sqlite', 'PRAGMA writable_schema', 'not_read_only'],
    ['sqlite', 'SHOW TABLES', 'not_read_only'],
    ['sqlite', "SELECT 'open", 'unterminated'],
  ];
  it.each(refused)('%s: %s', async (kind, sql, expected) => {
    expect(await verdict(sql, kind)).toBe(expected);
  });

  it('a dataset is one SELECT: SHOW and EXPLAIN are console-only', async () => {
    expect(await verdict('SHOW TABLES', 'mysql', 'dataset')).toBe('not_select');
    expect(await verdict('EXPLAIN SELECT 1', 'postgres', 'dataset')).toBe('not_select');
    expect(await verdict('SELECT 1', 'sqlite', 'dataset')).toBe('ok');
  });
});

describe('SQLite statements its own grammar misses are read by PostgreSQL parser on the masked text', () => {
  it('reads CROSS JOIN; comments, E-strings and quoted names cannot hide a call', async () => {
    const digits = '(SELECT 0 AS d UNION ALL SELECT 1)';
    expect(await verdict(`SELECT a.d + b.d AS n FROM ${digits} AS a CROSS JOIN ${digits} AS b`, 'sqlite')).toBe('ok');
    const cross = `FROM ${digits} AS a CROSS JOIN ${digits} AS b`;
    // SQLite does not nest comments: the call after the first */ is code there.
    expect(await verdict(`SELECT 1 /* /* */ , load_extension('x') -- */ ${cross}`, 'sqlite')).toBe(
      'forbidden_function:load_extension',
    );
    expect(await verdict(`SELECT E'\\' , load_extension('x') --' ${cross}`, 'sqlite')).toBe(
      'forbidden_function:load_extension',
    );
    expect(await verdict(`SELECT "load_extension"('x') ${cross}`, 'sqlite')).toMatch(/^forbidden_function:/);
    expect(await verdict(`SELECT $a$ , load_extension('x') $a$ ${cross}`, 'sqlite')).toBe('unparsable');
    expect(await verdict(`SHOW x ${cross}`, 'sqlite')).toBe('unparsable');
  });
});
