/**
 * jsdom gaps antd and ECharts rely on (STACK.md): canvas, matchMedia, ResizeObserver, scrollTo, getComputedStyle with
 * pseudo-elements. Shared by the renderer's and the web app's jsdom tests (jest setupFiles).
 */
import 'jest-canvas-mock';
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
