import type { ChildProcess } from 'node:child_process';
import { Readable } from 'node:stream';
import type { CompiledSql, Row } from '../types';
import { takeReader } from './sqlite-export-spare';

/** Rows per message: enough that the cost of a message vanishes, few enough that memory stays flat. */
const BATCH_ROWS = 1000;
/** Batches asked for before the consumer needs them, so the reader steps while the server writes. */
const AHEAD = 2;

type Message =
  | { columns: string[] }
  | { rows: unknown[][]; done: boolean }
  | { error: { message: string; code: string; errno?: number } };

/** A binding as node-sqlite3 binds it: int32 integers as INTEGER, other numbers REAL, booleans 1/0, a Date as ms. */
function binding(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) && (value | 0) === value ? BigInt(value) : value;
  if (typeof value === 'boolean') return value ? 1n : 0n;
  if (value instanceof Date) return value.getTime();
  return value ?? null;
}

/**
 * The rows of an export's statement, read by a child process (sqlite-export-child.cjs) that steps it without
 * node-sqlite3's thread-pool round trip per row and sends them in batches, only as many as the consumer asks for.
 * A process and not a worker thread: a statement still sorting before its first row cannot be interrupted from
 * outside (this driver has no sqlite3_interrupt), and a thread stuck in it could not be stopped at all (it would even
 * hold up the server's exit); a process is killed at once. Destroying the stream kills it.
 */
export class SqliteExportRows extends Readable {
  columns: string[] = [];
  private child: ChildProcess | undefined;
  private asked = 0;
  private done = false;

  constructor(
    private readonly file: string,
    private readonly sql: CompiledSql,
  ) {
    // A batch's worth, not the cursor's 64 rows: more is asked for while a batch is still being written, so the
    // reader steps while the server writes instead of each waiting for the other.
    super({ objectMode: true, highWaterMark: BATCH_ROWS });
  }

  override _construct(callback: (err?: Error | null) => void): void {
    // Usually the spare, already started (sqlite-export-spare.ts): the export only sends it the statement.
    const child = takeReader();
    this.child = child;
    child.on('message', (message: Message) => this.receive(message));
    child.once('error', (err) => this.destroy(err));
    // 'close' comes after the last message: a reader that stops before the end is an error, never a short file.
    child.once('close', (code, signal) => {
      if (!this.done) this.destroy(new Error(`SQLite export reader stopped (${signal ?? code})`));
    });
    const bindings = this.sql.bindings.map(binding);
    child.send({ file: this.file, sql: this.sql.sql, bindings, batchRows: BATCH_ROWS });
    callback();
  }

  override _read(): void {
    const { child } = this;
    while (child?.connected && this.asked < AHEAD) {
      this.asked++;
      // A reader that has just sent its last batch may have closed the channel: 'close' tells how it ended.
      child.send('more', () => undefined);
    }
  }

  private receive(message: Message): void {
    if (this.destroyed) return;
    if ('error' in message) {
      const { message: text, code, errno } = message.error;
      return void this.destroy(Object.assign(new Error(text), { code, errno }));
    }
    if ('columns' in message) {
      this.columns = message.columns;
      return;
    }
    this.asked--;
    const names = this.columns;
    for (const values of message.rows) {
      const row: Row = {};
      for (let i = 0; i < names.length; i++) row[names[i]] = values[i];
      this.push(row);
    }
    if (message.done) {
      this.done = true;
      this.push(null);
    }
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    const { child } = this;
    if (!child || child.exitCode !== null || child.signalCode !== null) return callback(err);
    child.once('exit', () => callback(err));
    child.kill('SIGKILL');
  }
}
