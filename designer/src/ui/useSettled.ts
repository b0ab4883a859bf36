import { useEffect, useState } from 'react';

/**
 * The value as it stood `delay` ms after it last changed: work that follows the document (queries, validation)
 * runs once an edit or a gesture pauses, not on every keystroke or drag frame.
 */
export function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (settled === value) return undefined;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}
