/**
 * jsdom gaps antd and ECharts rely on (STACK.md): canvas, matchMedia, ResizeObserver, scrollTo, getComputedStyle with
 * pseudo-elements. Shared by the renderer's and the web app's jsdom tests (jest setupFiles).
 */
import 'jest-canvas-mock';
import { configure } from '@testing-library/react';

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

// A find* query waits for a visible result; 1 s (the library default) is shorter than a lazy chunk plus a first
// ECharts paint takes when the workers share two busy cores, so waits end on the result, not on the clock.
configure({ asyncUtilTimeout: 5000 });
