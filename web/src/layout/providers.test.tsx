import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import Providers from './Providers';

type Listener = () => void;

/** A matchMedia whose reduced-motion answer the test flips, telling its listeners as a browser does. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<Listener>();
  const state = { reduce };
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion') && state.reduce,
      media: query,
      addEventListener: (_: string, fn: Listener) => listeners.add(fn),
      removeEventListener: (_: string, fn: Listener) => listeners.delete(fn),
    }) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      state.reduce = next;
      listeners.forEach((fn) => fn());
    },
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

describe('reduced motion', () => {
  const original = window.matchMedia.bind(window);
  afterEach(() => {
    window.matchMedia = original;
  });

  test("antd's motion follows the system setting, also when it changes while the page is open", () => {
    const system = systemMotion(true);
    render(
      <Providers>
        <MotionProbe />
      </Providers>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
    act(() => system.set(false));
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
