/** The jsdom stand-ins of the renderer's tests, plus what react-router needs. */
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import '../../renderer/test/jsdom';

// react-router needs TextEncoder, which jest's jsdom environment lacks; Node's own implementation is used.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder: NodeTextEncoder, TextDecoder: NodeTextDecoder });
}

// Data routers (createMemoryRouter) build a Request per navigation, which jsdom lacks. This stand-in covers
// GET navigations only; a form submission needs a real Request and fails loudly.
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method = 'GET';
    readonly signal: AbortSignal;
    readonly headers = { get: (): string | null => null };
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      if (init.method && init.method.toUpperCase() !== 'GET')
        throw new Error(`test Request stand-in: ${init.method} is not supported`);
      this.url = String(input);
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.defineProperty(globalThis, 'Request', { writable: true, configurable: true, value: NavigationRequest });
}
