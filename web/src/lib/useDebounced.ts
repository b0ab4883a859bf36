import { useEffect, useState } from 'react';

const isEmpty = (value: unknown): boolean => value === '' || value === null || value === undefined;

/** `value`, updated only after it stayed unchanged for `delay` ms (an empty value applies at once). */
export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  const empty = isEmpty(value);
  // An empty value is taken while rendering, so a later value waits from empty, not from what was there before.
  if (empty && !Object.is(debounced, value)) setDebounced(value);
  useEffect(() => {
    if (empty) return undefined;
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay, empty]);
  return empty ? value : debounced;
}
