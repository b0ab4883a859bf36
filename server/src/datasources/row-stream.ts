import { Readable } from 'node:stream';
import type { Row } from './types';

/**
 * The object-mode stream DataSource.stream returns (or, for a COPY, a byte stream). It pulls from the driver's stream
 * only while its own buffer has room; `bufferedRows` (its buffer plus the driver stream's) shows that nothing piles up.
 */
export class RowStream extends Readable {
  /** Rows (a COPY: chunks) received from the database so far. */
  rowsFetched = 0;
  private inner: Readable | undefined;
  private onDestroy: (err: Error | null) => Promise<Error | null> = (err) => Promise.resolve(err);

  constructor(highWaterMark: number, objectMode = true) {
    super({ objectMode, highWaterMark });
  }

  get bufferedRows(): number {
    return this.readableLength + (this.inner?.readableLength ?? 0);
  }

  /** Starts forwarding rows from the driver's stream, pausing it whenever this stream's buffer is full. */
  attach(inner: Readable, onEnd: () => void, onError: (err: unknown) => void): void {
    this.inner = inner;
    inner.on('data', (row: Row) => {
      this.rowsFetched++;
      if (!this.push(row)) inner.pause();
    });
    inner.once('end', () => {
      onEnd();
      this.push(null);
    });
    inner.once('error', onError);
  }

  /**
   * What destroying the stream must do in the database (cancel, release); awaited before 'error' and 'close'. It
   * gets the error the stream was destroyed with and gives the one to emit (what the cleanup learnt may change it).
   */
  whenDestroyed(cleanup: (err: Error | null) => Promise<Error | null>): void {
    this.onDestroy = cleanup;
  }

  override _read(): void {
    this.inner?.resume();
  }

  override _destroy(err: Error | null, callback: (err?: Error | null) => void): void {
    this.onDestroy(err).then(
      (final) => callback(final),
      () => callback(err),
    );
  }
}
