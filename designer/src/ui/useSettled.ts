import { useEffect, useState } from 'react';
import type { Page } from '@tessera/schema/dsl';
import type { DesignerStore } from '../edit/store';

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

/**
 * The editor's document as it stood `delay` ms after it last changed, without re-rendering on each change meanwhile:
 * a drag frame or an undo on a large page does not render the component that waits for the pause.
 */
export function useSettledDoc(store: DesignerStore, delay: number): Page {
  const [doc, setDoc] = useState(() => store.getState().doc);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => setDoc(store.getState().doc);
    const stop = store.subscribe((state, previous) => {
      if (state.doc === previous.doc) return;
      clearTimeout(timer);
      timer = setTimeout(settle, delay);
    });
    // A change between the first render and this subscription is not missed.
    if (store.getState().doc !== doc) timer = setTimeout(settle, delay);
    return () => {
      stop();
      clearTimeout(timer);
    };
    // The document read at subscription time only; later ones come through the subscription.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, delay]);
  return doc;
}
