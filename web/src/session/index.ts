import { DELAYS } from '@tessera/schema/rules';
import { useAppStore } from '../store';
import { storage, STORAGE_KEYS } from '../lib/storage';
import { basePath, currentAppUrl, isEmbedded, stripBase } from '../runtime';

/**
 * Session plumbing shared by the API client, the startup guard and the shell: the stored token, and the
 * logged-out flow of spec section 4 (clear everything, then after a delay go to the login page with a
 * redirect back, or tell the embedding parent that the session expired).
 */

type Redirector = (url: string) => void;

let redirector: Redirector = (url) => window.location.assign(url);
let pendingLeave: ReturnType<typeof setTimeout> | null = null;

/** Replaces the full-page redirect (tests capture it instead of navigating jsdom). */
export function setRedirector(fn: Redirector): void {
  redirector = fn;
}

export function storedToken(): string | null {
  return storage.get(STORAGE_KEYS.token);
}

export function storeToken(token: string): void {
  storage.set(STORAGE_KEYS.token, token);
}

/** Address of the login page, with an in-app url to come back to. */
export function loginUrl(redirect?: string): string {
  const target = `${basePath()}login`;
  if (!redirect) return target;
  const path = stripBase(redirect.split(/[?#]/)[0] ?? '/');
  if (path === '/login' || path === '/') return target;
  return `${target}?redirect=${encodeURIComponent(redirect)}`;
}

/** Clears the login state in memory and in storage (token and cached app). */
function clearSession(): void {
  useAppStore.getState().clearSession();
  storage.remove(STORAGE_KEYS.token);
  storage.remove(STORAGE_KEYS.app);
}

function leave(): void {
  pendingLeave = null;
  if (isEmbedded() || useAppStore.getState().isFromOuterSite) {
    window.parent.postMessage({ type: 'expires' }, '*');
    return;
  }
  redirector(loginUrl(currentAppUrl()));
}

/**
 * The logged-out flow (a 401 anywhere, or an invalid token at startup). Calling it again while a redirect
 * is pending replaces the pending one, so parallel 401s lead to one redirect.
 */
export function loggedOut(delay: number = DELAYS.LOGOUT_REDIRECT): void {
  clearSession();
  if (pendingLeave) clearTimeout(pendingLeave);
  pendingLeave = setTimeout(leave, delay);
}

/**
 * User-initiated logout: the state is cleared and, after the redirect delay, the login page opens, or `endSession`
 * (the single sign-on provider's logout address, which sends the browser back to the login page).
 */
export function redirectToLoginSoon(endSession: string | null = null, delay: number = DELAYS.LOGOUT_REDIRECT): void {
  clearSession();
  if (pendingLeave) clearTimeout(pendingLeave);
  pendingLeave = setTimeout(() => {
    pendingLeave = null;
    redirector(endSession ?? loginUrl());
  }, delay);
}
