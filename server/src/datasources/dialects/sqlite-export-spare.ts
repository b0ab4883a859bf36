import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Beside this file in the sources, beside main.cjs in the bundle (server/scripts/build.mjs copies it there). */
const CHILD = path.join(__dirname, 'sqlite-export-child.cjs');

/**
 * One reader process kept started and idle for the next SQLite export: starting Node and loading the driver takes
 * 75 ms or more (load average 9), a fixed cost that kept 100,000-row exports under half the sqlite3 client's speed.
 * Each reader serves one export and exits (a cancel kills it), so the spare is replaced once the one taken has
 * ended, not while it runs: its start would compete for the CPU the export uses. Only while a SQLite source is
 * open (`hold`), and never keeping the server alive on its own (unref'd while idle).
 */
let spare: ChildProcess | null = null;
let holders = 0;

function start(): ChildProcess {
  return fork(CHILD, [], {
    // Not the server's flags (tsx's loader, inspector) nor its environment (secrets); TZ for SQLite's localtime.
    execArgv: [],
    env: process.env.TZ === undefined ? {} : { TZ: process.env.TZ },
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

const alive = (child: ChildProcess) => child.connected && child.exitCode === null && child.signalCode === null;

/** Starts the spare when none is ready and a SQLite source is open. */
function replenish(): void {
  if (spare || holders === 0) return;
  const child = start();
  child.unref();
  child.channel?.unref();
  // A spare that dies while idle (killed from outside) is simply not used.
  child.once('exit', () => {
    if (spare === child) spare = null;
  });
  // An 'error' without a listener would throw; the next export then starts its own reader.
  child.once('error', () => undefined);
  spare = child;
}

/**
 * A started reader for one export: the spare when it is alive, else a new one. Once it closes, the next spare
 * starts.
 */
export function takeReader(): ChildProcess {
  const ready = spare && alive(spare) ? spare : null;
  spare = null;
  const child = ready ?? start();
  child.ref();
  child.channel?.ref();
  child.once('close', replenish);
  return child;
}

/**
 * Marks a SQLite source open: spares are kept while any is. The returned function releases it; the last release
 * kills the idle spare, so a closed server leaves no reader behind.
 */
export function holdSpareReader(): () => void {
  holders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders--;
    if (holders > 0 || !spare) return;
    spare.kill('SIGKILL');
    spare = null;
  };
}
