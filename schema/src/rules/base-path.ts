/**
 * The prefix the product is mounted under (BASE_PATH): `/`, `/tessera`, `tessera/` → `/`, `/tessera/`,
 * `/tessera/`. The server injects it into the page it serves, so server and browser must read it the same way.
 * Only url-safe path characters are allowed: the value ends up in html and in redirects.
 */
export function normaliseBasePath(value: string | undefined): string {
  const raw = (value ?? '/').trim() || '/';
  const withSlashes = `/${raw.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  if (!/^\/([A-Za-z0-9._~-]+\/)*$/.test(withSlashes)) {
    throw new Error(`BASE_PATH is not a valid path prefix: ${String(value)}`);
  }
  return withSlashes;
}
