/** Single sign-on through an OpenID Connect provider, read from the environment (README, Configuration). */
export interface OidcSettings {
  /** OIDC_ISSUER: the provider's issuer url; its discovery document says everything else. */
  issuer: string;
  /** OIDC_CLIENT_ID */
  clientId: string;
  /** OIDC_CLIENT_SECRET; empty for a public client (PKCE alone then proves the code is ours). */
  clientSecret: string;
  /** OIDC_SCOPES, space-separated; `openid` is always asked for. */
  scopes: string;
  /** OIDC_CREATE_USERS: a person the provider knows but no account matches gets one on the first login. */
  createUsers: boolean;
}

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** The settings, or null when OIDC_ISSUER is unset. A half-written setup stops the start with what is missing. */
export function loadOidcSettings(env: Env): OidcSettings | null {
  const issuer = env.OIDC_ISSUER?.trim();
  if (!issuer) return null;
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`OIDC_ISSUER is not a url: ${issuer}`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname)))
    throw new Error(`OIDC_ISSUER must be an https url (http only on localhost): ${issuer}`);
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!clientId) throw new Error('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  const scopes = new Set((env.OIDC_SCOPES || 'openid profile email').split(/[\s,]+/).filter(Boolean));
  scopes.add('openid');
  return {
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET ?? '',
    scopes: [...scopes].join(' '),
    createUsers: flag(env.OIDC_CREATE_USERS, false),
  };
}

/** LOCAL_LOGIN (default on). Off needs single sign-on, or nobody could log in at all. */
export function loadLocalLogin(env: Env, oidc: OidcSettings | null): boolean {
  const on = flag(env.LOCAL_LOGIN, true);
  if (!on && !oidc) throw new Error('LOCAL_LOGIN=off needs single sign-on: set OIDC_ISSUER and OIDC_CLIENT_ID too');
  return on;
}

/** A provider on this machine may speak plain http (development and tests); any other must use https. */
export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
