import { QueryTypes } from 'sequelize';
import type { ChartCommentRecord } from '@tessera/schema/api';
import type { Section } from '@tessera/schema/dsl';
import { data, describeOnSqlite, type TestUser } from './harness';
import { bodyOf, textContaining } from './support/body';

const P = '/customize/page-diagram';
const DAILY = '/growth/retention/daily';

type Res = { status: number; body: { message: string; result_data: { errors: { field: string; rule: string }[] } } };
const fields = (res: Res) => res.body.result_data.errors.map((e) => `${e.field}:${e.rule}`);

describeOnSqlite('comments on chart points', {}, (env) => {
  let commented: number;
  let silent: number;
  let viewer: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  const admin = () => env().adminToken;
  const point = { dt: '2024-05-01' };

  async function addSection(pageId: number, key: string, extra: Partial<Section>): Promise<number> {
    const added = await env().post(
      `${P}/add/one`,
      { page_id: pageId, section: { id: key, title: `标题 ${key}`, ...extra } },
      admin(),
    );
    expect(added.status).toBe(200);
    return data<Section>(added).id as number;
  }

  beforeAll(async () => {
    const daily = (await env().handle.store.models.Entry.findOne({ where: { url: DAILY } }))?.id as number;
    commented = await addSection(daily, 'trend', { chart_is_comment: 1 });
    silent = await addSection(daily, 'no_comments', { chart_is_comment: 0 });
    await env()
      .post(`${P}/online`, { diagram_id_set: [commented, silent] }, admin())
      .expect(200);
    viewer = await env().addUser('viewer', ['增长分析-查看']);
    colleague = await env().addUser('colleague', ['增长分析-查看']);
    outsider = await env().addUser('outsider', ['推送运营-查看']);
  });

  it('adds a comment and lists it with its author, oldest first, to everyone who reads the section', async () => {
    const body = {
      diagram_id: commented,
      content: '  五一假期回落  ',
      url: DAILY,
      title: '留存趋势',
      conditions: { dt: ['2024-05-01', '2024-05-07'], countryCode: 'CN' },
      field_value: point,
    };
    const added = data<ChartCommentRecord>(await env().post('/comment/add', body, viewer.token).expect(200));
    expect(added).toMatchObject({
      diagram_id: commented,
      content: '五一假期回落',
      url: DAILY,
      title: '留存趋势',
      // Keys inside conditions and field_value are data: not snake_cased like request fields.
      conditions: { dt: ['2024-05-01', '2024-05-07'], countryCode: 'CN' },
      field_value: point,
      username: viewer.username,
      realname: textContaining('viewer'),
    });
    expect(typeof added.id).toBe('number');
    expect(Date.parse(added.created_at)).not.toBeNaN();

    // Without url and title: the section's page url and the section's title.
    const second = data<ChartCommentRecord>(
      await env()
        .post(
          '/comment/add',
          { diagram_id: commented, content: '第二条', field_value: { dt: 20240502 } },
          colleague.token,
        )
        .expect(200),
    );
    expect(second).toMatchObject({
      url: DAILY,
      title: '标题 trend',
      conditions: {},
      field_value: { dt: 20240502 },
      username: colleague.username,
    });

    const listed = data<ChartCommentRecord[]>(
      await env().post('/comment/get', { diagram_id: commented, url: DAILY }, admin()).expect(200),
    );
    expect(listed.map((c) => [c.id, c.content, c.username])).toEqual([
      [added.id, '五一假期回落', viewer.username],
      [second.id, '第二条', colleague.username],
    ]);
    const byColleague = data<ChartCommentRecord[]>(
      await env().post('/comment/get', { diagramId: commented }, colleague.token).expect(200),
    );
    expect(byColleague.map((c) => c.id)).toEqual([added.id, second.id]);
    expect(byColleague[0].conditions).toEqual(body.conditions);
    expect(
      data<ChartCommentRecord[]>(
        await env().post('/comment/get', { diagram_id: commented, url: '/other/page' }, viewer.token),
      ),
    ).toEqual([]);
  });

  it('refuses bad input, naming the fields, and stores nothing', async () => {
    const post = (body: object) => env().post('/comment/add', { diagram_id: commented, ...body }, viewer.token);
    const count = async () =>
      Number(
        (
          await env().handle.store.sequelize.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM chart_comments', {
            type: QueryTypes.SELECT,
          })
        )[0].n,
      );
    const before = await count();
    expect(fields(await post({}))).toEqual(['content:required']);
    expect(fields(await post({ content: '' }))).toEqual(['content:required']);
    expect(fields(await post({ content: '   \n ' }))).toEqual(['content:required']);
    expect(fields(await post({ content: 'x'.repeat(2001) }))).toEqual(['content:max_length']);
    expect(fields(await post({ content: 'ok', title: 't'.repeat(501), url: 'u'.repeat(2001) })).sort()).toEqual([
      'title:max_length',
      'url:max_length',
    ]);
    expect(fields(await post({ content: 'ok', conditions: ['dt'] }))).toEqual(['conditions:type']);
    expect(fields(await post({ content: 'ok', field_value: { dt: { nested: 1 } } }))).toEqual(['field_value.dt:type']);
    expect(fields(await post({ content: 'ok', field_value: 'dt' }))).toEqual(['field_value:type']);
    expect(fields(await post({ content: 'ok', extra: 1 }))).toEqual(['extra:unknown_field']);
    expect(fields(await env().post('/comment/add', { content: 'ok' }, viewer.token))).toEqual(['diagram_id:required']);
    expect(fields(await env().post('/comment/get', {}, viewer.token))).toEqual(['diagram_id:required']);
    expect(fields(await env().post('/comment/update', { id: 1 }, viewer.token))).toEqual(['content:required']);
    const blank = await post({ content: ' ' }).set('Accept-Language', 'en');
    expect(blank.status).toBe(400);
    expect(bodyOf(blank).message).toContain('content');
    expect(await count()).toBe(before);
  });

  it('lets the author or an admin change a comment; anyone else gets 403', async () => {
    const mine = data<ChartCommentRecord>(
      await env()
        .post('/comment/add', { diagram_id: commented, content: '初稿', field_value: point }, viewer.token)
        .expect(200),
    );
    const edited = data<ChartCommentRecord>(
      await env().post('/comment/update', { id: mine.id, content: ' 改过 ' }, viewer.token).expect(200),
    );
    expect(edited).toMatchObject({ id: mine.id, content: '改过', username: viewer.username, field_value: point });

    const other = await env()
      .post('/comment/update', { id: mine.id, content: '别人改' }, colleague.token)
      .set('Accept-Language', 'en');
    expect(other.status).toBe(403);
    expect(bodyOf(other).message).toBe('Only the author of a comment or an admin can change it');
    expect((await env().post('/comment/update', { id: mine.id, content: '外人改' }, outsider.token)).status).toBe(403);

    // An admin's edit keeps the author.
    expect(
      data<ChartCommentRecord>(
        await env().post('/comment/update', { id: mine.id, content: '管理员改' }, admin()).expect(200),
      ),
    ).toMatchObject({ content: '管理员改', username: viewer.username });
    const stored = data<ChartCommentRecord[]>(
      await env().post('/comment/get', { diagram_id: commented }, viewer.token),
    ).find((c) => c.id === mine.id);
    expect(stored?.content).toBe('管理员改');
    expect((await env().post('/comment/update', { id: 999999, content: 'x' }, viewer.token)).status).toBe(404);
  });

  it('lets the author or an admin delete a comment, for good; the list tells each reader which he may change', async () => {
    const add = async (content: string, token: string) =>
      data<ChartCommentRecord>(
        await env().post('/comment/add', { diagram_id: commented, content, field_value: point }, token).expect(200),
      );
    const mine = await add('要撤回的', viewer.token);
    const theirs = await add('同事的', colleague.token);
    expect(mine.can_edit).toBe(true);
    const canEdit = async (token: string) =>
      Object.fromEntries(
        data<ChartCommentRecord[]>(await env().post('/comment/get', { diagram_id: commented }, token))
          .filter((c) => c.id === mine.id || c.id === theirs.id)
          .map((c) => [c.content, c.can_edit]),
      );
    expect(await canEdit(viewer.token)).toEqual({ 要撤回的: true, 同事的: false });
    expect(await canEdit(admin())).toEqual({ 要撤回的: true, 同事的: true });

    expect((await env().post('/comment/delete', { id: mine.id }, colleague.token)).status).toBe(403);
    expect((await env().post('/comment/delete', { id: mine.id }, outsider.token)).status).toBe(403);
    expect((await env().post('/comment/delete', { id: 'x' }, viewer.token)).status).toBe(400);
    expect(data(await env().post('/comment/delete', { id: mine.id }, viewer.token).expect(200))).toEqual({
      id: mine.id,
    });
    expect((await env().post('/comment/delete', { id: mine.id }, viewer.token)).status).toBe(404);
    expect(data(await env().post('/comment/delete', { id: theirs.id }, admin()).expect(200))).toEqual({
      id: theirs.id,
    });
    expect(await canEdit(viewer.token)).toEqual({});
  });

  it('refuses users who cannot read the page, sections without comments and unknown sections', async () => {
    expect((await env().post('/comment/get', { diagram_id: commented }, outsider.token)).status).toBe(403);
    expect(
      (await env().post('/comment/add', { diagram_id: commented, content: '看不到的页面' }, outsider.token)).status,
    ).toBe(403);

    const off = await env()
      .post('/comment/add', { diagram_id: silent, content: '不能评论' }, viewer.token)
      .set('Accept-Language', 'en');
    expect(off.status).toBe(403);
    expect(bodyOf(off).message).toBe('Comments are not enabled for this section');
    expect((await env().post('/comment/get', { diagram_id: silent }, viewer.token)).status).toBe(403);

    expect((await env().post('/comment/get', { diagram_id: 999999 }, viewer.token)).status).toBe(404);
    expect((await env().post('/comment/add', { diagram_id: 999999, content: 'x' }, viewer.token)).status).toBe(404);
    expect((await env().post('/comment/get', { diagram_id: commented })).status).toBe(401);
  });

  it('follows the section: turning comments off closes its comments to edits too', async () => {
    const mine = data<ChartCommentRecord>(
      await env().post('/comment/add', { diagram_id: commented, content: '关闭前' }, viewer.token).expect(200),
    );
    await env()
      .post(
        `${P}/update/one`,
        { id: commented, section: { id: commented, title: '标题 trend', chart_is_comment: 0 } },
        admin(),
      )
      .expect(200);
    await env()
      .post(`${P}/online`, { diagram_id_set: [commented] }, admin())
      .expect(200);
    expect((await env().post('/comment/update', { id: mine.id, content: '关闭后' }, viewer.token)).status).toBe(403);
    expect((await env().post('/comment/get', { diagram_id: commented }, viewer.token)).status).toBe(403);
  });
});
