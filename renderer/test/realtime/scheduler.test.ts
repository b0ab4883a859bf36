import { startRefreshSchedule, type Visibility } from '../../src/realtime';

/** A page whose visibility the test switches, telling the schedule as the browser's visibilitychange would. */
function fakePage() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    hidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setHidden = (next: boolean) => {
    hidden = next;
    for (const listener of listeners) listener();
  };
  return { visibility, setHidden, listeners };
}

/** A refresh whose answers the test releases one by one. */
function slowRefresh() {
  const pending: (() => void)[] = [];
  const refresh = jest.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
  const answer = async () => {
    pending.shift()?.();
    // Let the schedule's then/finally run.
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { refresh, answer };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the refresh schedule of a real-time section', () => {
  it('refreshes every interval after the last refresh settled, never two at once', async () => {
    const page = fakePage();
    const { refresh, answer } = slowRefresh();
    const stop = startRefreshSchedule({ intervalMs: 2000, refresh, visibility: page.visibility });
    jest.advanceTimersByTime(1999);
    expect(refresh).toHaveBeenCalledTimes(0);
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The answer is slow: no second request while the first runs, however long it takes.
    jest.advanceTimersByTime(10_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await answer();
    jest.advanceTimersByTime(1999);
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    // A failed refresh does not stop the schedule.
    refresh.mockImplementationOnce(() => Promise.reject(new Error('down')));
    await answer();
    jest.advanceTimersByTime(2000);
    expect(refresh).toHaveBeenCalledTimes(3);
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(2000);
    expect(refresh).toHaveBeenCalledTimes(4);
    stop();
    await answer();
    jest.advanceTimersByTime(60_000);
    expect(refresh).toHaveBeenCalledTimes(4);
    expect(page.listeners.size).toBe(0);
  });

  it('pauses while the page is hidden and refreshes at once when it is shown again', async () => {
    const page = fakePage();
    const { refresh, answer } = slowRefresh();
    const stop = startRefreshSchedule({ intervalMs: 2000, refresh, visibility: page.visibility });
    page.setHidden(true);
    jest.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(0);
    // Shown again: the refresh that fell due meanwhile runs now, not an interval later.
    page.setHidden(false);
    expect(refresh).toHaveBeenCalledTimes(1);
    await answer();
    // Hidden and shown before anything fell due: no extra refresh, the schedule goes on.
    page.setHidden(true);
    page.setHidden(false);
    expect(refresh).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });
});
