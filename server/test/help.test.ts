import { createHash, randomBytes } from 'node:crypto';
import { UPLOAD_BLOCK_SIZE, type HelpDocument, type HelpListItem, type StoredFileInfo } from '@tessera/schema/api';
import { excerptOf } from '../src/domains/help/service';
import { data, describeOnSqlite, type TestUser } from './harness';

type Res = { status: number; body: { result_data: { errors?: { field: string; rule: string }[] } | null } };
const fields = (res: Res) => (res.body.result_data?.errors ?? []).map((e) => `${e.field}:${e.rule}`);
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
/** A PNG by its signature, followed by noise: `size` bytes in all. */
const png = (size: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);
const blocks = (file: Buffer) =>
  Array.from({ length: Math.ceil(file.length / UPLOAD_BLOCK_SIZE) }, (_, i) =>
    file.subarray(i * UPLOAD_BLOCK_SIZE, (i + 1) * UPLOAD_BLOCK_SIZE),
  );

describeOnSqlite('help documents and block uploads', { demo: false }, (env) => {
  let appId: number;
  let otherApp: number;
  let editor: TestUser;
  let reader: TestUser;
  let outsider: TestUser;
  const admin = () => env().adminToken;
  const del = (body: unknown, token: string) =>
    env()
      .http.delete(env().api('/help/one'))
      .set('Authorization', `Bearer ${token}`)
      .send(body as object);

  beforeAll(async () => {
    const add = async (path: string, body: unknown) => data<{ id: number }>(await env().post(path, body, admin()));
    appId = (await add('/backend/app/add', { app_name: 'Help', app_key: 'help' })).id;
    otherApp = (await add('/backend/app/add', { app_name: 'Other', app_key: 'other' })).id;
    await add('/backend/role/app-add', { app_id: appId, name: 'writers', permission_types: ['can_edit_help'] });
    await add('/backend/role/app-add', { app_id: appId, name: 'readers', permission_types: ['page_can_share'] });
    editor = await env().addUser('editor', ['writers']);
    reader = await env().addUser('reader', ['readers']);
    outsider = await env().addUser('outsider');
  });

  it('is-operation: admins and can_edit_help holders of the app; 404 unknown app, 400 bad id', async () => {
    const op = async (token: string, id: number | string = appId) =>
      env().get(`/help/is-operation?app_id=${id}`, token);
    expect(data(await op(admin()))).toBe(true);
    expect(data(await op(editor.token))).toBe(true);
    expect(data(await op(editor.token, otherApp))).toBe(false);
    expect(data(await op(reader.token))).toBe(false);
    expect(data(await op(outsider.token))).toBe(false);
    expect((await op(editor.token, 987654)).status).toBe(404);
    const bad = await op(editor.token, 'x');
    expect([bad.status, fields(bad)]).toEqual([400, ['app_id:type']]);
  });

  it('writes, lists, searches, reads and deletes; markdown is kept as written; others get 403', async () => {
    const hostile =
      '# Setup\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n| a | b |\n|---|---|\n| 1 | 2 |';
    const created = await env().post(
      '/help/add-update',
      { app_id: appId, title: ' Getting started ', content: hostile },
      editor.token,
    );
    expect(created.status).toBe(200);
    const doc = data<HelpDocument>(created);
    // Stored and answered raw, as JSON: the reader's renderer sanitises (renderer/src/markdown).
    expect(created.type).toBe('application/json');
    expect(doc).toMatchObject({
      app_id: appId,
      title: 'Getting started',
      content: hostile,
      created_by: editor.username,
    });
    await env()
      .post('/help/add-update', { app_id: appId, title: 'Exports', content: 'CSV files stream.' }, admin())
      .expect(200);

    const list = async (q: string, token = reader.token) =>
      data<HelpListItem[]>(
        await env().get(`/help/infos?app_id=${appId}&search_content=${encodeURIComponent(q)}`, token),
      );
    expect((await list('')).map((d) => d.title)).toEqual(['Exports', 'Getting started']);
    expect((await list('STARTED')).map((d) => d.title)).toEqual(['Getting started']);
    expect((await list('stream')).map((d) => d.title)).toEqual(['Exports']);
    expect(await list('nothing like it')).toEqual([]);
    expect((await list('')).find((d) => d.id === doc.id)?.excerpt).not.toContain('<script>');
    expect(excerptOf('# A\n\n| a-b | c |\n|---|---|\n- one\n\n```\ncode\n```')).toBe('A a-b c one');
    expect(data<HelpDocument>(await env().get(`/help/one/info?id=${doc.id}`, reader.token)).content).toBe(hostile);

    // Readers and outsiders.
    expect((await env().get(`/help/infos?app_id=${appId}`, outsider.token)).status).toBe(403);
    expect((await env().get(`/help/one/info?id=${doc.id}`, outsider.token)).status).toBe(403);
    expect(
      (await env().post('/help/add-update', { app_id: appId, title: 'x', content: '' }, reader.token)).status,
    ).toBe(403);
    expect((await del({ id: doc.id }, reader.token)).status).toBe(403);
    expect(
      (await env().post('/help/add-update', { app_id: otherApp, title: 'x', content: '' }, editor.token)).status,
    ).toBe(403);

    // Bad input names the field.
    const save = (body: unknown) => env().post('/help/add-update', body, editor.token);
    expect(fields(await save({ app_id: appId, content: '' }))).toEqual(['title:required']);
    expect(fields(await save({ app_id: appId, title: '   ', content: '' }))).toEqual(['title:required']);
    expect(fields(await save({ app_id: appId, title: 't', content: 'x'.repeat(200_001) }))).toEqual([
      'content:max_length',
    ]);
    expect(fields(await save({ app_id: appId, title: 't', content: '', html: '<b>' }))).toEqual(['html:unknown_field']);
    expect((await save({ id: 987654, app_id: appId, title: 't', content: '' })).status).toBe(404);
    const moved = await env().post(
      '/help/add-update',
      { id: doc.id, app_id: otherApp, title: 't', content: '' },
      admin(),
    );
    expect(fields(moved)).toEqual(['app_id:cannot_change']);
    expect(fields(await env().get('/help/one/info', reader.token))).toEqual(['id:required']);

    const updated = await save({ id: doc.id, app_id: appId, title: 'Start here', content: 'new' });
    expect(data<HelpDocument>(updated)).toMatchObject({
      title: 'Start here',
      content: 'new',
      updated_by: editor.username,
    });
    expect(fields(await del({}, editor.token))).toEqual(['id:required']);
    expect((await del({ id: doc.id }, editor.token)).status).toBe(200);
    expect((await env().get(`/help/one/info?id=${doc.id}`, editor.token)).status).toBe(404);
    expect((await del({ id: doc.id }, editor.token)).status).toBe(404);
  });

  it('uploads in md5-checked blocks of 51,200 bytes and serves the image with its type and cache headers', async () => {
    const file = png(UPLOAD_BLOCK_SIZE * 2 + 100);
    const start = (body: Record<string, unknown>, token = editor.token) =>
      env().post(
        '/upload/start',
        {
          purpose: 'help_image',
          app_id: appId,
          file_name: 'chart.png',
          content_type: 'image/png',
          size: file.length,
          md5: md5(file),
          ...body,
        },
        token,
      );
    const send = (
      uploadId: string,
      index: number,
      part: Buffer,
      extra: Record<string, unknown> = {},
      token = editor.token,
    ) =>
      env().post(
        '/upload/block',
        { upload_id: uploadId, index, md5: md5(part), data: part.toString('base64'), ...extra },
        token,
      );
    const complete = (uploadId: string, token = editor.token) =>
      env().post('/upload/complete', { upload_id: uploadId }, token);

    const started = data<{ upload_id: string; block_size: number; blocks: number }>(await start({}));
    expect(started).toMatchObject({ block_size: 51200, blocks: 3 });
    const parts = blocks(file);
    // Blocks in any order; a corrupted block, a wrong size and another user's upload are refused.
    expect((await send(started.upload_id, 2, parts[2])).status).toBe(200);
    const corrupted = Buffer.from(parts[0]);
    corrupted[100] ^= 0xff;
    expect(fields(await send(started.upload_id, 0, corrupted, { md5: md5(parts[0]) }))).toEqual(['md5:md5_mismatch']);
    expect(fields(await send(started.upload_id, 0, parts[0].subarray(0, 1000)))).toEqual(['data:block_size']);
    expect(fields(await send(started.upload_id, 3, parts[2]))).toEqual(['index:maximum']);
    expect(fields(await send(started.upload_id, 0, parts[0], { data: '***' }))).toEqual(['data:invalid_base64']);
    expect(fields(await send(started.upload_id, 0, parts[0], {}, reader.token))).toEqual(['upload_id:not_found']);
    expect((await send(started.upload_id, 0, parts[0])).status).toBe(200);
    // A missing block: complete names it.
    const missing = await complete(started.upload_id);
    expect([missing.status, fields(missing)]).toEqual([400, ['upload_id:missing_blocks']]);
    expect(JSON.stringify(missing.body)).toContain('1');
    expect((await send(started.upload_id, 1, parts[1])).status).toBe(200);
    const done = await complete(started.upload_id);
    expect(done.status).toBe(200);
    const stored = data<StoredFileInfo>(done);
    expect(stored).toMatchObject({ content_type: 'image/png', size: file.length, md5: md5(file) });
    expect(stored.url).toBe(`/upload/file?key=${stored.key}`);
    // Completed: the upload is gone.
    expect(fields(await complete(started.upload_id))).toEqual(['upload_id:not_found']);

    const served = await env().get(stored.url, reader.token).buffer(true);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.body as Buffer, file)).toBe(0);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['etag']).toBe(`"${md5(file)}"`);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const again = await env()
      .get(stored.url, reader.token)
      .set('If-None-Match', `"${md5(file)}"`);
    expect(again.status).toBe(304);
    expect((await env().get(stored.url)).status).toBe(401);
    expect((await env().get('/upload/file?key=0123456789abcdef0123456789abcdef.png', reader.token)).status).toBe(404);
    expect(fields(await env().get('/upload/file?key=../secret', reader.token))).toEqual(['key:pattern']);
  });

  it('refuses too big, non-image, mislabelled and wrongly summed files, and uploads by those not allowed', async () => {
    const small = png(300);
    const base = {
      purpose: 'help_image',
      app_id: appId,
      file_name: 'a.png',
      content_type: 'image/png',
      size: 300,
      md5: md5(small),
    };
    const start = (body: Record<string, unknown>, token = editor.token) =>
      env().post('/upload/start', { ...base, ...body }, token);
    expect(fields(await start({ size: 5 * 1024 * 1024 + 1 }))).toEqual(['size:maximum']);
    expect(fields(await start({ content_type: 'image/svg+xml' }))).toEqual(['content_type:enum']);
    expect(fields(await start({ md5: 'nope' }))).toEqual(['md5:pattern']);
    expect(fields(await start({ app_id: undefined }))).toEqual(['app_id:required']);
    expect((await start({}, reader.token)).status).toBe(403);
    expect((await start({ purpose: 'app_icon', app_id: undefined })).status).toBe(403);
    expect((await start({ purpose: 'app_icon', app_id: undefined }, admin())).status).toBe(200);

    const finish = async (bytes: Buffer, body: Record<string, unknown>) => {
      const id = data<{ upload_id: string }>(await start({ size: bytes.length, md5: md5(bytes), ...body })).upload_id;
      await env()
        .post(
          '/upload/block',
          { upload_id: id, index: 0, md5: md5(bytes), data: bytes.toString('base64') },
          editor.token,
        )
        .expect(200);
      return env().post('/upload/complete', { upload_id: id }, editor.token);
    };
    // Text declared as a PNG; a whole-file md5 that the blocks do not add up to.
    const text = Buffer.from('<svg onload="alert(1)"></svg>'.padEnd(300, ' '));
    expect(fields(await finish(text, {}))).toEqual(['content_type:not_image']);
    expect(fields(await finish(small, { md5: md5(Buffer.from('another file')) }))).toEqual(['md5:md5_mismatch']);
  });
});
