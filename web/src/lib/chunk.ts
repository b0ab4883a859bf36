import { TIMEOUTS } from '@tessera/schema/rules';

/** Loads a lazy chunk, failing after TIMEOUTS.CHUNK_LOAD (spec section 8: chunk loads time out after 120 s). */
export function loadChunk<T>(load: () => Promise<T>, timeout: number = TIMEOUTS.CHUNK_LOAD): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timed out')), timeout);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}
