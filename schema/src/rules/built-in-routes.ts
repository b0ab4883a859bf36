/**
 * Routes the web app owns (spec section 2). A menu entry may not take one of these urls: the client router would
 * answer its own screen and the page could never be opened. `/*` covers the path and everything below it. The
 * workbench entries seeded under `/config` point at these routes on purpose and are stored without this check.
 */
export const BUILT_IN_ROUTES = [
  '/',
  '/index',
  '/login',
  '/admin/*',
  '/user/*',
  '/permission/*',
  '/config',
  '/visitStat',
  '/userFlow',
  '/help/*',
  '/data/*',
  '/announcement',
  '/page-not-found',
] as const;

/**
 * Whether `url` (a path without the base, query or hash) is a built-in route. Compared without case, as the client
 * router matches paths, and without a trailing slash.
 */
export function isBuiltInRoute(url: string): boolean {
  const path = url.toLowerCase().replace(/(.)\/+$/, '$1');
  return BUILT_IN_ROUTES.some((route) => {
    const lower = route.toLowerCase();
    if (!lower.endsWith('/*')) return path === lower;
    const base = lower.slice(0, -2);
    return path === base || path.startsWith(`${base}/`);
  });
}
