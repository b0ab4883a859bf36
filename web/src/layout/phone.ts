import { useSyncExternalStore } from 'react';
import { PHONE_MAX_WIDTH, isMobileAgent } from '@tessera/schema/rules';

const NARROW = `(max-width: ${PHONE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** A mobile user agent (spec section 9) or a narrow window: the phone layout. */
export function isPhone(): boolean {
  return isMobileAgent(navigator.userAgent) || window.matchMedia(NARROW).matches;
}

/** isPhone, following the window as it is resized or turned. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => false);
}
