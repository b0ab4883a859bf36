import { getVersion } from '../api/version';
import { buildId } from '../runtime';
import { useAppStore } from '../store';
import { setServerClock } from './serverClock';

/** How often the served build is compared with the running one (also on window focus). */
const VERSION_CHECK_INTERVAL = 5 * 60_000;

/** True when the server serves another build than the one this page runs (never on the dev server). */
export function isOutdated(serverBuild: string | null | undefined, ownBuild: string): boolean {
  return ownBuild !== 'dev' && !!serverBuild && serverBuild !== ownBuild;
}

async function checkVersion(): Promise<void> {
  if (buildId() === 'dev') return;
  const sent = Date.now();
  try {
    const info = await getVersion();
    // A page left open for days keeps the server's clock fresh (a drifting clock, a change to summer time).
    if (info?.clock) setServerClock(info.clock, (sent + Date.now()) / 2);
    if (isOutdated(info?.build, buildId())) useAppStore.getState().set({ appOutdated: true });
  } catch {
    /* the next check tries again */
  }
}

/** Checks now, every VERSION_CHECK_INTERVAL and whenever the window gets focus. Returns the stop function. */
export function startVersionChecks(): () => void {
  void checkVersion();
  const timer = setInterval(() => void checkVersion(), VERSION_CHECK_INTERVAL);
  const onFocus = () => void checkVersion();
  window.addEventListener('focus', onFocus);
  return () => {
    clearInterval(timer);
    window.removeEventListener('focus', onFocus);
  };
}
