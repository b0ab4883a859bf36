import { DEPLOY_VARIANTS, type DeployVariant } from '@tessera/schema/api';
import { normaliseBasePath } from '@tessera/schema/rules';

/** Facts about the page the app runs in: mount prefix, build id, embedding. */

/**
 * What the server put in `<meta name="tessera-runtime">` (a meta element, since the CSP allows no inline script);
 * `window.__TESSERA__` wins when set (tests set it).
 */
function runtime(): TesseraRuntime | undefined {
  if (typeof window === 'undefined') return undefined;
  if (window.__TESSERA__) return window.__TESSERA__;
  const content = document.querySelector('meta[name="tessera-runtime"]')?.getAttribute('content');
  try {
    return content ? (JSON.parse(content) as TesseraRuntime) : undefined;
  } catch {
    return undefined;
  }
}

/** Prefix with leading and trailing slash, e.g. '/' or '/tessera/'. */
export function basePath(): string {
  return normaliseBasePath(runtime()?.basePath);
}

/** Router basename: the base path without its trailing slash ('/' stays '/'). */
export function routerBasename(): string {
  const base = basePath();
  return base === '/' ? '/' : base.slice(0, -1);
}

/** Removes the app prefix from a browser pathname, giving the path the router and the app lookup use. */
export function stripBase(pathname: string): string {
  const base = routerBasename();
  if (base === '/') return pathname || '/';
  if (pathname === base) return '/';
  if (pathname.startsWith(`${base}/`)) return pathname.slice(base.length);
  return pathname || '/';
}

/** Id of the running build ('dev' on the dev server, 'test' under jest). */
export function buildId(): string {
  return typeof __BUILD_ID__ === 'undefined' ? 'test' : __BUILD_ID__;
}

/** The kind of host the server says it is (spec section 9); production when it says nothing known. */
export function deployVariant(): DeployVariant {
  const variant = runtime()?.variant;
  return DEPLOY_VARIANTS.find((v) => v === variant) ?? 'production';
}

/** True when the app runs inside another page (micro-frontend host or outer site iframe). */
export function isEmbedded(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

/** The current in-app url (path without base, plus query and hash), used as a login `redirect`. */
export function currentAppUrl(): string {
  const { pathname, search, hash } = window.location;
  return `${stripBase(pathname)}${search}${hash}`;
}
