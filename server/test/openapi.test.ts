/**
 * The published contracts: every route the API router registers carries a contract, and GET /api/openapi.json
 * describes them as OpenAPI 3.1 (components that are valid JSON Schemas, references that resolve). GET /api/docs
 * is the readable version, in Chinese by default and in English on request.
 */
import type Router from '@koa/router';
import Ajv from 'ajv';
import { declaredRoutes } from '../src/core/routes';
import type { AppState } from '../src/core/state';
import { createEnv, type TestEnv } from './harness';

type Json = Record<string, unknown>;

describe('OpenAPI description and reference page', () => {
  let env: TestEnv;
  let router: Router<AppState> | undefined;

  beforeAll(async () => {
    // extraRoutes runs after every built-in route is registered: it hands over the router to inspect, adding none.
    env = await createEnv('sqlite', {
      demo: false,
      extraRoutes: (r) => {
        router = r;
      },
    });
  });

  afterAll(async () => {
    await env?.close();
  });

  it('has a contract for every registered route', () => {
    if (!router) throw new Error('router not captured');
    const prefix = env.api('');
    const declared = new Set(declaredRoutes(router).map((r) => `${r.method} ${prefix}${r.path}`));
    const registered = router.stack.flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${String(layer.path)}`),
    );
    expect(registered.length).toBeGreaterThan(60);
    expect(registered.filter((route) => !declared.has(route))).toEqual([]);
  });

  it('serves a well-formed OpenAPI 3.1 document without a session', async () => {
    const res = await env.get('/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, Json>>;
      components: { schemas: Record<string, Json> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(typeof doc.info.title).toBe('string');
    expect(typeof doc.info.version).toBe('string');

    const ajv = new Ajv({ strict: false });
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      expect(() => ajv.compile(schema)).not.toThrow();
      expect(name).toMatch(/^[A-Za-z0-9._-]+$/);
    }
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith('/')).toBe(true);
      for (const [method, op] of Object.entries(item)) {
        expect(['get', 'post', 'delete']).toContain(method);
        expect(op.responses).toHaveProperty('200');
        const id = String(op.operationId);
        expect(ids.has(id)).toBe(false);
        ids.add(id);
        for (const parameter of (op.parameters as Json[] | undefined) ?? []) {
          expect(parameter.in).toBe('query');
          expect(typeof parameter.name).toBe('string');
          expect(typeof parameter.schema).toBe('object');
        }
        const ref = JSON.stringify(op.requestBody ?? {}).match(/"#\/components\/schemas\/([^"]+)"/);
        if (ref) expect(doc.components.schemas).toHaveProperty(ref[1]);
      }
    }

    const list = doc.paths['/customize/page-diagram/list-with-page'].get as {
      parameters: { name: string; required: boolean }[];
    };
    expect(list.parameters.map((p) => [p.name, p.required])).toEqual([
      ['page_id', true],
      ['preview', false],
    ]);
    expect(doc.components.schemas.UserAddBody).toMatchObject({
      properties: { username: { pattern: '^[A-Za-z0-9._-]+$' }, password: { minLength: 8 } },
      required: ['username', 'realname'],
    });
    expect(JSON.stringify(doc.paths['/customize/page-diagram/new/data'])).toContain('/schemas/report-query.json');
  });

  it('renders the reference page in Chinese by default and in English on request', async () => {
    const zh = await env.get('/docs');
    expect(zh.status).toBe(200);
    expect(zh.headers['content-type']).toContain('text/html');
    expect(zh.text).toContain('接口参考');
    expect(zh.text).toContain(`${env.api('/backend/user/add')}`);
    expect(zh.text).toContain('UserAddBody');
    const en = await env.http.get(env.api('/docs')).set('Accept-Language', 'en');
    expect(en.text).toContain('API reference');
  });
});
