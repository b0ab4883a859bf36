import type { ApprovalDetail, ApprovalRecord, ApprovalRole, Paged, RoleRecord } from '@tessera/schema/api';
import { data, describeStores, type TestUser } from './harness';
import { bodyOf, problemsOf } from './support/body';

describeStores('access requests and approvals', {}, (env) => {
  let growth: number;
  let push: number;
  let approver: TestUser; // holds can_approve_requests in growth
  let outsider: TestUser; // approves nothing
  const admin = () => env().adminToken;
  const page = async (url: string) => (await env().handle.store.models.Entry.findOne({ where: { url } }))!;
  const apply = (token: string, body: Record<string, unknown>) => env().post('/approval/apply/new', body, token);
  const decide = (token: string, id: number, operate: string, comment = '') =>
    env().post('/approval/pass-reject', { id, operate, comment }, token);
  const count = async (token: string) => data<{ count: number }>(await env().get('/approval/remind', token)).count;
  const opens = async (token: string, url: string) =>
    (await env().get(`/customize/page-diagram/list-with-page?page_id=${(await page(url)).id}`, token)).status;
  const newApplicant = async () => env().addUser('staff');
  const pageRequest = async (who: TestUser, url: string, reason = 'I need it for the weekly review') =>
    data<ApprovalRecord>(await apply(who.token, { app_id: growth, permission_url: url, reason }));

  beforeAll(async () => {
    growth = await env().appId('growth');
    push = await env().appId('push');
    approver = await env().addUser('approver');
    outsider = await env().addUser('outsider');
    const role = data<RoleRecord>(
      await env().post(
        '/backend/role/app-add',
        { app_id: growth, name: 'Approvers', permission_types: ['can_approve_requests'] },
        admin(),
      ),
    );
    await env().post(
      '/backend/role-user/remove-or-add/one',
      { role_id: role.id, username: approver.username, operate: 'add' },
      admin(),
    );
  });

  it('a page asked for alone: the approver sees it on the badge, passes it, and the page opens at once', async () => {
    const staff = await newApplicant();
    const url = '/growth/retention/daily';
    expect(await opens(staff.token, url)).toBe(403);
    const before = await count(approver.token);

    const request = await pageRequest(staff, url);
    expect(request).toMatchObject({
      app_id: growth,
      permission_url: url,
      permission_id: (await page(url)).id,
      role_id: null,
      applicant: staff.username,
      status: 'pending',
      reason: 'I need it for the weekly review',
    });
    // The same request again while it waits: 409.
    expect((await apply(staff.token, { app_id: growth, permission_url: url, reason: 'again' })).status).toBe(409);

    expect(await count(approver.token)).toBe(before + 1);
    expect(await count(outsider.token)).toBe(0);
    expect(await count(staff.token)).toBe(0); // nobody approves his own request

    const pending = data<Paged<ApprovalRecord>>(
      await env().post('/approval/records', { type: 'pending' }, approver.token),
    );
    expect(pending.list.map((r) => r.id)).toContain(request.id);
    const detail = data<ApprovalDetail>(await env().get(`/approval/one/detail?id=${request.id}`, approver.token));
    expect(detail.can_decide).toBe(true);
    expect(detail.approvers.map((a) => a.username)).toContain(approver.username);
    expect(detail.steps).toEqual([expect.objectContaining({ action: 'apply', username: staff.username })]);

    const passed = await decide(approver.token, request.id, 'pass', 'welcome');
    expect(passed.status).toBe(200);
    expect(data<ApprovalDetail>(passed)).toMatchObject({
      status: 'approved',
      decided_by: approver.username,
      comment: 'welcome',
      can_decide: false,
    });
    expect(await opens(staff.token, url)).toBe(200);
    expect(await count(approver.token)).toBe(before);
    // The grant is the catalog's own page grant: the page's permission list names him as a direct user.
    const viewers = data<{ username: string; reasons: string[] }[]>(
      await env().post('/customize/catalog/permission/user', { id: (await page(url)).id }, admin()),
    );
    expect(viewers.find((v) => v.username === staff.username)?.reasons).toEqual(['user']);

    // Decided once: a second decision is 409, and the flow tells who did what, when.
    expect((await decide(approver.token, request.id, 'reject')).status).toBe(409);
    const flow = data<ApprovalDetail>(await env().post('/approval/apply/flow', { id: request.id }, staff.token));
    expect(flow.steps.map((s) => [s.action, s.username, s.comment])).toEqual([
      ['apply', staff.username, null],
      ['pass', approver.username, 'welcome'],
    ]);
    expect(flow.steps.every((s) => !Number.isNaN(Date.parse(s.created_at)))).toBe(true);
    const handled = data<Paged<ApprovalRecord>>(
      await env().post('/approval/records', { type: 'handled' }, approver.token),
    );
    expect(handled.list.map((r) => r.id)).toContain(request.id);
    // Already able to open it: asking again is 409.
    expect((await apply(staff.token, { app_id: growth, permission_url: url, reason: 'more' })).status).toBe(409);
  });

  it('joining a role: rejected with a comment changes nothing; passed, the member gets the role’s pages', async () => {
    const staff = await newApplicant();
    const url = '/growth/users/type';
    const roles = data<ApprovalRole[]>(
      await env().get(`/approval/apply/roles?app_id=${growth}&permission_url=${encodeURIComponent(url)}`, staff.token),
    );
    const reader = roles.find((r) => r.has_page);
    expect(reader).toBeDefined();
    expect(roles[0].has_page).toBe(true); // the roles listing the page come first
    const ask = () => apply(staff.token, { app_id: growth, permission_url: url, role_id: reader!.id, reason: 'team' });

    const first = data<ApprovalRecord>(await ask());
    expect(first.role_name).toBe(reader!.name);
    const rejected = await decide(approver.token, first.id, 'reject', 'ask your lead first');
    expect(data<ApprovalDetail>(rejected)).toMatchObject({ status: 'rejected', comment: 'ask your lead first' });
    expect(await opens(staff.token, url)).toBe(403);

    const second = data<ApprovalRecord>(await ask());
    expect((await decide(approver.token, second.id, 'pass')).status).toBe(200);
    expect(await opens(staff.token, url)).toBe(200);
    const held = data<ApprovalRole[]>(await env().get(`/approval/apply/roles?app_id=${growth}`, staff.token));
    expect(held.map((r) => r.id)).not.toContain(reader!.id);
    expect((await ask()).status).toBe(409); // already a member
    const mine = data<Paged<ApprovalRecord>>(await env().post('/approval/apply/records', {}, staff.token));
    expect(mine.list.map((r) => [r.id, r.status])).toEqual([
      [second.id, 'approved'],
      [first.id, 'rejected'],
    ]);
  });

  it('withdraw ends a request; remind works once an hour', async () => {
    const staff = await newApplicant();
    const request = await pageRequest(staff, '/growth/users/country');
    const remind = () => env().post('/approval/apply/remind', { id: request.id }, staff.token);
    expect(data<ApprovalDetail>(await remind()).reminded_at).not.toBeNull();
    const again = await remind().set('Accept-Language', 'en');
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3500);
    expect(bodyOf(again).message).toContain('once an hour');
    // An hour later it may be sent again.
    await env().handle.store.models.AccessRequest.update(
      { reminded_at: new Date(Date.now() - 61 * 60_000) },
      { where: { id: request.id } },
    );
    expect((await remind()).status).toBe(200);

    // Someone else's request is not his to withdraw or remind.
    expect((await env().post('/approval/apply/withdraw', { id: request.id }, outsider.token)).status).toBe(404);
    const withdrawn = await env().post('/approval/apply/withdraw', { id: request.id }, staff.token);
    expect(data<ApprovalDetail>(withdrawn).status).toBe('withdrawn');
    expect(data<ApprovalDetail>(withdrawn).steps.map((s) => s.action)).toEqual([
      'apply',
      'remind',
      'remind',
      'withdraw',
    ]);
    expect((await env().post('/approval/apply/withdraw', { id: request.id }, staff.token)).status).toBe(409);
    expect((await remind()).status).toBe(409);
    expect((await decide(approver.token, request.id, 'pass')).status).toBe(409);
  });

  it('the page’s in-charge user approves it; strangers and the applicant himself may not', async () => {
    const staff = await newApplicant();
    const charge = await env().addUser('charge');
    const url = '/growth/users/version';
    const entry = await page(url);
    const request = await pageRequest(staff, url);
    expect((await decide(charge.token, request.id, 'pass')).status).toBe(403);
    await env().post(
      '/customize/catalog/set/charge',
      { id: entry.id, develop_charge_username: charge.username, work_charge_username: null },
      admin(),
    );
    expect(await count(charge.token)).toBe(1);
    expect((await env().get(`/approval/one/detail?id=${request.id}`, outsider.token)).status).toBe(403);
    expect((await decide(outsider.token, request.id, 'pass')).status).toBe(403);
    expect((await decide(staff.token, request.id, 'pass')).status).toBe(403);
    const detail = data<ApprovalDetail>(await env().get(`/approval/one/detail?id=${request.id}`, charge.token));
    expect(detail.approvers.map((a) => a.username)).toEqual(
      expect.arrayContaining([charge.username, approver.username]),
    );
    expect((await decide(charge.token, request.id, 'pass')).status).toBe(200);
    expect(await opens(staff.token, url)).toBe(200);
  });

  it('two decisions at the same moment: one wins, the other gets 409, one decision is recorded', async () => {
    const second = await env().addUser('approver2');
    const role = data<RoleRecord[]>(await env().get(`/backend/role/list?app_id=${growth}`, admin())).find(
      (r) => r.name === 'Approvers',
    )!;
    await env().post(
      '/backend/role-user/remove-or-add/one',
      { role_id: role.id, username: second.username, operate: 'add' },
      admin(),
    );
    const urls = ['/growth/users/transform', '/growth/users/dau-ratio', '/growth/engagement/vv'];
    for (const url of urls) {
      const staff = await newApplicant();
      const request = await pageRequest(staff, url);
      const logged = env().logs.length;
      const answers = await Promise.all([
        decide(approver.token, request.id, 'pass'),
        decide(second.token, request.id, 'reject'),
      ]);
      // A 500 brings the server's own account of it into the failure.
      const errors = env()
        .logs.slice(logged)
        .filter((line) => line.includes('unhandled error'));
      expect({ statuses: answers.map((a) => a.status).sort(), errors }).toEqual({ statuses: [200, 409], errors: [] });
      const steps = await env().handle.store.models.AccessRequestStep.findAll({ where: { request_id: request.id } });
      expect(steps.map((s) => s.action).sort()).toEqual(['apply', answers[0].status === 200 ? 'pass' : 'reject']);
      expect(await opens(staff.token, url)).toBe(answers[0].status === 200 ? 200 : 403);
    }
  });

  it('bad input is 400 naming the field, never 500', async () => {
    const staff = await newApplicant();
    const url = '/growth/engagement/weekly';
    const field = async (res: Promise<{ status: number; body: unknown }>) => {
      const answer = await res;
      expect(answer.status).toBe(400);
      return problemsOf(answer).map((p) => p.field);
    };
    expect(await field(apply(staff.token, { app_id: growth, permission_url: url }))).toEqual(['reason']);
    expect(await field(apply(staff.token, { app_id: growth, permission_url: url, reason: '   ' }))).toEqual(['reason']);
    expect(await field(apply(staff.token, { app_id: growth, permission_url: url, reason: 'x'.repeat(1001) }))).toEqual([
      'reason',
    ]);
    expect(await field(apply(staff.token, { app_id: 999999, permission_url: url, reason: 'r' }))).toEqual(['app_id']);
    expect(await field(apply(staff.token, { app_id: push, permission_url: url, reason: 'r' }))).toEqual([
      'permission_url',
    ]);
    expect(await field(apply(staff.token, { app_id: growth, permission_url: 'no slash', reason: 'r' }))).toEqual([
      'permission_url',
    ]);
    // A hidden page cannot be asked for, as the app lookup says.
    expect(
      await field(apply(staff.token, { app_id: push, permission_url: '/push/analysis/monitor', reason: 'r' })),
    ).toEqual(['permission_url']);
    const pushRole = data<RoleRecord[]>(await env().get(`/backend/role/list?app_id=${push}`, admin()))[0];
    expect(
      await field(apply(staff.token, { app_id: growth, permission_url: url, role_id: pushRole.id, reason: 'r' })),
    ).toEqual(['role_id']);
    expect(await field(apply(staff.token, { app_id: growth, permission_url: url, role_id: 'x', reason: 'r' }))).toEqual(
      ['role_id'],
    );
    const other = await page('/growth/users/type');
    expect(
      await field(apply(staff.token, { app_id: growth, permission_url: url, permission_id: other.id, reason: 'r' })),
    ).toEqual(['permission_url']);
    expect(await field(decide(approver.token, 1, 'maybe'))).toEqual(['operate']);
    expect(await field(env().post('/approval/pass-reject', { id: 'one', operate: 'pass' }, approver.token))).toEqual([
      'id',
    ]);
    expect(await field(env().post('/approval/records', { type: 'all' }, approver.token))).toEqual(['type']);
    expect(await field(env().post('/approval/apply/records', { status: 'open' }, staff.token))).toEqual(['status']);
    expect(await field(env().get('/approval/one/detail?id=abc', staff.token))).toEqual(['id']);
    expect(await field(env().get('/approval/apply/roles', staff.token))).toEqual(['app_id']);
    // An outsider learns an app's role names only for a page of it he may ask for.
    expect((await env().get(`/approval/apply/roles?app_id=${growth}`, staff.token)).status).toBe(403);
    const hidden = `/approval/apply/roles?app_id=${push}&permission_url=/push/analysis/monitor`;
    expect((await env().get(hidden, staff.token)).status).toBe(403);
    const elsewhere = `/approval/apply/roles?app_id=${push}&permission_url=${encodeURIComponent(url)}`;
    expect((await env().get(elsewhere, staff.token)).status).toBe(403);
    expect((await env().get('/approval/one/detail?id=999999', staff.token)).status).toBe(404);
    expect((await decide(approver.token, 999999, 'pass')).status).toBe(404);
  });
});
