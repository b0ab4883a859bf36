import { useEffect, useSyncExternalStore } from 'react';
import type { ServerClock } from '@tessera/schema/api';
import { getVersion } from '../api/version';

/**
 * The server's clock in the browser. Report queries and their quick dates ("today", "past 7 days") are the
 * server's days: a browser in another zone, or with a wrong clock, must not ask for other days than the server
 * means. The browser keeps how far the server's wall clock is ahead of its own; serverNow() is a Date whose local
 * fields read what a wall clock at the server reads.
 */
type Status = 'pending' | 'syncing' | 'known' | 'unknown';

let status: Status = 'pending';
let skew = 0;
const listeners = new Set<() => void>();

function setStatus(next: Status) {
  status = next;
  for (const listener of listeners) listener();
}

/**
 * Takes the server's clock as read at `readAt` (browser milliseconds: the middle of the call that brought it).
 * The wall-clock text has no offset, so the browser reads it as its own local time: the difference is the zone
 * gap plus any clock error.
 */
export function setServerClock(clock: ServerClock, readAt: number = Date.now()): void {
  const wall = new Date(clock.now).getTime();
  if (Number.isNaN(wall)) return;
  skew = wall - readAt;
  setStatus('known');
}

/** Now, as the server's wall clock reads it (the browser's own clock until the server has told its). */
export function serverNow(): Date {
  return new Date(Date.now() + skew);
}

/** Asks the server for its clock; without an answer, the browser's clock is the best there is. */
export async function syncServerClock(): Promise<void> {
  setStatus('syncing');
  const sent = Date.now();
  try {
    const info = await getVersion();
    setServerClock(info.clock, (sent + Date.now()) / 2);
  } catch {
    setStatus('unknown');
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** serverNow once the server's clock is known (or known to be unavailable); null until then. */
export function useServerNow(): (() => Date) | null {
  const current = useSyncExternalStore(subscribe, () => status);
  useEffect(() => {
    if (status === 'pending') void syncServerClock();
  }, []);
  return current === 'known' || current === 'unknown' ? serverNow : null;
}
