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

/**
 * The in-app url to open after a login: only a path inside the app (no protocol-relative or absolute url, which
 * would send the user to another site), and never the login page itself; anything else is `/index`.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/index';
  // Browsers drop tabs and line breaks from a url, so `/\t/evil.example` would become `//evil.example`.
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/index';
  if (value === '/login' || value.startsWith('/login?')) return '/index';
  return value;
}
