/**
 * Field-authority calls on every metadata store (the demo loaded): categories and their people, the edit-permission
 * check, the sections showing a category's columns, row rules and the restricted flag, users' attributes, and
 * comments' point values of a hidden column. Good and bad input for each; the data path itself is
 * field-authority-engines.test.ts.
 */
import type {
  CategoryDiagram,
  CategoryEditPermission,
  CategoryPerson,
  ChartCommentRecord,
  DatasetRowRules,
  FieldCategoryRecord,
  Paged,
  UserAttributes,
} from '@tessera/schema/api';
import { data, describeStores, type TestEnv, type TestUser } from './harness';
import { addConnection, importTemplate, sqliteDemoFile } from './report-fixture';
import { bodyOf, problemsOf } from './support/body';

const fields = (res: { body: unknown }) => problemsOf(res).map((p) => `${p.field}:${p.rule}`);

describeStores('field authority calls', {}, (env) => {
  let growth: number;
  let push: number;
  let trend: number; // retention_trend dataset (growth)
  let pushList: number; // push_list dataset (push)
  let manager: TestUser;
  let member: TestUser;
  let stranger: TestUser;
  const admin = () => env().adminToken;
  const post = (path: string, body: unknown, token = admin()) => env().post(path, body, token);
  const datasetId = async (e: TestEnv, key: string) =>
    (await e.handle.store.models.Dataset.findOne({ where: { key } }))?.id as number;
  const save = (body: Record<string, unknown>, token = admin()) =>
    post('/category/save-or-update', { app_id: growth, name: '留存敏感', ...body }, token);

  beforeAll(async () => {
    await sqliteDemoFile(env());
    await addConnection(env(), 'demo', { kind: 'sqlite', file: 'demo.sqlite' });
    await importTemplate(env(), 'retention-daily.json');
    await importTemplate(env(), 'push-list.json');
    growth = await env().appId('growth');
    push = await env().appId('push');
    trend = await datasetId(env(), 'retention_trend');
    pushList = await datasetId(env(), 'push_list');
    manager = await env().addUser('manager', ['增长分析-查看']);
    member = await env().addUser('member', ['增长分析-查看']);
    stranger = await env().addUser('stranger', ['增长分析-查看']);
  });

  describe('categories', () => {
    let id: number;

    it('creates, lists, searches, updates and removes a category, checking its columns', async () => {
      const created = await save({
        description: '留存人数',
        columns: [{ data_set_id: trend, column_key: 'd7_rate' }],
      });
      expect(created.status).toBe(200);
      const record = data<FieldCategoryRecord>(created);
      id = record.id;
      expect(record).toMatchObject({
        app_id: growth,
        name: '留存敏感',
        description: '留存人数',
        manager_count: 0,
        user_count: 0,
        columns: [{ data_set_id: trend, data_set_name: expect.any(String) as string, column_key: 'd7_rate' }],
      });
      expect(record.columns[0].column_name).not.toBe('');

      const listed = data<Paged<FieldCategoryRecord>>(
        await post('/category/list', { app_id: growth, search_content: '敏感' }),
      );
      expect(listed.list.map((c) => c.id)).toEqual([id]);
      expect(
        data<Paged<FieldCategoryRecord>>(await post('/category/list', { app_id: growth, search_content: 'zz' }))
          .total_size,
      ).toBe(0);

      const updated = data<FieldCategoryRecord>(
        await save({
          id,
          columns: [
            { data_set_id: trend, column_key: 'd7_rate' },
            { data_set_id: trend, column_key: 'new_users' },
          ],
        }),
      );
      expect(updated.columns.map((c) => c.column_key)).toEqual(['d7_rate', 'new_users']);

      const other = data<FieldCategoryRecord>(await save({ name: '临时' }));
      await post('/category/remove/one', { id: other.id }).expect(200);
      expect((await post('/category/remove/one', { id: other.id })).status).toBe(404);
    });

    it('refuses bad input naming the field, and a name taken in the app with 409', async () => {
      expect(fields(await save({ name: '' }))).toEqual(['name:required']);
      expect(fields(await post('/category/save-or-update', { app_id: growth, name: 'x', colour: 1 }))).toEqual([
        'colour:unknown_field',
      ]);
      const bad = await save({
        name: '坏',
        columns: [
          { data_set_id: trend, column_key: 'nope' },
          { data_set_id: pushList, column_key: 'sent' },
          { data_set_id: trend, column_key: 'dt' },
          { data_set_id: trend, column_key: 'dt' },
        ],
      });
      expect(bad.status).toBe(400);
      expect(fields(bad)).toEqual([
        'columns.0.column_key:not_a_column',
        'columns.1.data_set_id:not_in_app',
        'columns.3:duplicate',
      ]);
      const taken = await save({});
      expect(taken.status).toBe(409);
      expect(bodyOf(taken).message).toContain('留存敏感');
      expect((await save({ id: 999999 })).status).toBe(404);
      expect((await post('/category/save-or-update', { id, app_id: push, name: '留存敏感' })).status).toBe(400);
      expect((await post('/category/list', { app_id: 999999 })).status).toBe(404);
      expect(fields(await post('/category/list', { app_id: 'x' }))).toEqual(['app_id:type']);
    });

    it('lets admins name managers, and managers (only) edit the users', async () => {
      const people = (kind: string, token = admin()) =>
        post(`/category/category-${kind}/list`, { category_id: id }, token);
      const edit = (kind: string, usernames: string[], operate: string, token = admin()) =>
        post(`/category/category-${kind}/add-or-remove`, { category_id: id, usernames, operate }, token);

      expect((await edit('manager', [manager.username], 'add', manager.token)).status).toBe(403);
      await edit('manager', [manager.username], 'add').expect(200);
      await edit('manager', [manager.username], 'add').expect(200); // twice: no change
      expect(data<Paged<CategoryPerson>>(await people('manager')).list.map((p) => p.username)).toEqual([
        manager.username,
      ]);

      expect((await edit('user', [member.username], 'add', stranger.token)).status).toBe(403);
      await edit('user', [member.username, stranger.username], 'add', manager.token).expect(200);
      await edit('user', [stranger.username], 'remove', manager.token).expect(200);
      expect(data<Paged<CategoryPerson>>(await people('user', manager.token)).list.map((p) => p.username)).toEqual([
        member.username,
      ]);
      expect((await people('user', member.token)).status).toBe(403);

      const unknown = await edit('user', ['nobody-here'], 'add', manager.token);
      expect(fields(unknown)).toEqual(['usernames.0:not_found']);
      expect(fields(await edit('user', [], 'add'))).toEqual(['usernames:required']);
      expect(fields(await edit('user', [member.username], 'swap'))).toEqual(['operate:enum']);

      const permission = (token: string) => env().get(`/category/edit-permission?id=${id}`, token);
      expect(data<CategoryEditPermission>(await permission(manager.token))).toEqual({ id, can_edit: true });
      expect(data<CategoryEditPermission>(await permission(member.token))).toEqual({ id, can_edit: false });
      expect((await env().get('/category/edit-permission?id=999999', admin())).status).toBe(404);

      expect((await env().get(`/category/one/values?id=${id}`, manager.token)).status).toBe(200);
      expect((await env().get(`/category/one/values?id=${id}`, member.token)).status).toBe(403);
      const managed = data<Paged<FieldCategoryRecord>>(await post('/category/list', { app_id: growth }, manager.token));
      expect(managed.list.map((c) => c.id)).toEqual([id]);
      expect(
        data<Paged<FieldCategoryRecord>>(await post('/category/list', { app_id: growth }, member.token)).list,
      ).toEqual([]);
    });

    it('lists the sections that show its columns', async () => {
      const diagrams = data<CategoryDiagram[]>(await post('/category/diagrams', { id }));
      expect(diagrams).toHaveLength(2);
      for (const d of diagrams) {
        expect(d.data_set_id).toBe(trend);
        expect(d.url).toBe('/growth/retention/daily');
        expect(d.column_keys).toContain('d7_rate');
        expect(d.column_keys.every((k) => ['d7_rate', 'new_users'].includes(k))).toBe(true);
      }
      expect((await post('/category/diagrams', { id }, member.token)).status).toBe(403);
      expect((await post('/category/diagrams', { id: 999999 })).status).toBe(404);
    });

    it("leaves a hidden column out of comments' point values and conditions", async () => {
      const section = await env().handle.store.models.Section.findOne({ where: { key: 'retention_trend_chart' } });
      const body = {
        diagram_id: section?.id,
        content: '七日留存回落',
        conditions: { d7_rate: 10, dt: '2024-05-01' },
        field_value: { dt: '2024-05-01', d7_rate: 120, new_users: 900 },
      };
      const added = data<ChartCommentRecord>(await post('/comment/add', body, stranger.token).expect(200));
      expect(added.field_value).toEqual({ dt: '2024-05-01' });
      const forMember = data<ChartCommentRecord[]>(
        await post('/comment/get', { diagram_id: section?.id }, member.token),
      );
      expect(forMember.at(-1)?.field_value).toEqual({ dt: '2024-05-01', d7_rate: 120, new_users: 900 });
      const forStranger = data<ChartCommentRecord[]>(
        await post('/comment/get', { diagram_id: section?.id }, stranger.token),
      );
      expect(forStranger.at(-1)?.field_value).toEqual({ dt: '2024-05-01' });
      expect(forStranger.at(-1)?.conditions).toEqual({ dt: '2024-05-01' });
    });
  });

  describe('row rules', () => {
    const list = () => env().get(`/category/row-rule/list?data_set_id=${pushList}`, admin());
    const saveRules = (rules: unknown[], token = admin()) =>
      post('/category/row-rule/save', { data_set_id: pushList, rules }, token);

    it('saves the whole list in order, with defaults, and sets the restricted flag apart', async () => {
      expect(data<DatasetRowRules>(await list())).toEqual({ data_set_id: pushList, restricted: false, rules: [] });
      const saved = await saveRules([
        {
          kind: 'regular',
          column_key: 'country',
          source: 'values',
          values: ['cn', 'us'],
          usernames: [member.username],
        },
        { kind: 'base', column_key: 'platform', source: 'attribute', attribute: 'platforms' },
      ]);
      expect(saved.status).toBe(200);
      const rules = data<DatasetRowRules>(saved).rules;
      expect(rules.map(({ id: _id, ...rule }) => rule)).toEqual([
        {
          kind: 'regular',
          column_key: 'country',
          source: 'values',
          values: ['cn', 'us'],
          attribute: null,
          usernames: [member.username],
          role_ids: [],
        },
        {
          kind: 'base',
          column_key: 'platform',
          source: 'attribute',
          values: [],
          attribute: 'platforms',
          usernames: [],
          role_ids: [],
        },
      ]);
      const restricted = await post('/category/row-rule/restricted', { data_set_id: pushList, restricted: true });
      expect(data<DatasetRowRules>(restricted)).toMatchObject({ restricted: true, rules });
      expect(data<DatasetRowRules>(await list()).restricted).toBe(true);
      await post('/category/row-rule/restricted', { data_set_id: pushList, restricted: false }).expect(200);
      await saveRules([]).expect(200);
      expect(data<DatasetRowRules>(await list()).rules).toEqual([]);
    });

    it('refuses bad rules naming each field, and keeps the stored list', async () => {
      await saveRules([
        { kind: 'regular', column_key: 'country', source: 'username', usernames: [member.username] },
      ]).expect(200);
      const growthRole = await env().handle.store.models.Role.findOne({ where: { app_id: growth } });
      const bad = await saveRules([
        { kind: 'regular', column_key: 'nope', source: 'values', values: [] },
        { kind: 'base', column_key: 'country', source: 'attribute', usernames: [member.username] },
        { kind: 'base', column_key: 'country', source: 'roles', role_ids: [growthRole?.id] },
      ]);
      expect(bad.status).toBe(400);
      expect(fields(bad)).toEqual([
        'rules.0.column_key:not_a_column',
        'rules.0.values:required',
        'rules.0.usernames:required',
        'rules.1.attribute:required',
        'rules.1.usernames:not_for_base',
        'rules.2.role_ids.0:not_in_app',
      ]);
      expect(
        fields(
          await saveRules([{ kind: 'regular', column_key: 'country', source: 'username', usernames: ['ghost-user'] }]),
        ),
      ).toEqual(['rules.0.usernames.0:not_found']);
      expect(fields(await saveRules([{ kind: 'odd', column_key: 'country', source: 'sql' }]))).toEqual([
        'rules.0.kind:enum',
        'rules.0.source:enum',
      ]);
      expect(data<DatasetRowRules>(await list()).rules).toHaveLength(1);
      expect((await post('/category/row-rule/save', { data_set_id: 999999, rules: [] })).status).toBe(404);
      expect((await env().get('/category/row-rule/list?data_set_id=999999', admin())).status).toBe(404);
      expect(fields(await post('/category/row-rule/restricted', { data_set_id: pushList, restricted: 'yes' }))).toEqual(
        ['restricted:type'],
      );
      expect((await saveRules([], member.token)).status).toBe(403);
      await saveRules([]).expect(200);
    });
  });

  describe('user attributes', () => {
    it('saves and reads a user’s whole attribute map, dropping empty keys', async () => {
      const saved = await post('/backend/user/attributes/save', {
        username: member.username.toUpperCase(),
        attributes: { region: ['cn', 'us'], team: [] },
      });
      expect(data<UserAttributes>(saved)).toEqual({ username: member.username, attributes: { region: ['cn', 'us'] } });
      const read = await env().get(`/backend/user/attributes?username=${member.username}`, admin());
      expect(data<UserAttributes>(read).attributes).toEqual({ region: ['cn', 'us'] });
    });

    it('refuses bad keys, unknown users and non-admins', async () => {
      const save = (body: unknown, token = admin()) => post('/backend/user/attributes/save', body, token);
      expect(fields(await save({ username: member.username, attributes: { 'bad key': ['x'] } }))).toEqual([
        'attributes.bad key:pattern',
      ]);
      expect(fields(await save({ username: 'ghost-user', attributes: {} }))).toEqual(['username:not_found']);
      expect(fields(await save({ username: member.username, attributes: { region: [''] } }))).toEqual([
        'attributes.region.0:required',
      ]);
      expect((await save({ username: member.username, attributes: {} }, member.token)).status).toBe(403);
      expect((await env().get('/backend/user/attributes?username=ghost-user', admin())).status).toBe(400);
    });
  });
});
