import type { ChildProcess } from 'node:child_process';
import { Readable } from 'node:stream';
import type { CompiledSql, Row } from '../types';
import { takeReader } from './sqlite-export-spare';

/** Rows per message: enough that the cost of a message vanishes, few enough that memory stays flat. */
const BATCH_ROWS = 1000;
/** Batches asked for before the consumer needs them, so the reader steps while the server writes. */
const AHEAD = 2;
/** Row objects buffered by SqliteExportRows, as the cursor's stream buffers (STREAM_HIGH_WATER_MARK). */
const STREAM_ROWS = 64;

/** A batch is rows (arrays), or their CSV records when the export's keys were sent. */
type Batch = { rows: unknown[][] } | { csv: string };
type Message =
  { columns: string[] } | (Batch & { done: boolean }) | { error: { message: string; code: string; errno?: number } };
/**
 * Characters of CSV per message (AHEAD of them asked for): the reader has one to write while the server sends the
 * other. At most 128 Ki characters in flight: with 256 Ki per message and four ahead (1 MiB in flight), the
 * server's RSS grew 12–17 MB while a client paused its download (export-memory's bound is 10 MB).
 */
const CSV_CHARS = 64 * 1024;

/** A binding as node-sqlite3 binds it: int32 integers as INTEGER, other numbers REAL, booleans 1/0, a Date as ms. */
function binding(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) && (value | 0) === value ? BigInt(value) : value;
  if (typeof value === 'boolean') return value ? 1n : 0n;
  if (value instanceof Date) return value.getTime();
  return value ?? null;
}

/**
 * An export's statement read by a child process (sqlite-export-child.cjs) that steps it without node-sqlite3's
 * thread-pool round trip per row and sends batches, only as many as the consumer asks for.
 * A process and not a worker thread: a statement still sorting before its first row cannot be interrupted from
 * outside (this driver has no sqlite3_interrupt), and a thread stuck in it could not be stopped at all (it would even
 * hold up the server's exit); a process is killed at once. Destroying the stream kills it.
 */
abstract class SqliteReaderStream extends Readable {
  columns: string[] = [];
  private child: ChildProcess | undefined;
  private asked = 0;
  private done = false;

  constructor(
    private readonly file: string,
    private readonly sql: CompiledSql,
    private readonly keys: readonly string[] | null,
    options: { objectMode: boolean; highWaterMark: number },
  ) {
    super(options);
  }

  /** Takes one batch's rows or bytes. */
  protected abstract deliver(batch: Batch): void;

  /** The reader's last batch was delivered: the stream ends once all of it was pushed. */
  protected finish(): void {
    this.push(null);
  }

  /** Batches received and not yet pushed: they count against AHEAD like those asked for. */
  protected get queued(): number {
    return 0;
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
    const keys = this.keys ? [...this.keys] : undefined;
    child.send({ file: this.file, sql: this.sql.sql, bindings, batchRows: BATCH_ROWS, batchChars: CSV_CHARS, keys });
    callback();
  }

  override _read(): void {
    this.ask();
  }

  /** Asks the reader for batches until AHEAD are on their way or waiting to be pushed. */
  protected ask(): void {
    const { child } = this;
    while (child?.connected && this.asked + this.queued < AHEAD) {
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
    this.deliver(message);
    if (message.done) {
      this.done = true;
      this.finish();
    }
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    const { child } = this;
    if (!child || child.exitCode !== null || child.signalCode !== null) return callback(err);
    child.once('exit', () => callback(err));
    child.kill('SIGKILL');
  }
}

/**
 * The rows of an export's statement, as row objects (the cursor's). Batches wait as the reader sent them (arrays of
 * values); each row object is made only when the consumer takes it, as a clone of one object that holds every
 * column. Measured on the first 100,000-row export "as shown" of a process: pushing each batch's 1,000 row objects
 * at once, or building each row by adding its columns to {}, or copying each row in a step of its own, each sent the
 * rows to the old generation in bulk, so the heap grew by 120–140 MB before its first full collection; without all
 * three it grows by 0–5 MB (1,000,000 rows too).
 */
export class SqliteExportRows extends SqliteReaderStream {
  private readonly batches: unknown[][][] = [];
  /** The next row of batches[0]. */
  private next = 0;
  private ended = false;
  private flushing = false;
  /** Every column, null: each row is a clone of it. */
  private shape: Row | null = null;

  constructor(file: string, sql: CompiledSql) {
    super(file, sql, null, { objectMode: true, highWaterMark: STREAM_ROWS });
  }

  protected override get queued(): number {
    return this.batches.length;
  }

  protected deliver(batch: Batch): void {
    if ('rows' in batch && batch.rows.length) this.batches.push(batch.rows);
    this.flush();
  }

  protected override finish(): void {
    this.ended = true;
    this.flush();
  }

  override _read(): void {
    this.flush();
    this.ask();
  }

  /** Pushes rows while the consumer wants them; the end once every batch was pushed. */
  private flush(): void {
    // A push can call _read back (and so flush): the loop already running goes on.
    if (this.flushing) return;
    this.flushing = true;
    try {
      const names = this.columns;
      let wanted = true;
      while (wanted && this.batches.length) {
        const rows = this.batches[0];
        const shape = (this.shape ??= Object.fromEntries(names.map((name) => [name, null])));
        while (wanted && this.next < rows.length) {
          const values = rows[this.next++];
          const row: Row = { ...shape };
          for (let i = 0; i < names.length; i++) row[names[i]] = values[i];
          wanted = this.push(row);
        }
        if (this.next === rows.length) {
          this.batches.shift();
          this.next = 0;
        }
      }
      if (this.ended && !this.batches.length) {
        this.ended = false;
        this.push(null);
      }
    } finally {
      this.flushing = false;
    }
  }
}

/**
 * The CSV records of an export's statement, the cells of `keys` in order, written by the reader: byte for byte what
 * CsvRows writes of the row objects (csv-cell.cjs is both's), without the BOM and header. The server only passes
 * the bytes on, which was most of its work.
 */
export class SqliteExportCsv extends SqliteReaderStream {
  constructor(file: string, sql: CompiledSql, keys: readonly string[]) {
    super(file, sql, keys, { objectMode: false, highWaterMark: CSV_CHARS });
  }

  protected deliver(batch: Batch): void {
    if ('csv' in batch && batch.csv !== '') this.push(Buffer.from(batch.csv, 'utf8'));
  }
}
