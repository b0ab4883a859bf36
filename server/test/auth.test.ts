import jwt from 'jsonwebtoken';
import { signToken } from '../src/domains/auth/tokens';
import { ADMIN_PASSWORD, data, describeOnSqlite } from './harness';
import { anyNumber, bodyOf, textMatching } from './support/body';

function tokenCookie(res: { headers: Record<string, unknown> }): string {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('tessera_token=')) ?? '';
}

describeOnSqlite('auth', { demo: false }, (env) => {
  it('logs in with the right password: token, user, httpOnly SameSite=Lax cookie on the base path', async () => {
    const res = await env().post('/auth/login', { username: 'admin', password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    expect(bodyOf(res).code).toBe(1);
    expect(data<{ token: string; user: unknown }>(res)).toEqual({
      token: textMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      user: { id: anyNumber(), name: 'Administrator', passport: 'admin', is_admin: true },
    });
    const cookie = tokenCookie(res);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).toMatch(/path=\//i);
  });

  it('accepts camelCase keys too (appId → app_id normalisation)', async () => {
    const res = await env().post('/auth/login', { Username: 'admin', Password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('answers one generic 401 for a wrong password or an unknown user', async () => {
    const wrong = await env().post('/auth/login', { username: 'admin', password: 'nope-nope' });
    const unknown = await env().post('/auth/login', { username: 'ghost', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: 401, message: '用户名或密码错误', result_data: null });
    expect(unknown.body).toEqual(wrong.body);
    const en = await env().post('/auth/login', { username: 'ghost', password: 'x' }).set('Accept-Language', 'en');
    expect(bodyOf(en).message).toBe('Wrong username or password');
  });

  it('a disabled user cannot log in', async () => {
    const u = await env().addUser('leaver');
    await env().post('/backend/user/update', { id: u.id, status: 0 }, env().adminToken).expect(200);
    const res = await env().post('/auth/login', { username: u.username, password: u.password });
    expect(res.status).toBe(403);
    expect(bodyOf(res).code).toBe(403);
  });

  it('the current user call answers code 0 with the token in the header or in the cookie', async () => {
    const viaHeader = await env().get('/user/info', env().adminToken);
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body).toMatchObject({ code: 0, result_data: { passport: 'admin', name: 'Administrator' } });
    const login = await env().post('/auth/login', { username: 'admin', password: ADMIN_PASSWORD });
    const cookie = tokenCookie(login).split(';')[0];
    const viaCookie = await env().http.get(env().api('/user/info')).set('Cookie', cookie);
    expect(viaCookie.body).toMatchObject({ code: 0, result_data: { passport: 'admin' } });
  });

  it('every API route but login, version and health needs a login', async () => {
    for (const [method, path] of [
      ['get', '/user/info'],
      ['get', '/backend/app/list'],
      ['post', '/backend/user/search'],
      ['get', '/site/entries?app_id=1'],
      ['post', '/auth/logout'],
    ] as const) {
      const res = method === 'get' ? await env().get(path) : await env().post(path, {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, message: '未登录或登录已过期', result_data: null });
    }
    expect((await env().get('/version')).status).toBe(200);
    expect((await env().get('/health')).status).toBe(200);
    expect((await env().get('/health/ready')).body).toMatchObject({ code: 1, result_data: { status: 'ok' } });
  });

  it('logout ends the session: the token stops working and the cookie is cleared', async () => {
    const token = await env().login('admin', ADMIN_PASSWORD);
    const out = await env().post('/auth/logout', {}, token);
    expect(out.status).toBe(200);
    expect(tokenCookie(out)).toMatch(/tessera_token=;/);
    expect((await env().get('/user/info', token)).status).toBe(401);
    expect((await env().get('/user/info', env().adminToken)).status).toBe(200);
  });

  it('rejects tampered, foreign, expired tokens and expired sessions with 401', async () => {
    const token = await env().login('admin', ADMIN_PASSWORD);
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    const payload = jwt.decode(token) as { sid: string; sub: string };
    const foreign = signToken('another-secret', payload.sid, Number(payload.sub), 3600);
    const expired = jwt.sign({ sid: payload.sid, exp: Math.floor(Date.now() / 1000) - 10 }, env().config.secret, {
      algorithm: 'HS256',
    });
    const none = jwt.sign({ sid: payload.sid }, '', { algorithm: 'none' });
    for (const bad of [tampered, foreign, expired, none, 'garbage'])
      expect((await env().get('/user/info', bad)).status).toBe(401);
    expect((await env().get('/user/info', token)).status).toBe(200);
    await env().handle.store.models.Session.update(
      { expires_at: new Date(Date.now() - 1000) },
      { where: { id: payload.sid } },
    );
    expect((await env().get('/user/info', token)).status).toBe(401);
  });

  it('a stale cookie gets a 401 that also clears it', async () => {
    const res = await env().http.get(env().api('/user/info')).set('Cookie', 'tessera_token=garbage');
    expect(res.status).toBe(401);
    expect(tokenCookie(res)).toMatch(/tessera_token=;/);
  });

  it('names every invalid field (400) and rejects unknown ones, in zh and en', async () => {
    const zh = await env().post('/auth/login', { password: 'x', extra: 1 });
    expect(zh.status).toBe(400);
    expect(bodyOf(zh).code).toBe(400);
    expect(bodyOf(zh).message).toBe('username: 必填；extra: 不允许的字段');
    expect(bodyOf(zh).result_data).toEqual({
      errors: [
        { field: 'username', rule: 'required' },
        { field: 'extra', rule: 'unknown_field' },
      ],
    });
    const en = await env().post('/auth/login', { username: 5, password: '' }).set('Accept-Language', 'en-US,en;q=0.9');
    expect(bodyOf(en).message).toBe('username: must be of type string; password: is required');
  });

  it('answers 400 for malformed JSON and 413 for a body over the limit', async () => {
    const bad = await env()
      .http.post(env().api('/auth/login'))
      .set('Content-Type', 'application/json')
      .send('{"username":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 400, message: '请求体不是有效的 JSON', result_data: null });
    const big = await env().post('/auth/login', { username: 'a', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect(bodyOf(big).code).toBe(413);
  });

  it('never logs passwords or tokens; logs one line per request', () => {
    const logs = env().logs.join('\n');
    expect(logs).not.toContain(ADMIN_PASSWORD);
    expect(logs).not.toContain(env().adminToken);
    const line = env()
      .logs.map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.path === '/api/auth/login');
    expect(line).toMatchObject({ level: 30, method: 'POST', status: anyNumber(), ms: anyNumber() });
  });
});
