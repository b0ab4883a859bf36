import { Op, UniqueConstraintError } from 'sequelize';
import * as client from 'openid-client';
import { EMPLOYEE_STATUS, INPUT_LIMITS, type LoginResult, type SsoRefusal } from '@tessera/schema/api';
import type { Logger } from '../../../core/logger';
import type { Store } from '../../../store';
import { foldUsername, type UserModel } from '../../users/models';
import type { AuthService } from '../service';
import { isLoopback, type OidcSettings } from './settings';

/** How long a login may stay at the provider before its state is forgotten. */
export const OIDC_LOGIN_TTL_MS = 10 * 60 * 1000;

/** The password hash of an account made by single sign-on: no password opens it until an admin sets one. */
const NO_PASSWORD = '!sso';

/** A refused single sign-on login; `reason` goes to the login page, `detail` only to the log. */
export class SsoRefused extends Error {
  constructor(
    readonly reason: SsoRefusal,
    readonly detail = '',
  ) {
    super(`single sign-on refused: ${reason}${detail ? ` (${detail})` : ''}`);
    this.name = 'SsoRefused';
  }
}

/** The claims a person is matched by. */
interface Identity {
  username: string;
  email: string;
  name: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

const USERNAME = new RegExp(INPUT_LIMITS.USERNAME_PATTERN);

/**
 * Login through an OpenID Connect provider with openid-client: authorization code flow with PKCE, state and nonce.
 * What is pending between the two legs lives in the store (`oidc_logins`), keyed by the state the browser also
 * holds in a cookie, and is deleted on the way back: each login is used once, on whichever instance.
 */
export class OidcService {
  private discovered: Promise<client.Configuration> | null = null;

  constructor(
    private readonly store: Store,
    private readonly settings: OidcSettings,
    private readonly auth: AuthService,
    private readonly logger: Logger,
  ) {}

  /** The provider's configuration, discovered once; a failed discovery is tried again on the next call. */
  private configuration(): Promise<client.Configuration> {
    if (!this.discovered) {
      const { issuer, clientId, clientSecret } = this.settings;
      const url = new URL(issuer);
      const execute = url.protocol === 'http:' && isLoopback(url.hostname) ? [client.allowInsecureRequests] : [];
      this.discovered = client
        .discovery(url, clientId, clientSecret || undefined, clientSecret ? undefined : client.None(), { execute })
        .catch((err: unknown) => {
          this.discovered = null;
          throw err;
        });
    }
    return this.discovered;
  }

  private async reachable(): Promise<client.Configuration> {
    try {
      return await this.configuration();
    } catch (err) {
      this.logger.warn({ error: (err as Error).message, issuer: this.settings.issuer }, 'oidc discovery failed');
      throw new SsoRefused('unavailable', (err as Error).message);
    }
  }

  /** Records a new login and answers the provider's authorization url; `state` goes into the browser's cookie. */
  async start(callbackUrl: string, redirect: string): Promise<{ url: string; state: string }> {
    const config = await this.reachable();
    const { OidcLogin } = this.store.models;
    await OidcLogin.destroy({ where: { expires_at: { [Op.lte]: new Date() } } });
    const state = client.randomState();
    const nonce = client.randomNonce();
    const verifier = client.randomPKCECodeVerifier();
    await OidcLogin.create({
      state,
      nonce,
      code_verifier: verifier,
      redirect,
      expires_at: new Date(Date.now() + OIDC_LOGIN_TTL_MS),
    });
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: callbackUrl,
      scope: this.settings.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /**
   * The browser is back at `callbackUrl` (with the provider's query): checks it against the login its cookie names,
   * trades the code for tokens, matches or creates the user and opens a session. Answers the session and the in-app
   * url to open; anything wrong is an SsoRefused.
   */
  async finish(callbackUrl: URL, cookieState: string | null): Promise<{ login: LoginResult; redirect: string }> {
    const state = callbackUrl.searchParams.get('state');
    if (!state || !cookieState || state !== cookieState)
      throw new SsoRefused('state', 'state does not match the cookie');
    const { OidcLogin } = this.store.models;
    const pending = await OidcLogin.findByPk(state);
    // Whoever deletes the row owns the login: a replay, even on another instance at the same moment, deletes nothing.
    const taken = await OidcLogin.destroy({ where: { state } });
    if (!pending || taken !== 1 || pending.expires_at.getTime() <= Date.now())
      throw new SsoRefused('state', 'unknown, used or expired state');
    const error = callbackUrl.searchParams.get('error');
    if (error) throw new SsoRefused('provider', error);

    const config = await this.reachable();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      throw new SsoRefused('provider', (err as Error).message);
    }
    const claims = tokens.claims();
    if (!claims) throw new SsoRefused('provider', 'no ID token');
    let profile: Record<string, unknown> = { ...claims };
    // Providers that follow the spec's default put profile and email claims in userinfo, not in the ID token.
    if (config.serverMetadata().userinfo_endpoint) {
      try {
        profile = { ...profile, ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) };
      } catch (err) {
        throw new SsoRefused('provider', (err as Error).message);
      }
    }
    const user = await this.userFor(this.identityOf(profile));
    if (user.status !== EMPLOYEE_STATUS.ACTIVE) throw new SsoRefused('disabled', user.username);
    return { login: await this.auth.openSession(user, tokens.id_token ?? null), redirect: pending.redirect };
  }

  /** `preferred_username`, and the email unless the provider says it is not verified. */
  private identityOf(profile: Record<string, unknown>): Identity {
    const username = text(profile.preferred_username);
    const email = profile.email_verified === false ? '' : text(profile.email).toLowerCase();
    if (!username && !email) throw new SsoRefused('no_identity');
    return { username, email, name: text(profile.name) };
  }

  /** The account named by the username, else by the email; else a new one when OIDC_CREATE_USERS allows it. */
  private async userFor(identity: Identity): Promise<UserModel> {
    const { User } = this.store.models;
    const byName = identity.username
      ? await User.findOne({ where: { username_folded: foldUsername(identity.username) } })
      : null;
    if (byName) return byName;
    const byEmail = identity.email ? await User.findOne({ where: { email: identity.email } }) : null;
    if (byEmail) return byEmail;
    if (!this.settings.createUsers) throw new SsoRefused('unknown_user', identity.username || identity.email);
    return this.create(identity);
  }

  private async create(identity: Identity): Promise<UserModel> {
    const username = newUsername(identity);
    if (!username) throw new SsoRefused('no_identity', 'no usable username');
    const { User } = this.store.models;
    try {
      const user = await User.create({
        username,
        realname: (identity.name || username).slice(0, 100),
        email: identity.email || null,
        password_hash: NO_PASSWORD,
        is_admin: false,
        status: EMPLOYEE_STATUS.ACTIVE,
      });
      this.logger.info({ username, userId: user.id }, 'account created by single sign-on');
      return user;
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw new SsoRefused('username_taken', username);
      throw err;
    }
  }

  /**
   * The provider's logout address for a single sign-on session, when it has one; the provider sends the browser
   * back to `postLogoutUrl`. Null when the provider has no end-session endpoint or cannot be reached now.
   */
  async endSessionUrl(idToken: string, postLogoutUrl: string): Promise<string | null> {
    let config: client.Configuration;
    try {
      config = await this.configuration();
    } catch {
      return null;
    }
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: postLogoutUrl }).href;
  }
}

/** The username of a new account: the provider's one when it fits the product's rule, else the email's local part. */
function newUsername(identity: Identity): string {
  const fits = (name: string) => name.length <= INPUT_LIMITS.USERNAME && USERNAME.test(name);
  if (identity.username && fits(identity.username)) return identity.username;
  const local = identity.email.split('@')[0]?.replace(/[^A-Za-z0-9._-]/g, '') ?? '';
  return local && fits(local) ? local : '';
}
