import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether a table of `width` pixels fits the box a zero-height sentinel sits in. A table that fits is drawn without
 * antd's horizontal scrolling, whose column measuring reads the layout in each table's first commit: a forced layout
 * of the whole page per table (about 6 ms each on a 30-section page), then a second render with the measured widths.
 *
 * The sentinel's width comes from a ResizeObserver, which reports after the browser's own layout and before it
 * paints: a table that turns out too wide switches at once (flushSync), so no frame shows it overflowing, and the
 * sentinel's height never changes, so the switch does not notify the observer again. Only a change of the answer
 * is set, since setting even an unchanged state from an effect renders the table again. Until the first report (and
 * where nothing is laid out, as in jsdom) the table fits.
 */
export function useFitsWidth(width: number) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const availableRef = useRef<number | null>(null);
  const widthRef = useRef(width);
  const fitsRef = useRef(true);
  const [fits, setFits] = useState(true);
  /** Records whether the table fits now; true when that changed the answer. */
  const changed = (available: number) => {
    if (widthRef.current <= available === fitsRef.current) return false;
    fitsRef.current = !fitsRef.current;
    return true;
  };

  useLayoutEffect(() => {
    widthRef.current = width;
    const available = availableRef.current;
    if (available !== null && changed(available)) setFits(fitsRef.current);
  }, [width]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel) return undefined;
    const observer = new ResizeObserver((entries) => {
      const available = entries[entries.length - 1]?.contentRect.width;
      if (!available) return;
      availableRef.current = available;
      if (changed(available)) flushSync(() => setFits(fitsRef.current));
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);

  return { sentinelRef, fits };
}
