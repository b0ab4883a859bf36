import { useCallback, useRef } from 'react';

/**
 * Typed values are drafts while typing and become a change when committed (Enter, leaving the field), as a text
 * box's own change event does: a filter that applies on change does not query at every keystroke. Committing
 * without typing changes nothing.
 */
export function useTyped(onInput: (value: unknown) => void, onChange: (value: unknown) => void) {
  const typed = useRef<{ value: unknown } | null>(null);
  const input = useCallback(
    (value: unknown) => {
      typed.current = { value };
      onInput(value);
    },
    [onInput],
  );
  const commit = useCallback(() => {
    if (!typed.current) return;
    const { value } = typed.current;
    typed.current = null;
    onChange(value);
  }, [onChange]);
  return { input, commit };
}
