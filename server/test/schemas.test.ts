import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DSL_KINDS } from '@tessera/schema/dsl';
import { createEnv, type TestEnv } from './harness';

/** The committed files the generator writes (schema/json); the route must serve exactly these bytes. */
const committed = (kind: string) =>
  readFileSync(path.join(__dirname, '..', '..', 'schema', 'json', `${kind}.json`), 'utf8');

describe('GET /schemas/<kind>.json (SQLite)', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false });
  });
  afterAll(async () => {
    await env.close();
  });

  it.each(DSL_KINDS)('serves %s.json without login, equal to the committed file', async (kind) => {
    const res = await env.http.get(`/schemas/${kind}.json`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/schema+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.text).toBe(committed(kind));
  });

  it('answers 304 to a request with the current ETag', async () => {
    const first = await env.http.get('/schemas/page.json');
    const again = await env.http.get('/schemas/page.json').set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
  });

  it('unknown name, other paths below /schemas/ and other methods → 404 / 405', async () => {
    for (const p of [
      '/schemas/nope.json',
      '/schemas/page',
      '/schemas/',
      '/schemas/../package.json',
      '/schemas/PAGE.json',
    ]) {
      const res = await env.http.get(p).set('Accept', 'application/json');
      expect([p, res.status]).toEqual([p, 404]);
    }
    const post = await env.http.post('/schemas/page.json').send({});
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('leaves the API alone', async () => {
    expect((await env.get('/version')).status).toBe(200);
  });
});

describe('GET /schemas/<kind>.json under a base path (SQLite)', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createEnv('sqlite', { demo: false, basePath: '/tessera/' });
  });
  afterAll(async () => {
    await env.close();
  });

  it('is served at ${BASE_PATH}schemas/, not at /schemas/', async () => {
    const res = await env.http.get('/tessera/schemas/template.json');
    expect(res.status).toBe(200);
    expect(res.text).toBe(committed('template'));
    expect((await env.http.get('/schemas/template.json')).status).toBe(404);
  });
});
