import { createContext, useContext } from 'react';
import type { ServerClock } from '@tessera/schema/api';

/** Where a real-time section's views report the server time of their last answer; the section frame shows it. */
export const LastUpdateContext = createContext<((clock: ServerClock) => void) | null>(null);

export const useLastUpdateSink = () => useContext(LastUpdateContext);

/** `HH:mm:ss` of the server's wall clock (the time it read the data, in its zone), or the whole text if unusual. */
export function wallClockTime(clock: ServerClock): string {
  const match = /T(\d{2}:\d{2}:\d{2})/.exec(clock.now);
  return match ? match[1] : clock.now;
}
