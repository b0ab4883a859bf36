import type { GlobalAnnouncement } from '@tessera/schema/api';

export type WindowState = 'inForce' | 'scheduled' | 'ended';

/** Where `now` falls in an announcement's time window (either end may be open). */
export function windowState(a: Pick<GlobalAnnouncement, 'starts_at' | 'ends_at'>, now = Date.now()): WindowState {
  if (a.starts_at && Date.parse(a.starts_at) > now) return 'scheduled';
  if (a.ends_at && Date.parse(a.ends_at) <= now) return 'ended';
  return 'inForce';
}
