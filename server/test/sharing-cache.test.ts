import { data, describeOnSqlite, type TestUser } from './harness';
import { addConnection, importTemplate, sqliteDemoFile } from './report-fixture';

const MAY = {
  key: 'dt',
  value_type: 'date',
  operator: 'date_range',
  range: { start: '2024-05-01', end: '2024-05-31' },
};

/**
 * The result cache keeps answers, never access decisions: a share or a role change holds from the next request
 * even for a section whose answer is cached. SQLite only: what is under test is the order of access step and cache,
 * which no store answers differently (the sharing suite covers the stores).
 */
describeOnSqlite('sharing and the result cache', {}, (env) => {
  let table: number;
  let sharer: TestUser; // 推送运营-查看: page_can_share, the push list page
  const url = '/push/overview/list';
  const newData = (token: string) =>
    env().post(
      '/customize/page-diagram/new/data',
      { diagram_id: table, filter_condition: [MAY], sort_key_map: {}, page: { page: 1, page_size: 5 } },
      token,
    );
  const share = async (to: string) => {
    const page = await env().handle.store.models.Entry.findOne({ where: { url } });
    return env().post('/share/pages', { permission_ids: [page!.id], add_user_set: [to] }, sharer.token);
  };

  beforeAll(async () => {
    await sqliteDemoFile(env());
    await addConnection(env(), 'demo', { kind: 'sqlite', file: 'demo.sqlite' });
    table = (await importTemplate(env(), 'push-list.json')).get('push_list_table') as number;
    sharer = await env().addUser('sharer', ['推送运营-查看']);
  });

  afterAll(async () => {
    await env().handle.close();
  });

  it('a cached answer is served only after a fresh access decision', async () => {
    const first = await newData(sharer.token);
    expect(first.status).toBe(200);
    expect(first.headers['x-tessera-cache']).toBe('miss');
    const rows = data<{ rows: unknown[] }>(first).rows;

    const friend = await env().addUser('friend');
    expect((await newData(friend.token)).status).toBe(403);
    expect((await share(friend.username)).status).toBe(200);
    const shared = await newData(friend.token);
    expect(shared.status).toBe(200);
    expect(shared.headers['x-tessera-cache']).toBe('hit');
    expect(data<{ rows: unknown[] }>(shared).rows).toEqual(rows);

    // The share taken back (as a purge of the page's grants would): refused at once, the cached answer unused.
    await env().handle.store.models.ShareGrant.destroy({ where: { user_id: friend.id } });
    expect((await newData(friend.token)).status).toBe(403);

    // The sharer leaves his role: the same.
    const { Role, RoleUser } = env().handle.store.models;
    const role = await Role.findOne({ where: { name: '推送运营-查看' } });
    await RoleUser.destroy({ where: { role_id: role!.id, user_id: sharer.id } });
    expect((await newData(sharer.token)).status).toBe(403);
  });
});
