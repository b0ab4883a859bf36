/**
 * Security headers (finding 6) on API answers and on the web app: CSP without inline script and with
 * frame-ancestors 'self' (plus EMBEDDING_HOSTS), nosniff, Referrer-Policy, no-store on the API, HSTS only over
 * HTTPS. The web app's own index.html must not need inline script (the e2e runs also fail on any CSP violation).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEnv, type TestEnv } from '../harness';

function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  let env: TestEnv;

  beforeAll(async () => {
    const webDist = path.join(os.tmpdir(), `tessera-headers-${process.pid}`);
    mkdirSync(webDist, { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    env = await createEnv('sqlite', { demo: false, webDist });
  });

  afterAll(async () => {
    env.config.embeddingHosts = [];
    await env?.handle.close();
    await env?.close();
  });

  it('API answers: CSP without inline script, frame-ancestors self, nosniff, Referrer-Policy, no-store, no HSTS over HTTP', async () => {
    for (const res of [await env.get('/version'), await env.get('/no/such/route'), await env.get('/docs')]) {
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('the web app gets the same policy; HSTS once served over HTTPS (behind the proxy)', async () => {
    const page = await env.http.get('/');
    expect(page.status).toBe(200);
    expect(directives(page.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const secure = await env.http.get('/').set('X-Forwarded-Proto', 'https');
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('embedding hosts may frame the product', async () => {
    env.config.embeddingHosts = ['https://portal.example.com', 'https://www.example.org'];
    const res = await env.get('/version');
    expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'self'",
      'https://portal.example.com',
      'https://www.example.org',
    ]);
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it("the web app's index.html has no inline script", () => {
    const html = readFileSync(path.join(env.config.repoRoot, 'web', 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});
