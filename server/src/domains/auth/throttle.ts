import type { Logger } from '../../core/logger';

/** One limit: free failures, then growing delays, then a lockout window (all per key, within `windowMs`). */
export interface ThrottleRule {
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** First delay after the free failures; it doubles with each further failure, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures after which the key is locked for lockMs (also for the right password), unless an admin clears it. */
  lockAfter: number;
  lockMs: number;
  /** Failures are forgotten this long after the last one. */
  windowMs: number;
}

export interface LoginThrottleSettings {
  account: ThrottleRule;
  address: ThrottleRule;
  /** Key prefix in Redis (REDIS_URL): every instance then shares the counts. */
  redisPrefix: string;
}

const MINUTE = 60_000;

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = {
  account: {
    freeFailures: 5,
    baseDelayMs: 1000,
    maxDelayMs: 5 * MINUTE,
    lockAfter: 10,
    lockMs: 15 * MINUTE,
    windowMs: 15 * MINUTE,
  },
  address: {
    freeFailures: 20,
    baseDelayMs: 1000,
    maxDelayMs: 5 * MINUTE,
    lockAfter: 100,
    lockMs: 15 * MINUTE,
    windowMs: 15 * MINUTE,
  },
  redisPrefix: 'tessera:login:',
};

/** The state of one key: failures counted in the window and when the last one happened. */
export interface Counter {
  failures: number;
  last: number;
}

/** Milliseconds the key must still wait (0: it may try now). */
export function waitOf(rule: ThrottleRule, counter: Counter | null, now: number): number {
  if (!counter) return 0;
  const { failures, last } = counter;
  if (failures >= rule.lockAfter) return Math.max(0, last + rule.lockMs - now);
  if (failures < rule.freeFailures) return 0;
  const delay = Math.min(rule.baseDelayMs * 2 ** (failures - rule.freeFailures), rule.maxDelayMs);
  return Math.max(0, last + delay - now);
}

/**
 * Where counters live. `attempt` is atomic: when the key need not wait it counts the attempt as a failure at once
 * (so a burst of parallel guesses is counted before any password is checked) and answers 0; else the wait in ms.
 * `refund` takes one failure back (the attempt was right), `clear` forgets the key.
 */
export interface CounterStore {
  attempt(key: string, rule: ThrottleRule, now: number): Promise<number>;
  refund(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  peek(key: string): Promise<Counter | null>;
  close(): Promise<void>;
}

/** Counters of one instance (no REDIS_URL). */
export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, Counter & { expires: number }>();

  private live(key: string, now: number): (Counter & { expires: number }) | null {
    const counter = this.counters.get(key);
    if (counter && counter.expires <= now) this.counters.delete(key);
    return counter && counter.expires > now ? counter : null;
  }

  attempt(key: string, rule: ThrottleRule, now: number): Promise<number> {
    const counter = this.live(key, now);
    const wait = waitOf(rule, counter, now);
    if (wait > 0) return Promise.resolve(wait);
    this.counters.set(key, { failures: (counter?.failures ?? 0) + 1, last: now, expires: now + rule.windowMs });
    // Bound the map: expired keys go when a new one comes.
    if (this.counters.size > 100_000) for (const k of this.counters.keys()) this.live(k, now);
    return Promise.resolve(0);
  }

  refund(key: string): Promise<void> {
    const counter = this.counters.get(key);
    if (counter) counter.failures = Math.max(0, counter.failures - 1);
    return Promise.resolve();
  }

  clear(key: string): Promise<void> {
    this.counters.delete(key);
    return Promise.resolve();
  }

  peek(key: string): Promise<Counter | null> {
    return Promise.resolve(this.live(key, Date.now()));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

export type Throttled = { ok: true } | { ok: false; retryAfterSeconds: number; locked: boolean };

/**
 * Login throttling per account (the username as typed, case-folded) and per client address. Every attempt counts
 * as a failure until the password proved right; a right password refunds the account's and the address's count
 * (the account is then cleared). A locked account refuses the right password too, until the window ends or an
 * admin clears it.
 */
export class LoginThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly settings: () => LoginThrottleSettings,
    private readonly logger: Logger,
  ) {}

  static accountKey(username: string): string {
    return `account:${username.toLowerCase()}`;
  }

  async attempt(username: string, address: string): Promise<Throttled> {
    const { account, address: perAddress } = this.settings();
    const now = Date.now();
    const accountKey = LoginThrottle.accountKey(username);
    const addressKey = `address:${address}`;
    const addressWait = await this.store.attempt(addressKey, perAddress, now);
    if (addressWait > 0) return this.refused(addressWait, perAddress, await this.store.peek(addressKey));
    const accountWait = await this.store.attempt(accountKey, account, now);
    if (accountWait > 0) {
      await this.store.refund(addressKey);
      return this.refused(accountWait, account, await this.store.peek(accountKey));
    }
    return { ok: true };
  }

  private refused(waitMs: number, rule: ThrottleRule, counter: Counter | null): Throttled {
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      locked: (counter?.failures ?? 0) >= rule.lockAfter,
    };
  }

  /** The password was right: the attempt was no failure. */
  async succeeded(username: string, address: string): Promise<void> {
    await this.store.clear(LoginThrottle.accountKey(username));
    await this.store.refund(`address:${address}`);
  }

  /** Logs a failed attempt: who and from where, never the password. */
  failed(username: string, address: string, reason: 'bad_credentials' | 'throttled' | 'locked'): void {
    this.logger.warn({ username: username.slice(0, 100), address, reason }, 'login failed');
  }

  /** An admin ends an account's lockout and delays. */
  async clearAccount(username: string): Promise<boolean> {
    const key = LoginThrottle.accountKey(username);
    const had = (await this.store.peek(key)) !== null;
    await this.store.clear(key);
    return had;
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
