import { COMMON_APP_KEY } from '@tessera/schema/api';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ADMIN_PASSWORD, data, describeOnSqlite } from './harness';
import { bodyOf, textMatching } from './support/body';

const dist = mkdtempSync(path.join(os.tmpdir(), 'tessera-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><meta charset="utf-8"><title>Tessera</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
// A bundle as the web build leaves it: the script with its precompressed twins beside it.
const bigScript = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
writeFileSync(path.join(dist, 'assets', 'big-9f8e.js'), bigScript);
writeFileSync(path.join(dist, 'assets', 'big-9f8e.js.br'), zlib.brotliCompressSync(bigScript));
writeFileSync(path.join(dist, 'assets', 'big-9f8e.js.gz'), zlib.gzipSync(bigScript));
writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

/** Served under BASE_PATH=/tessera/ with a web build present. */
describeOnSqlite(
  'web and base path',
  {
    demo: false,
    basePath: '/tessera/',
    webDist: dist,
    extraRoutes: (router, { store }) => {
      // A real database error, with SQL text in its message.
      router.get('/test/boom', async () => {
        await store.sequelize.query('SELECT secret_column FROM no_such_table_xyz');
      });
    },
  },
  (env) => {
    it('serves the API under the base path only', async () => {
      expect((await env().http.get('/tessera/api/version')).status).toBe(200);
      const login = await env()
        .http.post('/tessera/api/auth/login')
        .send({ username: 'admin', password: ADMIN_PASSWORD });
      expect(login.status).toBe(200);
      const cookies = login.headers['set-cookie'] as unknown as string[];
      expect(cookies.find((c) => c.startsWith('tessera_token='))).toMatch(/path=\/tessera\//i);
      expect((await env().http.get('/api/version')).status).toBe(404);
      expect(
        bodyOf(await env().http.get('/tessera/api/user/info').set('Authorization', `Bearer ${env().adminToken}`)).code,
      ).toBe(0);
    });

    it('version: product version and the build of WEB_DIST/build.json, dev without it', async () => {
      rmSync(path.join(dist, 'build.json'), { force: true });
      expect(data(await env().get('/version'))).toEqual({
        version: textMatching(/^\d+\.\d+\.\d+/),
        build: 'dev',
        variant: 'production',
        clock: {
          now: textMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/),
          time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          utc_offset_minutes: 0 - new Date().getTimezoneOffset(),
        },
      });
      writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ build: '2026-11-21.abc123' }));
      expect(data<{ build: string }>(await env().get('/version')).build).toBe('2026-11-21.abc123');
    });

    it('index.html gets <base> and the runtime meta right after <head>, no-cache', async () => {
      const res = await env().http.get('/tessera/').set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain(
        '<head><base href="/tessera/"><meta name="tessera-runtime" content="{&quot;basePath&quot;:&quot;/tessera/&quot;,&quot;build&quot;:&quot;2026-11-21.abc123&quot;,&quot;variant&quot;:&quot;production&quot;}"><meta charset="utf-8">',
      );
      expect((await env().http.get('/tessera/index.html')).text).toContain('<base href="/tessera/">');
    });

    it('a test or pre host says so in the runtime meta and the version call (DEPLOY_VARIANT)', async () => {
      env().config.deployVariant = 'pre';
      try {
        const page = await env().http.get('/tessera/').set('Accept', 'text/html');
        expect(page.text).toContain('&quot;variant&quot;:&quot;pre&quot;}');
        expect(data<{ variant: string }>(await env().get('/version')).variant).toBe('pre');
      } finally {
        env().config.deployVariant = 'production';
      }
    });

    it('falls back to index.html for history routes; files are served as they are', async () => {
      const route = await env()
        .http.get('/tessera/growth/retention/daily')
        .set('Accept', 'text/html,application/xhtml+xml');
      expect(route.status).toBe(200);
      expect(route.text).toContain('name="tessera-runtime"');
      const asset = await env().http.get('/tessera/assets/app-1a2b.js');
      expect(asset.status).toBe(200);
      expect(asset.text).toBe('console.log("app")');
      expect(asset.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
      const icon = await env().http.get('/tessera/favicon.svg');
      expect(icon.status).toBe(200);
      expect(icon.headers['cache-control']).toBe('max-age=0');
      expect((await env().http.get('/tessera/assets/missing.js').set('Accept', '*/*')).status).toBe(404);
      expect((await env().http.get('/tessera/../secret').set('Accept', '*/*')).status).toBeGreaterThanOrEqual(400);
    });

    it('serves a script precompressed to a browser that accepts it, and plain to one that does not', async () => {
      const br = await env().http.get('/tessera/assets/big-9f8e.js').set('Accept-Encoding', 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(Number(br.headers['content-length'])).toBe(zlib.brotliCompressSync(bigScript).length);
      expect(br.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
      const gz = await env().http.get('/tessera/assets/big-9f8e.js').set('Accept-Encoding', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.text).toBe(bigScript);
      const plain = await env().http.get('/tessera/assets/big-9f8e.js').set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(bigScript);
    });

    it('compresses API answers over 1 KB for a client that asks, and only then', async () => {
      const gz = await env().http.get('/tessera/api/openapi.json').set('Accept-Encoding', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      const plain = await env().http.get('/tessera/api/openapi.json').set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gz.text).toBe(plain.text);
      expect(plain.text.length).toBeGreaterThan(1024);
      const small = await env().http.get('/tessera/api/version').set('Accept-Encoding', 'gzip');
      expect(small.headers['content-encoding']).toBeUndefined();
      // Written once as JSON text: typed as JSON, its length counted in bytes (the message is Chinese).
      for (const answer of [plain, small]) {
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.text));
      }
      expect(small.text).toMatch(/[\u4e00-\u9fff]/);
      expect(JSON.parse(gz.text)).toEqual(plain.body);
    });

    it('redirects the bare prefix and refuses paths outside it', async () => {
      const bare = await env().http.get('/tessera');
      expect(bare.status).toBe(302);
      expect(bare.headers.location).toBe('/tessera/');
      expect((await env().http.get('/other').set('Accept', 'text/html')).status).toBe(404);
    });

    it('answers an unknown API path with a 404 envelope', async () => {
      const res = await env().http.get('/tessera/api/no/such/thing').set('Accept-Language', 'en');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, message: 'No such API: /tessera/api/no/such/thing', result_data: null });
      expect((await env().http.delete('/tessera/api/auth/login')).status).toBe(404);
    });

    it('a 500 hides internals: generic message, error logged', async () => {
      const res = await env().get('/test/boom');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 500, message: '服务器内部错误，请稍后重试', result_data: null });
      expect(res.text).not.toMatch(/no_such_table_xyz|SELECT|at .*\.ts/);
      expect(env().logs.some((l) => l.includes('"level":50') && l.includes('no_such_table_xyz'))).toBe(true);
    });

    it('without index.html every page answers 503 asking for `npm run build`', async () => {
      renameSync(path.join(dist, 'index.html'), path.join(dist, 'index.off'));
      try {
        const res = await env().http.get('/tessera/growth').set('Accept', 'text/html');
        expect(res.status).toBe(503);
        expect(res.text).toContain('npm run build');
        expect((await env().http.get('/tessera/api/version')).status).toBe(200);
      } finally {
        renameSync(path.join(dist, 'index.off'), path.join(dist, 'index.html'));
      }
    });

    it('TESSERA_DEMO=0 leaves the store without demo apps: only the seeded workbench', async () => {
      expect(env().prepared.demoLoaded).toBe(false);
      const apps = await env().handle.store.models.App.findAll();
      expect(apps.map((a) => a.app_key)).toEqual([COMMON_APP_KEY]);
    });
  },
);
