/**
 * Staff see only what they need (finding 8):
 * - the SQL, table and connection of a dataset, and the SQL and connection of a filter, reach admins only — in the
 *   dataset list and detail and in every page and section answer;
 * - the app lookup tells someone who may not open a page only its status, except `apply` (page name and id, for the
 *   apply form): a hidden page answers not-apply without its name or id;
 * - the user search gives staff username and realname, admins the whole record.
 */
import type { AppLookup, Paged, UserRecord } from '@tessera/schema/api';
import type { Page, Section } from '@tessera/schema/dsl';
import { data, describeStores, type TestUser } from '../harness';
import { addConnection, sqliteDemoFile } from '../report-fixture';

const P = '/customize/page-diagram';
const PAGE_URL = '/push/overview/list';
const SECRET_SQL = 'SELECT 1 AS n';
const OPTIONS_SQL = 'SELECT 1 AS n UNION SELECT 2';
const CONDITION = 'n > 0';

/** Every admin-only key that occurs anywhere in an answer. */
function adminOnlyKeys(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => adminOnlyKeys(v, found));
  else if (typeof value === 'object' && value !== null)
    for (const [key, v] of Object.entries(value)) {
      if (
        [
          'sql',
          'table_name',
          'connection_id',
          'connection_name',
          'select_sql',
          'sql_db_id',
          'where_condition',
        ].includes(key)
      )
        found.add(key);
      adminOnlyKeys(v, found);
    }
  return found;
}

const keys = (value: unknown) => [...adminOnlyKeys(value)].sort();

describeStores('staff see only what they need', {}, (env) => {
  let staff: TestUser;
  let outsider: TestUser;
  let push: number;
  let pageId: number;
  let datasetId: number;
  let connectionId: number;
  let sectionId: number;

  beforeAll(async () => {
    staff = await env().addUser('pusher', ['推送运营-查看']);
    outsider = await env().addUser('outsider');
    push = await env().appId('push');
    await sqliteDemoFile(env());
    connectionId = await addConnection(env(), 'disclosure', { kind: 'sqlite', file: 'demo.sqlite' });
    const dataset = await env().post(
      '/customize/dataset/save-update',
      {
        app_id: push,
        key: 'secret',
        name: '机密',
        connection_id: connectionId,
        sql: SECRET_SQL,
        columns: [{ column_key: 'n', column_name: 'N', column_type: 0 }],
      },
      env().adminToken,
    );
    expect(dataset.status).toBe(200);
    datasetId = data<{ id: number }>(dataset).id;

    const entry = await env().handle.store.models.Entry.findOne({ where: { url: PAGE_URL } });
    pageId = entry?.id as number;
    const draft = data<{ page: Page; revision: number }>(
      await env().get(`${P}/page/draft?page_id=${pageId}`, env().adminToken),
    );
    const filter = {
      type: 'select',
      name: 'N',
      class_en: 'n',
      is_diy_datasource: 1,
      select_sql: OPTIONS_SQL,
      sql_db_id: connectionId,
      where_condition: CONDITION,
    };
    const document = {
      ...draft.page,
      global_filters: [filter],
      sections: [
        {
          id: 'secret',
          title: '机密',
          data_set_id: 'secret',
          column_config_model_list: [{ column_key: 'n', column_name: 'N', column_type: 0 }],
          filter_config_model_list: [filter],
        },
      ],
    };
    const saved = await env().post(
      `${P}/page/save`,
      { page_id: pageId, document, base_revision: draft.revision },
      env().adminToken,
    );
    expect(saved.status).toBe(200);
    sectionId = Number(data<{ page: Page }>(saved).page.sections[0].id);
    expect((await env().post(`${P}/page/online`, { page_id: pageId }, env().adminToken)).status).toBe(200);
  });

  afterAll(() => env().handle.close());

  describe('dataset and filter SQL and connections', () => {
    it('the dataset list and detail leave out SQL, table and connection for staff', async () => {
      const list = (token: string) =>
        env().post('/customize/dataset/list', { app_id: push, page_model: { page: 1, page_size: 10 } }, token);
      const staffList = data<Paged<Record<string, unknown>>>(await list(staff.token));
      expect(staffList.list.map((d) => d.key)).toEqual(['secret']);
      expect(keys(staffList)).toEqual([]);
      const staffOne = data<Record<string, unknown>>(
        await env().get(`/customize/dataset/one?id=${datasetId}`, staff.token),
      );
      expect(staffOne).toMatchObject({ id: datasetId, key: 'secret', data_set_column_list: [{ column_key: 'n' }] });
      expect(keys(staffOne)).toEqual([]);

      const adminOne = data<Record<string, unknown>>(
        await env().get(`/customize/dataset/one?id=${datasetId}`, env().adminToken),
      );
      expect(adminOne).toMatchObject({ sql: SECRET_SQL, connection_id: connectionId, connection_name: 'disclosure' });
      expect(keys(data(await list(env().adminToken)))).toEqual([
        'connection_id',
        'connection_name',
        'sql',
        'table_name',
      ]);
    });

    it('page and section answers leave out the filters’ SQL and connection for staff', async () => {
      const answers = (token: string) =>
        Promise.all([
          env().get(`${P}/list-with-page?page_id=${pageId}`, token),
          env().get(`${P}/one?id=${sectionId}`, token),
          env().get(`${P}/setting/list?page_id=${pageId}`, token),
          env().get(`${P}/setting/one?id=${sectionId}`, token),
        ]);
      const staffAnswers = await answers(staff.token);
      expect(staffAnswers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const [page, section, settings] = staffAnswers.map((r) => data<unknown>(r));
      expect(keys(staffAnswers.map((r) => data<unknown>(r)))).toEqual([]);
      // What the page shows is all there: the filter, its key and label, the section and its columns.
      expect((page as Page).global_filters).toEqual([
        { type: 'select', name: 'N', class_en: 'n', is_diy_datasource: 1 },
      ]);
      expect((section as Section).filter_config_model_list?.[0]).toMatchObject({ class_en: 'n', name: 'N' });
      expect((settings as { page: Page }).page.global_filters?.[0]).toMatchObject({ class_en: 'n' });

      const adminAnswers = await answers(env().adminToken);
      const [adminPage, adminSection] = adminAnswers.map((r) => data<unknown>(r));
      expect((adminPage as Page).global_filters?.[0]).toMatchObject({
        select_sql: OPTIONS_SQL,
        sql_db_id: connectionId,
        where_condition: CONDITION,
      });
      expect((adminSection as Section).filter_config_model_list?.[0]).toMatchObject({ select_sql: OPTIONS_SQL });
    });
  });

  describe('the app lookup', () => {
    const lookup = async (user: TestUser | string, url: string) =>
      data<AppLookup>(
        await env().get(`/app/lookup?url=${encodeURIComponent(url)}`, typeof user === 'string' ? user : user.token),
      );
    const bare = (status: AppLookup['status']): AppLookup => ({
      status,
      app_id: null,
      permission_url: null,
      permission_id: null,
      page_name: null,
    });

    it('a hidden page answers not-apply without its name or id', async () => {
      expect(await lookup(outsider, '/push/analysis/monitor')).toEqual(bare('not-apply'));
      expect(await lookup(staff, '/push/analysis/monitor')).toEqual(bare('not-apply'));
      const admin = await lookup(env().adminToken, '/push/analysis/monitor');
      expect(admin).toMatchObject({ status: 'ok', app_id: push, page_name: '推送监控' });
    });

    it('apply carries what the apply form needs; ok what opening the page needs', async () => {
      const weekly = await env().handle.store.models.Entry.findOne({ where: { url: '/push/analysis/weekly' } });
      expect(await lookup(outsider, '/push/analysis/weekly')).toEqual({
        status: 'apply',
        app_id: push,
        permission_url: '/push/analysis/weekly',
        permission_id: weekly?.id,
        page_name: weekly?.name,
      });
      expect(await lookup(staff, PAGE_URL)).toMatchObject({ status: 'ok', app_id: push });
    });

    it('not-online and page-not-found name neither app nor page', async () => {
      const { Entry } = env().handle.store.models;
      await Entry.update({ status: 0 }, { where: { url: '/push/overview/funnel' } });
      try {
        expect(await lookup(outsider, '/push/overview/funnel')).toEqual(bare('not-online'));
        expect(await lookup(staff, '/push/overview/funnel')).toEqual(bare('not-online'));
        expect(await lookup(env().adminToken, '/push/overview/funnel')).toMatchObject({ page_name: '推送漏斗' });
      } finally {
        await Entry.update({ status: 1 }, { where: { url: '/push/overview/funnel' } });
      }
      expect(await lookup(outsider, '/push/no-such-page')).toEqual(bare('page-not-found'));
      expect(await lookup(env().adminToken, '/push/no-such-page')).toMatchObject({ app_id: push });
    });
  });

  describe('the user search', () => {
    const search = (token: string) =>
      env().post('/backend/user/search', { search_content: 'pusher', page: 1, page_size: 10 }, token);

    it('gives staff username and realname only', async () => {
      const found = data<Paged<Record<string, unknown>>>(await search(outsider.token));
      expect(found.total_size).toBe(1);
      expect(found.list).toEqual([{ username: staff.username, realname: expect.stringMatching(/^pusher/) as string }]);
    });

    it('gives admins the whole record', async () => {
      const found = data<Paged<UserRecord>>(await search(env().adminToken));
      expect(found.list[0]).toMatchObject({ id: staff.id, username: staff.username, is_admin: false, status: 1 });
    });
  });
});
