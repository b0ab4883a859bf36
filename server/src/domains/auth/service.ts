import { randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import { EMPLOYEE_STATUS, type LoginResult } from '@tessera/schema/api';
import type { Config } from '../../config';
import { AppError, unauthorized } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import { toCurrentUser, toUserInfo } from '../users/mappers';
import type { UserModel } from '../users/models';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import type { LoginThrottle } from './throttle';
import { readToken, signToken } from './tokens';
import type { Generations, Invalidation } from '../../cache/generations';
import { GenerationMemo } from '../../cache/memo';
import { deepFreeze } from '../../core/freeze';
import { VerifiedTokens } from './verified-tokens';

interface SessionFound {
  found: { user: CurrentUser; expiresAt: number } | null;
}

export class AuthService {
  private readonly tokens = new VerifiedTokens();
  /** Sessions as last read, under the sessions generation: ending one or changing its user raises it everywhere. */
  private readonly sessions = new GenerationMemo<SessionFound>(50_000);

  constructor(
    private readonly store: Store,
    private readonly config: Pick<Config, 'secret' | 'sessionTtlSeconds' | 'localLogin' | 'passwordCost'>,
    readonly throttle?: LoginThrottle,
    private readonly generations?: Invalidation,
  ) {}

  /**
   * Checks the password, opens a session and signs a token for it. One generic 401 for any bad pair. With a
   * throttle: too many failures for the account or the address answer 429 with Retry-After before any password is
   * checked (a locked account refuses the right password too); failures are logged, never the password. With
   * LOCAL_LOGIN off every password login is refused, before any password is checked.
   */
  async login(username: string, password: string, address = 'unknown'): Promise<LoginResult> {
    if (!this.config.localLogin) throw new AppError(403, 'auth.local_login_off');
    const { throttle } = this;
    if (throttle) {
      const verdict = await throttle.attempt(username, address);
      if (!verdict.ok) {
        throttle.failed(username, address, verdict.locked ? 'locked' : 'throttled');
        const seconds = String(verdict.retryAfterSeconds);
        const key = verdict.locked ? 'auth.locked' : 'auth.throttled';
        throw new AppError(
          429,
          key,
          { seconds },
          { retry_after: verdict.retryAfterSeconds },
          { 'Retry-After': seconds },
        );
      }
    }
    const user = await this.store.models.User.findOne({ where: { username } });
    const good = await verifyPassword(
      password,
      user ? user.password_hash : await dummyPasswordHash(this.config.passwordCost),
    );
    if (!user || !good) {
      throttle?.failed(username, address, 'bad_credentials');
      throw unauthorized('auth.bad_credentials');
    }
    await throttle?.succeeded(username, address);
    return this.openSession(user);
  }

  /** A stored hash of a new password, at the configured cost. */
  hashPassword(password: string): Promise<string> {
    return hashPassword(password, this.config.passwordCost);
  }

  /**
   * A session for a user already proven (by password or by the single sign-on provider, whose ID token is kept as
   * the hint of its logout), and its signed token. A disabled user gets none.
   */
  async openSession(user: UserModel, idToken: string | null = null): Promise<LoginResult> {
    if (user.status !== EMPLOYEE_STATUS.ACTIVE) throw new AppError(403, 'auth.user_disabled');
    const ttl = this.config.sessionTtlSeconds;
    const session = await this.store.models.Session.create({
      id: randomUUID(),
      user_id: user.id,
      expires_at: new Date(Date.now() + ttl * 1000),
      id_token: idToken,
    });
    return { token: signToken(this.config.secret, session.id, user.id, ttl), user: toUserInfo(user) };
  }

  /**
   * The user and session of a token: valid signature and expiry, live session row, active user. Else null.
   * `generations`: the memo generations read for this check (null: unknown), taken before anything was read, so the
   * rest of the request may use them instead of asking Redis again.
   */
  async authenticate(
    token: string,
  ): Promise<{ user: CurrentUser; sessionId: string; generations: Generations | null } | null> {
    const sessionId = this.tokens.sessionOf(token, () => readToken(this.config.secret, token));
    if (!sessionId) return null;
    const generations = (await this.generations?.current()) ?? null;
    const { found } = await this.sessions.get(sessionId, generations?.sessions ?? null, () =>
      this.readSession(sessionId),
    );
    if (!found || found.expiresAt <= Date.now()) return null;
    return { user: found.user, sessionId, generations };
  }

  private async readSession(sessionId: string): Promise<SessionFound> {
    const { User, Session } = this.store.models;
    const session = await Session.findByPk(sessionId);
    if (!session) return { found: null };
    const user = await User.findByPk(session.user_id);
    if (!user || user.status !== EMPLOYEE_STATUS.ACTIVE) return { found: null };
    return { found: { user: deepFreeze(toCurrentUser(user)), expiresAt: session.expires_at.getTime() } };
  }

  /** Ends the session; answers the provider's ID token when it was a single sign-on session, else null. */
  async logout(sessionId: string): Promise<string | null> {
    const { Session } = this.store.models;
    const session = await Session.findByPk(sessionId, { attributes: ['id', 'id_token'] });
    await Session.destroy({ where: { id: sessionId } });
    return session?.id_token ?? null;
  }

  /** Ends every session of a user, optionally keeping one (the caller's own). */
  async endSessionsOf(userId: number, keep?: string): Promise<void> {
    const where = keep ? { user_id: userId, id: { [Op.ne]: keep } } : { user_id: userId };
    await this.store.models.Session.destroy({ where });
  }

  async purgeExpiredSessions(): Promise<number> {
    return this.store.models.Session.destroy({ where: { expires_at: { [Op.lte]: new Date() } } });
  }
}
