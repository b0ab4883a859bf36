/**
 * rc-util's `getScrollBarSize` (the web build aliases that module here). rc-table asks for the scrollbar size of
 * every table's body when it mounts, and rc-util measures it each time: a scrolling element appended to the body and
 * read back, which lays the whole page out. On a report page of 30 sections that was 30 ms of the first paint. The
 * size depends only on the scrollbar styles of the element and on the zoom, so one measurement per set of them is
 * kept.
 */
import measureDefault, { getTargetScrollBarSize as measureTarget } from 'rc-util/es/getScrollBarSize.js';

type Size = ReturnType<typeof measureTarget>;

const measured = new Map<string, Size>();

/** What the measured size depends on: rc-util copies exactly these styles onto the element it measures. */
function styleKey(target: Element): string {
  const style = getComputedStyle(target);
  const webkit = getComputedStyle(target, '::-webkit-scrollbar');
  return [window.devicePixelRatio, style.scrollbarColor, style.scrollbarWidth, webkit.width, webkit.height].join('|');
}

export default measureDefault;

export function getTargetScrollBarSize(target: unknown): Size {
  if (typeof document === 'undefined' || !(target instanceof Element)) return measureTarget(target as HTMLElement);
  const key = styleKey(target);
  let size = measured.get(key);
  if (!size) {
    size = measureTarget(target as HTMLElement);
    measured.set(key, size);
  }
  return { ...size };
}
