/** Whether the page is shown, and a way to hear when that changes (the browser's: documentVisibility). */
export interface Visibility {
  hidden(): boolean;
  subscribe(listener: () => void): () => void;
}

/** The document's visibility (document.visibilityState and the visibilitychange event). */
export const documentVisibility: Visibility = {
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  subscribe(listener) {
    if (typeof document === 'undefined') return () => undefined;
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

export interface RefreshSchedule {
  intervalMs: number;
  /** Asks again; the next one is scheduled only when this one has settled (either way). */
  refresh: () => Promise<unknown>;
  visibility?: Visibility;
}

/**
 * Refreshes every `intervalMs` after the last refresh settled, so refreshes never stack: a slow answer pushes the
 * next one back instead of starting another beside it. While the page is hidden nothing is asked; a refresh that
 * fell due meanwhile runs at once when the page is shown again. Returns the stop function.
 */
export function startRefreshSchedule({
  intervalMs,
  refresh,
  visibility = documentVisibility,
}: RefreshSchedule): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let due = false;
  let stopped = false;

  const schedule = () => {
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  const run = () => {
    due = false;
    running = true;
    refresh()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        schedule();
      });
  };
  function tick() {
    timer = null;
    if (visibility.hidden()) due = true;
    else run();
  }
  const unsubscribe = visibility.subscribe(() => {
    if (!stopped && due && !running && !visibility.hidden()) run();
  });

  schedule();
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    unsubscribe();
  };
}
