/**
 * CPU time of the page's main thread from navigation start until a moment, from a Chromium trace: each task's
 * thread time (tdur), which waiting for a core does not count. On a machine shared with other jobs the wall time
 * of a paint swings with their load; this is the part of it the page's own work takes.
 */
import type { Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { name?: string };
}

const CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing', '__metadata'];

/** Milliseconds of main-thread CPU between navigation start and `run`'s result (milliseconds since navigation). */
export async function mainThreadCpu(page: Page, run: () => Promise<number>): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  // The protocol types the events loosely (string fields); the trace format gives them the shape above.
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES } });
  let until: number;
  try {
    until = await run();
  } finally {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
  }
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The last navigation in the trace is the one `run` made.
  const navigation = events
    .filter((e) => e.name === 'navigationStart')
    .reduce<TraceEvent | null>((last, e) => (!last || e.ts > last.ts ? e : last), null);
  if (!navigation) throw new Error('the trace holds no navigationStart');
  const end = navigation.ts + until * 1000;
  const micros = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'ThreadControllerImpl::RunTask' &&
        e.pid === navigation.pid &&
        mains.has(`${e.pid}:${e.tid}`) &&
        e.ts >= navigation.ts &&
        e.ts < end,
    )
    .reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  return micros / 1000;
}
