/**
 * Wakes resting filter bars one by one while the browser is idle, in the order they asked. A bar takes a few
 * milliseconds to become real antd controls; woken together, thirty of them would hold the main thread for a frame
 * or more just when a page's answers arrive. Idle periods come while the page waits for its data and after it has
 * painted. A bar still resting after WAKE_TIMEOUT_MS is woken anyway, one per callback.
 */

const WAKE_TIMEOUT_MS = 2000;
/** Idle time a bar needs to wake without running past the idle period. */
const WAKE_BUDGET_MS = 8;

interface Deadline {
  didTimeout: boolean;
  timeRemaining(): number;
}

const waiting = new Set<() => void>();
let scheduled = false;

function requestIdle(run: (deadline: Deadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: WAKE_TIMEOUT_MS });
    return;
  }
  // Safari has no idle callbacks: a short pause stands in for one, with a budget of one bar.
  setTimeout(() => run({ didTimeout: true, timeRemaining: () => 0 }), 50);
}

function run(deadline: Deadline): void {
  scheduled = false;
  for (const wake of waiting) {
    if (!deadline.didTimeout && deadline.timeRemaining() < WAKE_BUDGET_MS) break;
    waiting.delete(wake);
    wake();
    if (deadline.didTimeout) break;
  }
  schedule();
}

function schedule(): void {
  if (scheduled || waiting.size === 0) return;
  scheduled = true;
  requestIdle(run);
}

/** Calls `wake` in a coming idle period; the returned function withdraws it (the bar woke otherwise, or left). */
export function wakeWhenIdle(wake: () => void): () => void {
  waiting.add(wake);
  schedule();
  return () => {
    waiting.delete(wake);
  };
}
