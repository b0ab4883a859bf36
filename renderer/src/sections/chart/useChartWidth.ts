import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { NARROW_CHART_WIDTH } from '@tessera/schema/charts';

const narrow = (width: number) => width < NARROW_CHART_WIDTH;

/**
 * The width a chart is drawn at, for the chart builders (a narrow pie labels its slices by share, see
 * NARROW_CHART_WIDTH). Measured before the first paint, so the first option drawn already fits; afterwards it changes
 * only when the element crosses that width, so resizing a chart never rebuilds its option for nothing. undefined
 * until measured (or where nothing is laid out).
 */
export function useChartWidth(): [RefObject<HTMLDivElement>, number | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured <= 0) return;
      setWidth((was) => (was !== undefined && narrow(was) === narrow(measured) ? was : measured));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
