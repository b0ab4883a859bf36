import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';

export interface Loaded<T> {
  /** null while the answer for the current key is not in (or it failed). */
  data: T | null;
  error: string | null;
}

/**
 * The answer of `load` for `key`: loaded again whenever the key changes (null: nothing to load), a superseded call
 * aborted and ignored. Until the current key's answer is in, `data` is null — never the previous key's answer.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [answer, setAnswer] = useState<{ key: string; data: T | null; error: string | null } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => setAnswer({ key, data, error: null }),
      (err: unknown) => {
        if (controller.signal.aborted || (err instanceof ApiError && err.kind === 'aborted')) return;
        setAnswer({ key, data: null, error: err instanceof Error ? err.message : String(err) });
      },
    );
    return () => controller.abort();
  }, [key]);
  return answer && answer.key === key ? { data: answer.data, error: answer.error } : { data: null, error: null };
}
