import { useEffect, useState } from 'react';

/** `value`, updated only after it stayed unchanged for `delay` ms (an empty value applies at once). */
export function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (value === '' || value === null || value === undefined) {
      setDebounced(value);
      return;
    }
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
