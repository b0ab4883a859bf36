/**
 * Login throttling (finding 4): per account and per address, growing delays answered 429 with Retry-After, a
 * lockout that refuses the right password until an admin clears it, failures logged without the password, and the
 * counts shared by two instances through Redis. The limits are shrunk per test so nothing waits long; waits poll
 * for the visible result (a refused attempt is not counted, so polling does not extend the delay).
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createApp, type AppHandle } from '../../src/app';
import type { ThrottleRule } from '../../src/domains/auth/throttle';
import { ADMIN_PASSWORD, createEnv, data, type TestEnv } from '../harness';
import { bodyOf } from '../support/body';
import { REDIS_URL, REDIS_WHERE, redisReachable } from '../support/redis';

const REQUIRE = process.env.TESSERA_REQUIRE_DBS === '1';

const roomy: ThrottleRule = {
  freeFailures: 1000,
  baseDelayMs: 1000,
  maxDelayMs: 1000,
  lockAfter: 10_000,
  lockMs: 60_000,
  windowMs: 60_000,
};

/** Repeats `attempt` until it answers something other than 429 (the delay ran out), at most `ms`. */
async function afterDelay(attempt: () => Promise<request.Response>, ms = 5000): Promise<request.Response> {
  const end = Date.now() + ms;
  for (;;) {
    const res = await attempt();
    if (res.status !== 429 || Date.now() > end) return res;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('login throttling', () => {
  let env: TestEnv;
  const login = (username: string, password: string, from = '198.51.100.1') =>
    env.http
      .post(env.api('/auth/login'))
      .set('Accept-Language', 'en')
      .set('X-Forwarded-For', from)
      .send({ username, password });

  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false });
  });

  afterAll(async () => {
    await env?.handle.close();
    await env?.close();
  });

  it('delays grow per account, then the account locks; the right password is refused until an admin clears it', async () => {
    env.config.loginThrottle.address = roomy;
    env.config.loginThrottle.account = {
      freeFailures: 2,
      // A full second: the three refused attempts below must land inside the delay even on a loaded machine.
      baseDelayMs: 1000,
      maxDelayMs: 1000,
      lockAfter: 4,
      lockMs: 60_000,
      windowMs: 60_000,
    };
    const user = await env.addUser('victim');
    const wrong = () => login(user.username, 'wrong-password-1');
    expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(401);
    const delayed = await wrong();
    expect(delayed.status).toBe(429);
    expect(delayed.headers['retry-after']).toBe('1');
    expect(bodyOf(delayed).message).toBe('Too many failed logins: try again in 1 s');
    // The same account typed in other case is the same account.
    expect((await login(user.username.toUpperCase(), 'x')).status).toBe(429);
    // Even the right password waits out the delay.
    expect((await login(user.username, user.password)).status).toBe(429);
    expect((await afterDelay(wrong)).status).toBe(401);
    expect((await afterDelay(wrong)).status).toBe(401);

    const locked = await afterDelay(() => login(user.username, user.password), 2000);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    expect(bodyOf(locked).message).toMatch(/^Too many failed logins: the account is locked for \d+ s/);

    // Only admins clear it.
    const member = await env.addUser('bystander');
    expect((await env.post('/auth/lockout/clear', { username: user.username }, member.token)).status).toBe(403);
    const cleared = await env.post('/auth/lockout/clear', { username: user.username }, env.adminToken);
    expect(data(cleared)).toEqual({ cleared: true });
    expect((await login(user.username, user.password)).status).toBe(200);

    const failures = env.logs.filter((line) => line.includes('"msg":"login failed"'));
    expect(failures.length).toBeGreaterThanOrEqual(4);
    expect(failures.some((line) => line.includes(user.username) && line.includes('"reason":"locked"'))).toBe(true);
    expect(env.logs.some((line) => line.includes('wrong-password-1') || line.includes(user.password))).toBe(false);
  });

  it('limits an address across accounts; another address is not affected; a forged X-Forwarded-For entry does not help', async () => {
    env.config.loginThrottle.account = roomy;
    env.config.loginThrottle.address = { ...roomy, freeFailures: 3, baseDelayMs: 60_000, maxDelayMs: 60_000 };
    const from = '203.0.113.7';
    for (const name of ['a1', 'a2', 'a3']) expect((await login(name, 'guess-guess', from)).status).toBe(401);
    const refused = await login('a4', 'guess-guess', from);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    // The left entries of X-Forwarded-For are the client's own words: the nearest proxy's entry counts.
    expect((await login('a5', 'guess-guess', `192.0.2.99, ${from}`)).status).toBe(429);
    expect((await login('a6', 'guess-guess', '203.0.113.8')).status).toBe(401);
    // Right passwords do not count against an address.
    const ok = await login('admin', ADMIN_PASSWORD, '203.0.113.9');
    expect(ok.status).toBe(200);
  });
});

const redisUp = redisReachable();
if (!redisUp && !REQUIRE) console.warn(`SKIPPED: login throttle over Redis — Redis is not reachable at ${REDIS_WHERE}`);

(redisUp || REQUIRE ? describe : describe.skip)('login throttling shared through Redis', () => {
  let env: TestEnv;
  const handles: AppHandle[] = [];

  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false });
    const prefix = `tessera:test:login:${randomBytes(6).toString('hex')}:`;
    for (let i = 0; i < 2; i++) {
      const config = {
        ...env.config,
        queryCache: { ...env.config.queryCache, redisUrl: REDIS_URL },
        loginThrottle: {
          redisPrefix: prefix,
          address: roomy,
          account: { ...roomy, freeFailures: 2, lockAfter: 3 },
        },
      };
      handles.push(await createApp(config, { store: env.handle.store, logger: env.handle.logger }));
    }
  });

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await env?.handle.close();
    await env?.close();
  });

  it('failures on one instance count on the other; a clear on one frees both', async () => {
    const user = await env.addUser('shared');
    const on = (i: number, password: string) =>
      request(handles[i].app.callback()).post(env.api('/auth/login')).send({ username: user.username, password });
    expect((await on(0, 'wrong-one')).status).toBe(401);
    expect((await on(1, 'wrong-two')).status).toBe(401);
    expect((await on(0, user.password)).status).toBe(429);
    expect((await on(1, user.password)).status).toBe(429);
    const cleared = await request(handles[1].app.callback())
      .post(env.api('/auth/lockout/clear'))
      .set('Authorization', `Bearer ${env.adminToken}`)
      .send({ username: user.username });
    expect(data(cleared)).toEqual({ cleared: true });
    expect((await on(0, user.password)).status).toBe(200);
  });
});
