/**
 * The browser's part of a single sign-on login, done with fetch: follows the provider's redirects with its cookies,
 * fills its sign-in form (tests/support/oidc-provider.mjs: any password; the login names the account) and stops at
 * the first address outside the provider, which is the product's callback with the code and the state.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const provider = new URL(authorizationUrl).origin;
  const jar = new Map<string, string>();
  const go = async (url: URL, init: RequestInit = {}): Promise<URL> => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) jar.set(name, value);
      else jar.delete(name);
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) return new URL(location, url);
    if (res.status !== 200) throw new Error(`provider answered ${res.status} at ${url.href}: ${await res.text()}`);
    await res.text();
    return url;
  };

  let at = await go(new URL(authorizationUrl));
  // The sign-in form: /interaction/<uid>, posted to itself.
  if (!/\/interaction\//.test(at.pathname)) throw new Error(`expected the sign-in form, got ${at.href}`);
  await go(at);
  at = await go(at, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
  });
  for (let hops = 0; at.origin === provider; hops++) {
    if (hops > 10) throw new Error(`the provider never sent the browser back: ${at.href}`);
    at = await go(at);
  }
  return at;
}
