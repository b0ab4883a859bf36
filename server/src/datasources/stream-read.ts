import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Row } from './types';

/** Resolves when a stream has ended, errored or been destroyed. */
export function closed(stream: Readable): Promise<void> {
  return finished(stream).then(
    () => undefined,
    () => undefined,
  );
}

/** Reads up to `max` rows; `more` tells whether another row was waiting (the stream is then left paused). */
export function collect(stream: Readable, max: number): Promise<{ rows: Row[]; more: boolean }> {
  return new Promise((resolve, reject) => {
    const rows: Row[] = [];
    const onData = (row: Row) => {
      if (rows.length < max) return void rows.push(row);
      stream.pause();
      stream.off('data', onData);
      resolve({ rows, more: true });
    };
    stream.on('data', onData);
    stream.once('end', () => resolve({ rows, more: false }));
    stream.once('error', reject);
  });
}
