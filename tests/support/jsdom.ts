/**
 * jsdom gaps antd and ECharts rely on (STACK.md): canvas, matchMedia, ResizeObserver, scrollTo, getComputedStyle with
 * pseudo-elements. Shared by the renderer's and the web app's jsdom tests (jest setupFiles).
 */
import 'jest-canvas-mock';
import CssinjsCache from '@ant-design/cssinjs/lib/Cache';
import * as cssinjsUtil from '@ant-design/cssinjs/lib/util';

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

window.scrollTo = () => undefined;

const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) =>
  originalGetComputedStyle(element, pseudo ? undefined : pseudo);

// antd's CSS-in-JS writes thousands of style rules into the document, and jsdom's getComputedStyle (called by antd's
// tables, inputs and scrollbar measurement) matches every rule on every call: two thirds of a table test's time.
// jsdom lays nothing out, so the rules change no result. cssinjs's server-side mode keeps them in its cache instead.
// The flag is a live CommonJS export that every style hook reads at render time.
(cssinjsUtil as { isClientSide: boolean }).isClientSide = false;

// cssinjs counts the components using each generated style (and token) and drops the entry when the last one unmounts.
// Testing Library unmounts everything after each test, so every test built all of antd's styles again: 7 % of the
// filter panel tests' time. A browser keeps them while the app stays open; here an entry whose count reaches zero keeps
// its value (the rest is cssinjs's own opUpdate), and the next mount of the same component and theme reuses it.
CssinjsCache.prototype.opUpdate = function keepUnused(key, valueFn) {
  const prev = this.cache.get(key) ?? null;
  const next = valueFn(prev);
  if (next) this.cache.set(key, next);
  else if (prev) this.cache.set(key, [0, prev[1]]);
};
