import jwt from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';

/** Longest a verified token is trusted without checking its signature again (its expiry is still checked). */
const KEEP_MS = 60_000;

/**
 * Tokens whose signature was verified, with their session id: HMAC and JSON work on every request cost more than
 * the cached answer they guard. Only the signature check is skipped; the token's own expiry is honoured, and the
 * session it names is still looked up (logout, disable and password reset end sessions, not tokens).
 */
export class VerifiedTokens {
  private readonly verified = new LRUCache<string, { sessionId: string; expiresAt: number }>({
    max: 20_000,
    ttl: KEEP_MS,
    ttlAutopurge: false,
  });

  sessionOf(token: string, verify: () => string | null): string | null {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.sessionId;
    const sessionId = verify();
    if (!sessionId) return null;
    const claims = jwt.decode(token);
    const exp = claims && typeof claims === 'object' && typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
    if (exp > Date.now()) this.verified.set(token, { sessionId, expiresAt: exp });
    return sessionId;
  }
}
