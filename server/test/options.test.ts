import { QueryTypes } from 'sequelize';
import type { Paged } from '@tessera/schema/api';
import type {
  GlobalColumnRecord,
  GlobalSelectOptionRecord,
  SelectDiyRecord,
  SelectOptionItem,
} from '../src/domains/options/types';
import { data, describeStores, type TestEnv, type TestUser } from './harness';
import { bodyOf } from './support/body';

const COL = '/customize/global-column';
const SEL = '/customize/common/global-select-config';
const COUNTRIES = [
  { name: '中国', value: 'CN' },
  { name: '美国', value: 'US' },
];

const fields = (res: { body: { result_data: { errors: { field: string; rule: string }[] } } }) =>
  res.body.result_data.errors.map((e) => `${e.field}:${e.rule}`);

/** A connection row and a dataset of the app (the datasets routes are another domain's). */
async function addDataset(env: TestEnv, appId: number, key: string): Promise<number> {
  const now = new Date();
  const name = `conn_${key}`;
  await env.handle.store.sequelize
    .getQueryInterface()
    .bulkInsert('db_connections', [{ name, kind: 'sqlite', file: `${name}.sqlite`, created_at: now, updated_at: now }]);
  const [conn] = await env.handle.store.sequelize.query<{ id: number }>(
    'SELECT id FROM db_connections WHERE name = :name',
    { type: QueryTypes.SELECT, replacements: { name } },
  );
  const columns = [
    { column_key: 'country_code', column_name: '国家代码', column_type: 0 },
    { column_key: 'country_name', column_name: '国家', column_type: 0 },
  ];
  const res = await env.post(
    '/customize/dataset/save-update',
    { app_id: appId, key, name: key, connection_id: Number(conn.id), sql: 'SELECT 1', columns },
    env.adminToken,
  );
  return data<{ id: number }>(res).id;
}

describeStores('options', {}, (env) => {
  let growth: number;
  let push: number;
  let viewer: TestUser;
  let pushViewer: TestUser;
  let outsider: TestUser;
  const admin = () => env().adminToken;
  const del = (path: string, token = admin()) =>
    env().http.delete(env().api(path)).set('Authorization', `Bearer ${token}`);

  beforeAll(async () => {
    growth = await env().appId('growth');
    push = await env().appId('push');
    viewer = await env().addUser('viewer', ['增长分析-查看']);
    pushViewer = await env().addUser('pusher', ['推送运营-查看']);
    outsider = await env().addUser('outsider');
  });

  describe('global columns', () => {
    let shared: GlobalColumnRecord;
    let own: GlobalColumnRecord;

    it('adds shared and app definitions; indicators default to SUM and thousands_point', async () => {
      const save = (body: object) => env().post(`${COL}/add-update`, body, admin());
      shared = data<GlobalColumnRecord>(
        await save({ column_key: 'vv', column_name: '播放次数', column_type: 1 }).expect(200),
      );
      expect(shared).toMatchObject({
        app_id: null,
        column_key: 'vv',
        column_type: 1,
        aggregate: 'SUM',
        formatter: 'thousands_point',
        description: null,
      });
      own = data<GlobalColumnRecord>(
        await save({
          appId: growth,
          columnKey: 'vv',
          columnName: '增长播放',
          columnType: 1,
          aggregate: 'MAX',
          formatter: null,
        }).expect(200),
      );
      expect(own).toMatchObject({ app_id: growth, column_key: 'vv', aggregate: 'MAX', formatter: null });
      const country = data<GlobalColumnRecord>(
        await save({
          app_id: growth,
          column_key: 'country',
          column_name: '国家',
          column_type: 0,
          description: '用户所在国家',
        }).expect(200),
      );
      expect(country).toMatchObject({ column_type: 0, aggregate: null, formatter: null, description: '用户所在国家' });
      await save({ app_id: push, column_key: 'country', column_name: '推送国家', column_type: 0 }).expect(200);

      const updated = data<GlobalColumnRecord>(
        await save({
          id: own.id,
          column_key: 'vv',
          column_name: '增长播放（新）',
          column_type: 1,
          aggregate: 'MAX',
        }).expect(200),
      );
      expect(updated).toMatchObject({ id: own.id, app_id: growth, column_name: '增长播放（新）' });
    });

    it('validates fields (400 naming them), refuses taken keys (409) and moves between apps (400)', async () => {
      const bad = await env().post(
        `${COL}/add-update`,
        { column_key: '1 bad', column_name: '', column_type: 3, formatter: 'fancy', extra: 1 },
        admin(),
      );
      expect(bad.status).toBe(400);
      expect(fields(bad).sort()).toEqual([
        'column_key:pattern',
        'column_name:required',
        'column_type:enum',
        'extra:unknown_field',
        'formatter:enum',
      ]);
      const dupShared = await env().post(
        `${COL}/add-update`,
        { column_key: 'vv', column_name: 'again', column_type: 1 },
        admin(),
      );
      expect(dupShared.status).toBe(409);
      expect(bodyOf(dupShared).message).toContain('vv');
      expect(
        (
          await env().post(
            `${COL}/add-update`,
            { app_id: growth, column_key: 'country', column_name: 'x', column_type: 0 },
            admin(),
          )
        ).status,
      ).toBe(409);
      expect(
        (
          await env().post(
            `${COL}/add-update`,
            { id: own.id, column_key: 'country', column_name: 'x', column_type: 0 },
            admin(),
          )
        ).status,
      ).toBe(409);
      expect(
        (
          await env().post(
            `${COL}/add-update`,
            { id: own.id, app_id: push, column_key: 'vv', column_name: 'x', column_type: 1 },
            admin(),
          )
        ).status,
      ).toBe(400);
      expect(
        (
          await env().post(
            `${COL}/add-update`,
            { id: shared.id, app_id: growth, column_key: 'vv', column_name: 'x', column_type: 1 },
            admin(),
          )
        ).status,
      ).toBe(400);
      expect(
        (
          await env().post(
            `${COL}/add-update`,
            { app_id: 999999, column_key: 'x', column_name: 'x', column_type: 0 },
            admin(),
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await env().post(
            `${COL}/add-update`,
            { id: 999999, column_key: 'x', column_name: 'x', column_type: 0 },
            admin(),
          )
        ).status,
      ).toBe(404);
      expect(
        (await env().post(`${COL}/add-update`, { column_key: 'x', column_name: 'x', column_type: 0 }, viewer.token))
          .status,
      ).toBe(403);
    });

    it('lists an app with the shared definitions, paged and searched; members only', async () => {
      const list = data<Paged<GlobalColumnRecord>>(
        await env().get(`${COL}/list?app_id=${growth}`, viewer.token).expect(200),
      );
      expect(list).toMatchObject({ page: 1, page_size: 10, total_size: 3 });
      expect(list.list.map((c) => [c.app_id, c.column_key])).toEqual([
        [growth, 'country'],
        [growth, 'vv'],
        [null, 'vv'],
      ]);
      const searched = data<Paged<GlobalColumnRecord>>(
        await env().get(
          `${COL}/list?appId=${growth}&search_content=${encodeURIComponent('国家')}&page_size=1`,
          viewer.token,
        ),
      );
      expect(searched.list.map((c) => c.column_key)).toEqual(['country']);
      expect(searched.total_size).toBe(1);
      const sharedOnly = data<Paged<GlobalColumnRecord>>(await env().get(`${COL}/list`, outsider.token).expect(200));
      expect(sharedOnly.list.map((c) => c.id)).toEqual([shared.id]);
      expect((await env().get(`${COL}/list?app_id=${growth}`, pushViewer.token)).status).toBe(403);
      expect((await env().get(`${COL}/list?app_id=${growth}`, outsider.token)).status).toBe(403);
      expect((await env().get(`${COL}/list?app_id=999999`, admin())).status).toBe(404);
    });

    it('keys/list: definitions by key in the order asked, the app shadowing the shared one', async () => {
      const found = data<GlobalColumnRecord[]>(
        await env()
          .post(`${COL}/keys/list`, { app_id: growth, keys: ['country', 'nope', 'vv'] }, viewer.token)
          .expect(200),
      );
      expect(found.map((c) => [c.column_key, c.app_id])).toEqual([
        ['country', growth],
        ['vv', growth],
      ]);
      const pushFound = data<GlobalColumnRecord[]>(
        await env().post(`${COL}/keys/list`, { app_id: push, keys: ['vv', 'country'] }, pushViewer.token),
      );
      expect(pushFound.map((c) => [c.column_key, c.app_id, c.column_name])).toEqual([
        ['vv', null, '播放次数'],
        ['country', push, '推送国家'],
      ]);
      expect(
        data<GlobalColumnRecord[]>(
          await env().post(`${COL}/keys/list`, { keys: ['vv', 'country'] }, outsider.token),
        ).map((c) => c.id),
      ).toEqual([shared.id]);
      expect((await env().post(`${COL}/keys/list`, { app_id: push, keys: ['vv'] }, viewer.token)).status).toBe(403);
      expect(fields(await env().post(`${COL}/keys/list`, { keys: 'vv' }, viewer.token))).toEqual(['keys:type']);
    });

    it('deletes softly (query or body id); the key is free again', async () => {
      expect((await del(`${COL}/delete?id=${own.id}`, viewer.token)).status).toBe(403);
      await del(`${COL}/delete?id=${own.id}`).expect(200);
      const gone = await env().handle.store.models.GlobalColumn.findByPk(own.id, { paranoid: false });
      expect(gone?.deleted_at).toBeTruthy();
      expect(gone?.column_key).toBe(`vv#${own.id}`);
      expect((await del(`${COL}/delete?id=${own.id}`)).status).toBe(404);
      const again = data<GlobalColumnRecord[]>(
        await env().post(`${COL}/keys/list`, { app_id: growth, keys: ['vv'] }, viewer.token),
      );
      expect(again.map((c) => c.app_id)).toEqual([null]);
      await env()
        .post(`${COL}/add-update`, { app_id: growth, column_key: 'vv', column_name: '又一个', column_type: 1 }, admin())
        .expect(200);
      await del(`${COL}/delete`).send({ id: shared.id }).expect(200);
      expect(data<Paged<GlobalColumnRecord>>(await env().get(`${COL}/list`, outsider.token)).list).toEqual([]);
    });
  });

  describe('global select options', () => {
    let countries: GlobalSelectOptionRecord;
    let growthCountries: GlobalSelectOptionRecord;
    let levels: GlobalSelectOptionRecord;

    it('adds, reads and updates lists; values keep their order and types', async () => {
      countries = data<GlobalSelectOptionRecord>(
        await env()
          .post(`${SEL}/add-or-update`, { key: 'country', name: '国家', values: COUNTRIES }, admin())
          .expect(200),
      );
      expect(countries).toMatchObject({ app_id: null, key: 'country', name: '国家', values: COUNTRIES });
      growthCountries = data<GlobalSelectOptionRecord>(
        await env()
          .post(
            `${SEL}/add-or-update`,
            { app_id: growth, key: 'country', name: '增长国家', values: [{ name: '日本', value: 'JP' }] },
            admin(),
          )
          .expect(200),
      );
      levels = data<GlobalSelectOptionRecord>(
        await env()
          .post(
            `${SEL}/add-or-update`,
            {
              app_id: growth,
              key: 'level',
              name: '等级',
              values: [
                { name: '一级', value: 1 },
                { name: '二级', value: 2 },
              ],
            },
            admin(),
          )
          .expect(200),
      );
      expect(levels.values).toEqual([
        { name: '一级', value: 1 },
        { name: '二级', value: 2 },
      ]);
      const pushLevel = await env().post(
        `${SEL}/add-or-update`,
        { app_id: push, key: 'level', name: '推送等级', values: [] },
        admin(),
      );
      expect(pushLevel.status).toBe(200);

      const renamed = data<GlobalSelectOptionRecord>(
        await env()
          .post(
            `${SEL}/add-or-update`,
            { id: levels.id, key: 'level', name: '用户等级', values: levels.values },
            admin(),
          )
          .expect(200),
      );
      expect(renamed).toMatchObject({ id: levels.id, app_id: growth, name: '用户等级' });
      expect(
        data<GlobalSelectOptionRecord>(await env().get(`${SEL}/one?id=${levels.id}`, viewer.token).expect(200)).name,
      ).toBe('用户等级');
      expect(
        data<GlobalSelectOptionRecord>(await env().get(`${SEL}/one?id=${countries.id}`, outsider.token).expect(200))
          .values,
      ).toEqual(COUNTRIES);
    });

    it('validates, refuses duplicate values and taken keys, keeps apps apart', async () => {
      const bad = await env().post(
        `${SEL}/add-or-update`,
        { key: 'bad key', name: '', values: [{ name: 'a' }, { name: '', value: 'b' }] },
        admin(),
      );
      expect(bad.status).toBe(400);
      expect(fields(bad).sort()).toEqual([
        'key:pattern',
        'name:required',
        'values.0.value:required',
        'values.1.name:required',
      ]);
      const dupValues = await env().post(
        `${SEL}/add-or-update`,
        {
          key: 'dup',
          name: '重复',
          values: [
            { name: 'a', value: 1 },
            { name: 'b', value: '2' },
            { name: 'c', value: '1' },
          ],
        },
        admin(),
      );
      expect(fields(dupValues)).toEqual(['values.2.value:duplicate']);
      expect(
        (await env().post(`${SEL}/add-or-update`, { key: 'country', name: 'x', values: [] }, admin())).status,
      ).toBe(409);
      expect(
        (await env().post(`${SEL}/add-or-update`, { app_id: growth, key: 'level', name: 'x', values: [] }, admin()))
          .status,
      ).toBe(409);
      expect((await env().post(`${SEL}/add-or-update`, { key: 'x', name: 'x', values: [] }, viewer.token)).status).toBe(
        403,
      );
      expect((await env().get(`${SEL}/one?id=${levels.id}`, pushViewer.token)).status).toBe(403);
      expect((await env().get(`${SEL}/one?id=${levels.id}`, outsider.token)).status).toBe(403);
      expect((await env().get(`${SEL}/one?id=999999`, viewer.token)).status).toBe(404);
      expect((await env().post(`${SEL}/list`, { app_id: growth }, pushViewer.token)).status).toBe(403);
    });

    it('lists (paged, searched) and looks lists up by key', async () => {
      const list = data<Paged<GlobalSelectOptionRecord>>(
        await env().post(`${SEL}/list`, { app_id: growth }, viewer.token).expect(200),
      );
      expect(list.list.map((s) => [s.key, s.app_id])).toEqual([
        ['level', growth],
        ['country', growth],
        ['country', null],
      ]);
      expect(list).toMatchObject({ page: 1, page_size: 10, total_size: 3 });
      const page2 = data<Paged<GlobalSelectOptionRecord>>(
        await env().post(
          `${SEL}/list`,
          { app_id: growth, search_content: 'COUNTRY', page: 2, page_size: 1 },
          viewer.token,
        ),
      );
      expect(page2.list.map((s) => s.id)).toEqual([countries.id]);
      expect(page2.total_size).toBe(2);
      expect(
        data<Paged<GlobalSelectOptionRecord>>(await env().post(`${SEL}/list`, {}, outsider.token)).list.map(
          (s) => s.id,
        ),
      ).toEqual([countries.id]);

      const byKey = data<GlobalSelectOptionRecord[]>(
        await env()
          .post(`${SEL}/key/list`, { app_id: growth, keys: ['level', 'country', 'missing'] }, viewer.token)
          .expect(200),
      );
      expect(byKey.map((s) => s.id)).toEqual([levels.id, growthCountries.id]);
      const pushKeys = data<GlobalSelectOptionRecord[]>(
        await env().post(`${SEL}/key/list`, { app_id: push, keys: ['country'] }, pushViewer.token),
      );
      expect(pushKeys.map((s) => s.id)).toEqual([countries.id]);
      expect(fields(await env().post(`${SEL}/key/list`, {}, viewer.token))).toEqual(['keys:required']);
    });

    it('select/list and common/select/list answer options by key, with the all option when asked', async () => {
      for (const path of ['/select/list', '/common/select/list']) {
        expect(
          data<SelectOptionItem[]>(await env().post(path, { key: 'country' }, outsider.token).expect(200)),
        ).toEqual(COUNTRIES);
        expect(
          data<SelectOptionItem[]>(await env().post(path, { key: 'country', with_all: 1 }, outsider.token)),
        ).toEqual([{ name: '全部', value: 'all' }, ...COUNTRIES]);
        expect(
          data<SelectOptionItem[]>(await env().post(path, { app_id: growth, key: 'country' }, viewer.token)),
        ).toEqual([{ name: '日本', value: 'JP' }]);
        const map = data<Record<string, SelectOptionItem[]>>(
          await env().post(path, { appId: growth, keys: ['country', 'level', 'missing'], withAll: 1 }, viewer.token),
        );
        expect(map).toEqual({
          country: [
            { name: '全部', value: 'all' },
            { name: '日本', value: 'JP' },
          ],
          level: [
            { name: '全部', value: 'all' },
            { name: '一级', value: 1 },
            { name: '二级', value: 2 },
          ],
        });
        expect(
          data<Record<string, SelectOptionItem[]>>(
            await env().post(path, { keys: ['country', 'level'] }, viewer.token),
          ),
        ).toEqual({ country: COUNTRIES });
        expect((await env().post(path, { key: 'level' }, viewer.token)).status).toBe(404);
        expect((await env().post(path, { app_id: growth, key: 'level' }, pushViewer.token)).status).toBe(403);
        expect(fields(await env().post(path, {}, viewer.token))).toEqual(['keys:required']);
        expect(fields(await env().post(path, { key: 'a', keys: ['a'] }, viewer.token))).toEqual(['key:unknown_field']);
        expect(fields(await env().post(path, { key: 'a', with_all: 2 }, viewer.token))).toEqual(['with_all:enum']);
      }
    });

    it('forMapId resolves a filter map_id by id or key within the app', async () => {
      const { selects } = env().handle.services.options;
      expect((await selects.forMapId(growth, 'country'))?.id).toBe(growthCountries.id);
      expect((await selects.forMapId(push, 'country'))?.id).toBe(countries.id);
      expect(await selects.forMapId(push, levels.id)).toBeNull();
      expect((await selects.forMapId(growth, levels.id))?.key).toBe('level');
    });

    it('deletes softly: the list disappears and its key is free', async () => {
      expect((await env().post(`${SEL}/delete/one`, { id: growthCountries.id }, viewer.token)).status).toBe(403);
      await env().post(`${SEL}/delete/one`, { id: growthCountries.id }, admin()).expect(200);
      const row = await env().handle.store.models.GlobalSelectOption.findByPk(growthCountries.id, { paranoid: false });
      expect(row?.deleted_at).toBeTruthy();
      expect(row?.key).toBe(`country#${growthCountries.id}`);
      expect((await env().get(`${SEL}/one?id=${growthCountries.id}`, viewer.token)).status).toBe(404);
      expect((await env().post(`${SEL}/delete/one`, { id: growthCountries.id }, admin())).status).toBe(404);
      // The app now falls back to the shared list.
      expect(
        data<SelectOptionItem[]>(await env().post('/select/list', { app_id: growth, key: 'country' }, viewer.token)),
      ).toEqual(COUNTRIES);
      await env()
        .post(`${SEL}/add-or-update`, { app_id: growth, key: 'country', name: '新国家', values: [] }, admin())
        .expect(200);
    });
  });

  describe('select-diy', () => {
    let dataset: number;
    let manual: SelectDiyRecord;
    let fromData: SelectDiyRecord;
    const save = (body: object, token = admin()) => env().post('/select-diy/config/save', body, token);

    beforeAll(async () => {
      dataset = await addDataset(env(), growth, 'countries');
    });

    it('saves manual and dataset selects; saved values survive a config change', async () => {
      manual = data<SelectDiyRecord>(
        await save({
          app_id: growth,
          key: 'channel',
          name: '渠道',
          config: { source: 'manual', values: [{ name: '应用商店', value: 'store' }] },
        }).expect(200),
      );
      expect(manual).toMatchObject({
        app_id: growth,
        key: 'channel',
        config: {
          source: 'manual',
          data_set_id: null,
          column_key: null,
          name_column_key: null,
          values: [{ name: '应用商店', value: 'store' }],
        },
      });
      fromData = data<SelectDiyRecord>(
        await save({
          app_id: growth,
          key: 'country',
          name: '国家',
          config: {
            source: 'dataset',
            data_set_id: dataset,
            column_key: 'country_code',
            name_column_key: 'country_name',
          },
        }).expect(200),
      );
      expect(fromData.config).toEqual({
        source: 'dataset',
        data_set_id: dataset,
        column_key: 'country_code',
        name_column_key: 'country_name',
        values: [],
      });

      const saved = data<SelectDiyRecord>(
        await env().post('/select-diy/select/value/save', { id: fromData.id, values: COUNTRIES }, admin()).expect(200),
      );
      expect(saved.config.values).toEqual(COUNTRIES);
      const renamed = data<SelectDiyRecord>(
        await save({
          id: fromData.id,
          app_id: growth,
          key: 'country',
          name: '国家（新）',
          config: { source: 'dataset', data_set_id: dataset, column_key: 'country_code' },
        }).expect(200),
      );
      expect(renamed.config).toEqual({
        source: 'dataset',
        data_set_id: dataset,
        column_key: 'country_code',
        name_column_key: null,
        values: COUNTRIES,
      });
      const one = data<SelectDiyRecord>(
        await env().get(`/select-diy/one/config?id=${fromData.id}`, viewer.token).expect(200),
      );
      expect(one).toMatchObject({ name: '国家（新）', config: { values: COUNTRIES } });
      const list = data<SelectDiyRecord[]>(
        await env().get(`/select-diy/select/list?app_id=${growth}`, viewer.token).expect(200),
      );
      expect(list.map((s) => s.key)).toEqual(['channel', 'country']);
      expect(
        data<SelectDiyRecord[]>(
          await env().get(`/select-diy/select/list?app_id=${growth}&search_content=渠`, viewer.token),
        ).map((s) => s.key),
      ).toEqual(['channel']);
    });

    it('validates sources, values and keys; members read, admins write', async () => {
      const pushDataset = await addDataset(env(), push, 'push_countries');
      const wrong = await save({
        app_id: growth,
        key: 'x',
        name: 'x',
        config: { source: 'dataset', data_set_id: pushDataset, column_key: 'nope' },
      });
      expect(fields(wrong)).toEqual(['config.data_set_id:not_found']);
      const noColumn = await save({
        app_id: growth,
        key: 'x',
        name: 'x',
        config: { source: 'dataset', data_set_id: dataset, column_key: 'nope', name_column_key: 'also_nope' },
      });
      expect(fields(noColumn)).toEqual(['config.column_key:not_a_column', 'config.name_column_key:not_a_column']);
      expect(fields(await save({ app_id: growth, key: 'x', name: 'x', config: { source: 'dataset' } }))).toEqual([
        'config.data_set_id:required',
        'config.column_key:required',
      ]);
      expect(fields(await save({ app_id: growth, key: 'x', name: 'x', config: { source: 'sql' } }))).toEqual([
        'config.source:enum',
      ]);
      expect(
        fields(
          await save({
            app_id: growth,
            key: 'x',
            name: 'x',
            config: {
              source: 'manual',
              values: [
                { name: 'a', value: 1 },
                { name: 'b', value: 1 },
              ],
            },
          }),
        ),
      ).toEqual(['config.values.1.value:duplicate']);
      expect(
        fields(
          await env().post(
            '/select-diy/select/value/save',
            {
              id: manual.id,
              values: [
                { name: 'a', value: 'x' },
                { name: 'b', value: 'x' },
              ],
            },
            admin(),
          ),
        ),
      ).toEqual(['values.1.value:duplicate']);
      expect((await save({ app_id: growth, key: 'channel', name: 'dup', config: { source: 'manual' } })).status).toBe(
        409,
      );
      expect(
        (await save({ app_id: push, key: 'channel', name: '推送渠道', config: { source: 'manual' } })).status,
      ).toBe(200);
      expect(
        (await save({ id: manual.id, app_id: push, key: 'channel2', name: 'x', config: { source: 'manual' } })).status,
      ).toBe(400);
      expect(
        (await save({ app_id: growth, key: 'y', name: 'y', config: { source: 'manual' } }, viewer.token)).status,
      ).toBe(403);
      expect(
        (await env().post('/select-diy/select/value/save', { id: manual.id, values: [] }, viewer.token)).status,
      ).toBe(403);
      expect((await env().get(`/select-diy/one/config?id=${manual.id}`, pushViewer.token)).status).toBe(403);
      expect((await env().get(`/select-diy/select/list?app_id=${growth}`, outsider.token)).status).toBe(403);
      expect((await env().get('/select-diy/one/config?id=999999', viewer.token)).status).toBe(404);
    });

    it('deletes softly', async () => {
      expect((await del(`/select-diy/delete?id=${manual.id}`, viewer.token)).status).toBe(403);
      await del(`/select-diy/delete?id=${manual.id}`).expect(200);
      expect((await env().get(`/select-diy/one/config?id=${manual.id}`, viewer.token)).status).toBe(404);
      expect((await env().handle.store.models.SelectDiy.findByPk(manual.id, { paranoid: false }))?.key).toBe(
        `channel#${manual.id}`,
      );
      await save({ app_id: growth, key: 'channel', name: '渠道', config: { source: 'manual' } }).expect(200);
    });
  });
});
