/**
 * The database's own command-line client dumping the export's query — the very statement the server compiles
 * (`explain: 1`), its ORDER BY and LIMIT included — to /dev/null: the speed an export is compared with (`mysql -B`,
 * `psql -c "\copy (…) to '/dev/null' csv"`, `sqlite3 -csv`). The client runs in a child process and its time is the
 * wall time from spawn to exit, connection included (a few ms).
 */
import { spawn } from 'node:child_process';
import { serverParts, type Target } from './target';

export interface DumpFigures {
  client: string;
  seconds: number;
}

function command(
  target: Target,
  sql: string,
): { client: string; bin: string; args: string[]; env?: NodeJS.ProcessEnv } {
  if (target.engine === 'sqlite')
    return { client: 'sqlite3 -csv', bin: 'sqlite3', args: ['-csv', target.url.slice('sqlite:'.length), sql] };
  const p = serverParts(target.url);
  if (target.engine === 'mysql')
    return {
      client: 'mysql -B',
      bin: 'mysql',
      args: ['-B', '-h', p.host, '-P', String(p.port), '-u', p.username, p.database, '-e', sql],
      env: { ...process.env, ...(p.password ? { MYSQL_PWD: p.password } : {}) },
    };
  return {
    client: 'psql \\copy … csv',
    bin: 'psql',
    args: [
      '-h',
      p.host,
      '-p',
      String(p.port),
      '-U',
      p.username,
      '-d',
      p.database,
      '-c',
      `\\copy (${sql}) to '/dev/null' csv`,
    ],
    env: { ...process.env, ...(p.password ? { PGPASSWORD: p.password } : {}) },
  };
}

/** Runs the client once on `sql` (no bindings); its output goes to /dev/null, its errors to ours. */
export function measureRawDump(target: Target, sql: string): Promise<DumpFigures> {
  const { client, bin, args, env } = command(target, sql);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    child.once('error', (err) => reject(new Error(`${bin} could not start: ${err.message}`)));
    child.once('exit', (code) => {
      if (code === 0) resolve({ client, seconds: (performance.now() - started) / 1000 });
      else reject(new Error(`${bin} exited with ${code}`));
    });
  });
}
