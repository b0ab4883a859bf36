/** The Redis the suites share (TEST_REDIS_URL, default redis://127.0.0.1:6379); each suite keeps to its own key prefix. */
import { isReachable, type Endpoint } from './reachable';

export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export function redisEndpoint(): Endpoint {
  const u = new URL(REDIS_URL);
  return { host: u.hostname, port: Number(u.port || 6379) };
}

/** Synchronous, so a suite can choose between describe and describe.skip. */
export function redisReachable(): boolean {
  return isReachable(redisEndpoint());
}

/** The URL without credentials, for messages. */
export const REDIS_WHERE = REDIS_URL.replace(/\/\/[^@/]*@/, '//');
