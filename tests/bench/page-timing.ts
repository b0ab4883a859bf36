/** Timing inside the page: from the input event the browser dispatched to the DOM showing its result. */
import type { Page } from '@playwright/test';

/** A page-side expression: the statements `body` (returning a boolean) run on `arg`. */
const holds = (body: string, arg: unknown) => `(() => { const arg = ${JSON.stringify(arg)}; ${body} })()`;

/**
 * Resolves in the page with `result` the first time `body` holds, checked at every DOM change and every frame. A
 * string, as every page-side script here: the app's CSP forbids eval (so waitForFunction with a string), and tsx
 * would wrap a named function in a helper the page does not have.
 */
export function watch(page: Page, body: string, arg: unknown, result = 'true', timeout = 60_000): Promise<unknown> {
  return page.evaluate(`new Promise((resolve, reject) => {
    let done = false;
    const check = () => {
      if (done || !${holds(body, arg)}) return;
      done = true;
      observer.disconnect();
      resolve(${result});
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const frame = () => { check(); if (!done) requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
    setTimeout(() => { if (!done) { done = true; observer.disconnect(); reject(new Error('timed out')); } }, ${timeout});
  })`);
}

/** Milliseconds from the input event `act` causes to the first time `body` holds in the page. */
export async function sinceInput(page: Page, act: () => Promise<void>, body: string, arg: unknown): Promise<number> {
  // The watch is set up before `act` runs: the browser takes the calls in order.
  const watching = watch(page, body, arg, 'performance.now() - window.__input', 30_000);
  await act();
  return (await watching) as number;
}

/** Stamps every keydown and pointerdown as the browser dispatches it, before the page's own handlers. */
export async function stampInputs(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const stamp = (event) => { window.__input = event.timeStamp; };
    window.addEventListener('keydown', stamp, { capture: true });
    window.addEventListener('pointerdown', stamp, { capture: true });
  })()`);
}
