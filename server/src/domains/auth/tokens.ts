import jwt from 'jsonwebtoken';

export const TOKEN_COOKIE = 'tessera_token';

/** HS256 JWT whose only claims are the session id (`sid`), the user id (`sub`) and the expiry. */
export function signToken(secret: string, sessionId: string, userId: number, ttlSeconds: number): string {
  return jwt.sign({ sid: sessionId }, secret, { algorithm: 'HS256', expiresIn: ttlSeconds, subject: String(userId) });
}

/** The session id of a valid token (signature and expiry checked), else null. */
export function readToken(secret: string, token: string): string | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload === 'object' && payload && typeof payload.sid === 'string') return payload.sid;
    return null;
  } catch {
    return null;
  }
}
