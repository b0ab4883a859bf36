/**
 * Hostile input answers 400, never 500 (finding 7): JSON nested 10,000 deep, a condition with thousands of values,
 * NUL characters, invalid UTF-8. The 400 names the field; nothing is stored.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEnv, type TestEnv } from '../harness';
import { bodyOf } from '../support/body';

describe('hostile input', () => {
  let env: TestEnv;
  const en = (path: string, body: string | object, token = env.adminToken) =>
    env.http
      .post(env.api(path))
      .set('Accept-Language', 'en')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(body);

  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false });
  });

  afterAll(async () => {
    await env?.handle.close();
    await env?.close();
  });

  it('JSON nested 10,000 deep is refused before anything recurses into it', async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    for (const path of ['/customize/page-diagram/page/save', '/comment/add', '/auth/login', '/backend/user/search']) {
      const res = await en(path, `{"x":${deep}}`);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(bodyOf(res).message).toMatch(/^x(\.a)+: is nested deeper than 64 levels$/);
    }
    const arrays = await en('/backend/user/search', `{"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}`);
    expect(arrays.status).toBe(400);
  });

  it('a condition with more values than the cap is a 400 naming it', async () => {
    const values = Array.from({ length: 5000 }, (_, i) => i);
    const res = await en('/customize/page-diagram/new/data', {
      diagram_id: 1,
      filter_condition: [{ key: 'k', value_type: 'string', operator: 'in', values }],
      sort_key_map: {},
    });
    expect(res.status).toBe(400);
    expect(bodyOf(res).message).toMatch(/filter_condition\/0\/values|filter_condition\.0\.values/);
  });

  it('NUL characters are refused in every text field, keys and query strings included', async () => {
    const login = await env.http.post(env.api('/auth/login')).set('Accept-Language', 'en').send({
      username: 'admin\u0000',
      password: 'whatever-1',
    });
    expect(login.status).toBe(400);
    expect(bodyOf(login).message).toBe('username: must not contain a NUL character');
    const search = await en('/backend/user/search', { search_content: 'a\u0000b' });
    expect(search.status).toBe(400);
    expect((await en('/backend/user/search', { ['a\u0000']: 1 })).status).toBe(400);
    const query = await env.get('/backend/app/info?id=1%00', env.adminToken);
    expect(query.status).toBe(400);
  });

  it('invalid UTF-8 is refused, not stored as U+FFFD', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"username":"bad', 'utf8'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('","realname":"x","password":"long-enough-1"}', 'utf8'),
    ]);
    // Raw bytes on a real socket: the test client would re-encode a string or a Buffer.
    const handler = env.handle.app.callback();
    const server = http.createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}${env.api('/backend/user/add')}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'accept-language': 'en',
          authorization: `Bearer ${env.adminToken}`,
        },
        body: bytes,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('username: is not valid UTF-8 text');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(await env.handle.store.models.User.count({ where: { realname: 'x' } })).toBe(0);
  });
});
