/**
 * No cross-site state change (finding 5): a request that carries only the admin's cookie and comes from another
 * site — a foreign Origin, or Sec-Fetch-Site cross-site/same-site as on a top-level GET — is refused before it does
 * anything, whatever its method (the spec's GET copy included). The product's own pages, embedding hosts named in
 * EMBEDDING_HOSTS, and Bearer-token callers keep working.
 */
import { createEnv, type TestEnv } from '../harness';
import { addConnection, addSection, sqliteDemoFile } from '../report-fixture';
import { bodyOf } from '../support/body';

const OWN = 'http://tessera.test';
const EVIL = 'http://evil.example:8666';
const PORTAL = 'https://portal.example.com';

describe('cookie-authenticated requests from another site', () => {
  let env: TestEnv;
  let cookie: string;
  let sectionId: number;
  const sections = () => env.handle.store.models.Section.count();
  const apps = () => env.handle.store.models.App.count();
  /** The admin's browser: cookie only, Host of the product. */
  const browser = (method: 'get' | 'post', path: string) =>
    env.http[method](env.api(path)).set('Host', 'tessera.test').set('Cookie', cookie).set('Accept-Language', 'en');
  const copy = () => browser('get', `/customize/page-diagram/copy?id=${sectionId}`);
  const addApp = (key: string) => browser('post', '/backend/app/add').send({ app_name: key, app_key: key });

  beforeAll(async () => {
    env = await createEnv('sqlite');
    const res = await env.http.post(env.api('/auth/login')).send({ username: 'admin', password: 'admin-pass-123' });
    cookie = ((res.headers['set-cookie'] as unknown as string[]) ?? []).find((c) => c.startsWith('tessera_token='))!;
    cookie = cookie.split(';')[0];
    await sqliteDemoFile(env);
    const connectionId = await addConnection(env, 'demo', { kind: 'sqlite', file: 'demo.sqlite' });
    const dataset = await env.post(
      '/customize/dataset/save-update',
      {
        app_id: await env.appId('push'),
        key: 'one',
        name: 'one',
        connection_id: connectionId,
        sql: 'SELECT 1 AS n',
        columns: [{ column_key: 'n', column_name: 'N', column_type: 0 }],
      },
      env.adminToken,
    );
    expect(dataset.status).toBe(200);
    sectionId = await addSection(env, '/push/overview/list', {
      id: 'one',
      title: 'one',
      data_set_id: 'one',
      column_config_model_list: [{ column_key: 'n', column_name: 'N', column_type: 0 }],
    });
  });

  afterAll(async () => {
    env.config.embeddingHosts = [];
    await env?.handle.close();
    await env?.close();
  });

  it('refuses a cross-site GET copy and POST, and nothing changes', async () => {
    const [sectionsBefore, appsBefore] = [await sections(), await apps()];
    const topLevel = await copy().set('Sec-Fetch-Site', 'cross-site').set('Sec-Fetch-Mode', 'navigate');
    expect(topLevel.status).toBe(403);
    expect(bodyOf(topLevel).message).toMatch(/^Requests from another site are refused/);
    expect((await copy().set('Sec-Fetch-Site', 'same-site')).status).toBe(403);
    expect((await addApp('evil1').set('Origin', EVIL).set('Sec-Fetch-Site', 'cross-site')).status).toBe(403);
    expect((await addApp('evil2').set('Origin', 'null')).status).toBe(403);
    // A foreign Origin loses even when Sec-Fetch-Site is forged (non-browser clients can write either).
    expect((await addApp('evil3').set('Origin', EVIL).set('Sec-Fetch-Site', 'same-origin')).status).toBe(403);
    expect([await sections(), await apps()]).toEqual([sectionsBefore, appsBefore]);
  });

  it("the product's own pages, typed URLs and Bearer callers still change state", async () => {
    const appsBefore = await apps();
    expect((await addApp('own1').set('Origin', OWN).set('Sec-Fetch-Site', 'same-origin')).status).toBe(200);
    expect((await copy().set('Sec-Fetch-Site', 'same-origin')).status).toBe(200);
    expect((await copy().set('Sec-Fetch-Site', 'none')).status).toBe(200);
    const bearer = await env.http
      .post(env.api('/backend/app/add'))
      .set('Authorization', `Bearer ${env.adminToken}`)
      .set('Origin', EVIL)
      .send({ app_name: 'api1', app_key: 'api1' });
    expect(bearer.status).toBe(200);
    expect(await apps()).toBe(appsBefore + 2);
  });

  it('an embedding host named in EMBEDDING_HOSTS counts as the product itself', async () => {
    expect((await addApp('portal1').set('Origin', PORTAL).set('Sec-Fetch-Site', 'cross-site')).status).toBe(403);
    env.config.embeddingHosts = [PORTAL];
    expect((await addApp('portal2').set('Origin', PORTAL).set('Sec-Fetch-Site', 'cross-site')).status).toBe(200);
    expect((await addApp('portal3').set('Origin', EVIL).set('Sec-Fetch-Site', 'cross-site')).status).toBe(403);
  });
});
