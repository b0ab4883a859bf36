/**
 * The authorisation matrix, generated from the router's own route list: every declared route must have a rule
 * here (a new route without one fails this test), and each rule is checked — public routes answer without a
 * token, every other one answers 401 to an anonymous caller, and admin routes answer 403 (admin only) to a
 * logged-in staff member, nor to any of the personas (role member, approver, category manager, category user).
 * What each persona may do beyond that is a second table, checked on the routes where they differ; the domain suites
 * test the rest.
 */
import type Router from '@koa/router';
import { declaredRoutes, type DeclaredRoute } from '../../src/core/routes';
import type { AppState } from '../../src/core/state';
import { createEnv, type TestEnv, type TestUser } from '../harness';

type Rule = 'public' | 'user' | 'admin';

const RULES: Record<string, Rule> = {
  'GET /version': 'public',
  'GET /health': 'public',
  'GET /health/ready': 'public',
  'POST /auth/login': 'public',
  'POST /auth/lockout/clear': 'admin',
  'POST /auth/logout': 'user',
  'GET /auth/login-options': 'public',
  'GET /auth/oidc/login': 'public',
  'GET /auth/oidc/callback': 'public',
  'GET /user/info': 'user',
  'POST /backend/user/search': 'user',
  'POST /backend/user/search/all': 'user',
  'GET /backend/user/refresh': 'user',
  'POST /backend/user/add': 'admin',
  'POST /backend/user/update': 'admin',
  'POST /backend/user/reset-password': 'admin',
  'GET /backend/app/list': 'user',
  'GET /backend/app/admin/list': 'admin',
  'GET /backend/app/info': 'user',
  'POST /backend/app/search': 'admin',
  'POST /backend/app/add': 'admin',
  'POST /backend/app/update': 'admin',
  'POST /backend/app/delete': 'admin',
  'GET /backend/app/announcement': 'user',
  'POST /backend/app/announcement': 'user',
  'GET /user/permission/list': 'user',
  'GET /backend/role/list': 'admin',
  'POST /backend/role/app-add': 'admin',
  'POST /backend/role/app-update': 'admin',
  'DELETE /backend/role/delete': 'admin',
  'GET /backend/role/permission-url': 'admin',
  'POST /backend/role/permission/save': 'admin',
  'POST /backend/role-user/user/list': 'admin',
  'POST /backend/role-user/remove-or-add/one': 'admin',
  'POST /backend/role-user/update': 'admin',
  'GET /backend/role-user/other-permission': 'user',
  'POST /category/list': 'user',
  'POST /category/save-or-update': 'admin',
  'POST /category/remove/one': 'admin',
  'GET /category/one/values': 'user',
  'GET /category/edit-permission': 'user',
  'POST /category/category-manager/list': 'user',
  'POST /category/category-manager/add-or-remove': 'admin',
  'POST /category/category-user/list': 'user',
  'POST /category/category-user/add-or-remove': 'user',
  'POST /category/diagrams': 'user',
  'GET /category/row-rule/list': 'admin',
  'POST /category/row-rule/save': 'admin',
  'POST /category/row-rule/restricted': 'admin',
  'GET /backend/user/attributes': 'admin',
  'POST /backend/user/attributes/save': 'admin',
  'GET /site/entries': 'user',
  'GET /app/lookup': 'user',
  'GET /bootstrap': 'user',
  'POST /visit/page/url': 'user',
  'GET /visit/pv-uv/day/list': 'user',
  'GET /visit/week/list': 'user',
  'GET /visit/page/pv/list': 'user',
  'GET /visit/user/pv/list': 'user',
  'GET /visit/statistics': 'user',
  'GET /visit/user/pv/addOrLoss': 'user',
  'GET /visit/user/flow': 'user',
  'GET /visit/report/page': 'user',
  'POST /visit/report/data': 'user',
  'POST /visit/report/select-options': 'user',
  'POST /customize/db-info/one': 'admin',
  'GET /customize/db-info/list': 'admin',
  'DELETE /customize/db-info/delete': 'admin',
  'POST /customize/db-info/test/connect': 'admin',
  'GET /customize/sql/db-name/list': 'admin',
  'GET /customize/sql/db-tables': 'admin',
  'GET /customize/sql/table/columns': 'admin',
  'POST /customize/sql/exec': 'admin',
  'POST /customize/sql/cancel': 'admin',
  'GET /customize/sql/history': 'admin',
  'POST /customize/dataset/list': 'user',
  'POST /customize/dataset/save-update': 'admin',
  'GET /customize/dataset/one': 'user',
  'DELETE /customize/dataset/delete': 'admin',
  'POST /customize/dataset/template/sql': 'admin',
  'GET /customize/dataset/indicator/detail': 'user',
  'GET /customize/dataset/use/pages': 'user',
  'POST /customize/dataset/preview': 'admin',
  'POST /customize/dataset/sync-columns': 'admin',
  'GET /customize/dataset/update-modes': 'admin',
  'GET /customize/page-diagram/list-with-page': 'user',
  'GET /customize/page-diagram/one': 'user',
  'GET /customize/page-diagram/fields': 'user',
  'GET /customize/page-diagram/setting/list': 'user',
  'GET /customize/page-diagram/setting/one': 'user',
  'POST /customize/page-diagram/add/one': 'admin',
  'POST /customize/page-diagram/update/one': 'admin',
  'DELETE /customize/page-diagram/delete/one': 'admin',
  'GET /customize/page-diagram/copy': 'admin',
  'POST /customize/page-diagram/copy/section': 'admin',
  'POST /customize/page-diagram/sort/section': 'admin',
  'POST /customize/page-diagram/online': 'admin',
  'POST /customize/page-diagram/rollback': 'admin',
  'POST /customize/page-diagram/page/save': 'admin',
  'POST /customize/page-diagram/save-filter-list': 'admin',
  'POST /customize/diagram-sql/add/one': 'admin',
  'GET /customize/page-diagram/page/draft': 'admin',
  'POST /customize/page-diagram/page/online': 'admin',
  'POST /customize/page-diagram/page/rollback': 'admin',
  'GET /customize/page-diagram/version/list': 'admin',
  'GET /customize/page-diagram/version/one': 'admin',
  'GET /customize/page-diagram/version/diff': 'admin',
  'POST /customize/page-diagram/version/restore': 'admin',
  'GET /customize/catalog/list': 'admin',
  'POST /customize/catalog/search': 'admin',
  'GET /customize/catalog/one': 'admin',
  'POST /customize/catalog/add-or-update': 'admin',
  'POST /customize/catalog/online-offline': 'admin',
  'POST /customize/catalog/sort': 'admin',
  'POST /customize/catalog/set/charge': 'admin',
  'POST /customize/catalog/set/batch-charge': 'admin',
  'POST /customize/catalog/permission/user': 'admin',
  'POST /customize/catalog/add-or-remove/permission/user': 'admin',
  'POST /customize/catalog/app/develop': 'admin',
  'DELETE /customize/catalog/delete': 'admin',
  'POST /trash/search': 'admin',
  'POST /data-monitor/add-or-update': 'admin',
  'POST /data-monitor/list': 'admin',
  'POST /data-monitor/remove': 'admin',
  'GET /data-monitor/one': 'admin',
  'GET /data-monitor/trigger': 'admin',
  'GET /monitor-notice/list': 'user',
  'POST /monitor-notice/read': 'user',
  'POST /trash/delete-or-recover': 'admin',
  'GET /templates/export': 'admin',
  'POST /templates/import': 'admin',
  'GET /customize/global-column/list': 'user',
  'POST /customize/global-column/add-update': 'admin',
  'POST /customize/global-column/keys/list': 'user',
  'DELETE /customize/global-column/delete': 'admin',
  'POST /customize/common/global-select-config/list': 'user',
  'POST /customize/common/global-select-config/add-or-update': 'admin',
  'POST /customize/common/global-select-config/delete/one': 'admin',
  'POST /customize/common/global-select-config/key/list': 'user',
  'GET /customize/common/global-select-config/one': 'user',
  'POST /select/list': 'user',
  'POST /common/select/list': 'user',
  'GET /select-diy/select/list': 'user',
  'GET /select-diy/one/config': 'user',
  'POST /select-diy/config/save': 'admin',
  'POST /select-diy/select/value/save': 'admin',
  'DELETE /select-diy/delete': 'admin',
  'POST /customize/filter/values/get-update': 'user',
  'POST /customize/page-diagram/new/data': 'user',
  'POST /customize/page-diagram/new/data/batch': 'user',
  'GET /realtime/data/list': 'user',
  'GET /new/realtime/core/data': 'user',
  'GET /new/realtime/push/data': 'user',
  'POST /customize/page-diagram/ab/report/index/data': 'user',
  'POST /customize/page-diagram/new/config/data': 'admin',
  'POST /customize/page-diagram/select-options': 'user',
  'POST /common/select/level/list': 'user',
  'POST /customize/common/select/level/list': 'user',
  'POST /customize/page-diagram/data/download': 'user',
  'POST /customize/page-diagram/search': 'admin',
  'POST /customize/catalog/page/search': 'admin',
  'GET /workbench/overview': 'admin',
  'POST /comment/get': 'user',
  'POST /comment/add': 'user',
  'POST /comment/update': 'user',
  'POST /comment/delete': 'user',
  'POST /looker/config/search': 'user',
  'POST /looker/config/data': 'user',
  'POST /looker/config/save-or-update': 'user',
  'POST /looker/config/download': 'user',
  'POST /looker/page/update/position': 'user',
  'GET /looker/page/list': 'user',
  'GET /looker/config/looker-detail': 'user',
  'DELETE /looker/page/config': 'user',
  'POST /viewer/filter/value/get-or-update': 'user',
  'POST /favorites/list': 'user',
  'POST /favorites/save/one': 'user',
  'POST /favorites/deleted/one': 'user',
  'POST /feedback/save': 'user',
  'POST /feedback/list': 'admin',
  'POST /feedback/status': 'admin',
  'GET /announcement/one': 'admin',
  'POST /announcement/save-update': 'admin',
  'POST /announcement/search': 'admin',
  'POST /announcement/delete': 'admin',
  'GET /announcement/current': 'user',
  'POST /announcement/seen': 'user',
  'GET /approval/apply/roles': 'user',
  'POST /approval/apply/new': 'user',
  'POST /approval/apply/records': 'user',
  'POST /approval/apply/flow': 'user',
  'POST /approval/apply/withdraw': 'user',
  'POST /approval/apply/remind': 'user',
  'POST /approval/records': 'user',
  'GET /approval/one/detail': 'user',
  'POST /approval/pass-reject': 'user',
  'GET /approval/remind': 'user',
  'POST /share/pages': 'user',
  'POST /user/permission/list/search': 'admin',
  'POST /user/permission/list/search/download': 'admin',
  'GET /help/infos': 'user',
  'GET /help/one/info': 'user',
  'GET /help/is-operation': 'user',
  'POST /help/add-update': 'user',
  'DELETE /help/one': 'user',
  'POST /upload/start': 'user',
  'POST /upload/block': 'user',
  'POST /upload/complete': 'user',
  'GET /upload/file': 'user',
  'GET /openapi.json': 'public',
  'GET /docs': 'public',
};

type Persona = 'member' | 'approver' | 'manager' | 'categoryUser';
const PERSONAS: Persona[] = ['member', 'approver', 'manager', 'categoryUser'];

/** The fixture's ids, filled in once it exists. */
const ids = { app: 0, page: 0, category: 0, request: 0, staff: '' };

/**
 * What each persona gets where they differ: a member of the role listing the page (with page_can_share), an approver
 * of the app (can_approve_requests, no page), a manager and a user of a field-authority category (no role at all).
 */
const PERSONA_RULES: { name: string; call: () => [string, string, unknown?]; expect: Record<Persona, number> }[] = [
  {
    name: 'menu of the app',
    call: () => ['GET', `/site/entries?app_id=${ids.app}`],
    expect: { member: 200, approver: 200, manager: 403, categoryUser: 403 },
  },
  {
    name: 'the page',
    call: () => ['GET', `/customize/page-diagram/list-with-page?page_id=${ids.page}`],
    expect: { member: 200, approver: 403, manager: 403, categoryUser: 403 },
  },
  {
    name: 'personal permissions',
    call: () => ['GET', `/backend/role-user/other-permission?app_id=${ids.app}`],
    expect: { member: 200, approver: 200, manager: 403, categoryUser: 403 },
  },
  {
    name: 'share the page',
    call: () => ['POST', '/share/pages', { permission_ids: [ids.page], add_user_set: [ids.staff] }],
    expect: { member: 200, approver: 403, manager: 403, categoryUser: 403 },
  },
  {
    name: 'lookers of the app',
    call: () => ['GET', `/looker/page/list?app_id=${ids.app}`],
    expect: { member: 200, approver: 200, manager: 403, categoryUser: 403 },
  },
  {
    name: 'visit statistics of the app (the role lists /visitStat)',
    call: () => ['GET', `/visit/statistics?app_id=${ids.app}`],
    expect: { member: 200, approver: 403, manager: 403, categoryUser: 403 },
  },
  {
    name: 'a request for the page',
    call: () => ['GET', `/approval/one/detail?id=${ids.request}`],
    expect: { member: 403, approver: 200, manager: 403, categoryUser: 403 },
  },
  {
    name: 'decide it',
    call: () => ['POST', '/approval/pass-reject', { id: ids.request, operate: 'reject', comment: 'no' }],
    expect: { member: 403, approver: 200, manager: 403, categoryUser: 403 },
  },
  {
    name: 'the app’s help documents',
    call: () => ['GET', `/help/infos?app_id=${ids.app}`],
    expect: { member: 200, approver: 200, manager: 403, categoryUser: 403 },
  },
  {
    name: 'write a help document (no persona holds can_edit_help)',
    call: () => ['POST', '/help/add-update', { app_id: ids.app, title: 'Help', content: '' }],
    expect: { member: 403, approver: 403, manager: 403, categoryUser: 403 },
  },
  {
    name: 'upload a help image',
    call: () => [
      'POST',
      '/upload/start',
      {
        purpose: 'help_image',
        app_id: ids.app,
        file_name: 'a.png',
        content_type: 'image/png',
        size: 1,
        md5: '0'.repeat(32),
      },
    ],
    expect: { member: 403, approver: 403, manager: 403, categoryUser: 403 },
  },
  {
    name: 'the category',
    call: () => ['GET', `/category/one/values?id=${ids.category}`],
    expect: { member: 403, approver: 403, manager: 200, categoryUser: 403 },
  },
  {
    name: 'the category’s users',
    call: () => ['POST', '/category/category-user/list', { category_id: ids.category }],
    expect: { member: 403, approver: 403, manager: 200, categoryUser: 403 },
  },
  {
    name: 'edit the category’s users',
    call: () => [
      'POST',
      '/category/category-user/add-or-remove',
      { category_id: ids.category, usernames: [ids.staff], operate: 'add' },
    ],
    expect: { member: 403, approver: 403, manager: 200, categoryUser: 403 },
  },
];

describe('authorisation matrix over every declared route', () => {
  let env: TestEnv;
  let staff: TestUser;
  let routes: readonly DeclaredRoute[] = [];
  const personas = {} as Record<Persona, TestUser>;

  beforeAll(async () => {
    let router: Router<AppState> | undefined;
    env = await createEnv('sqlite', { demo: false, extraRoutes: (r) => void (router = r) });
    routes = router ? declaredRoutes(router) : [];
    staff = await env.addUser('staff');
    ids.staff = staff.username;
    const admin = async (path: string, body: unknown) => {
      const res = await env.post(path, body, env.adminToken);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return (res.body as { result_data: { id: number } }).result_data;
    };
    ids.app = (await admin('/backend/app/add', { app_name: 'Matrix', app_key: 'matrix' })).id;
    ids.page = (
      await admin('/customize/catalog/add-or-update', {
        app_id: ids.app,
        catalog_or_page: 2,
        name: 'Page',
        url: '/matrix/page',
      })
    ).id;
    await env.handle.store.models.Entry.update({ status: 1 }, { where: { id: ids.page } });
    await admin('/backend/role/permission/save', {
      role_id: (
        await admin('/backend/role/app-add', { app_id: ids.app, name: 'members', permission_types: ['page_can_share'] })
      ).id,
      urls: ['/matrix/page', '/visitStat'],
    });
    await admin('/backend/role/app-add', {
      app_id: ids.app,
      name: 'approvers',
      permission_types: ['can_approve_requests'],
    });
    personas.member = await env.addUser('member', ['members']);
    personas.approver = await env.addUser('approver', ['approvers']);
    personas.manager = await env.addUser('manager');
    personas.categoryUser = await env.addUser('categoryUser');
    ids.category = (await admin('/category/save-or-update', { app_id: ids.app, name: 'Secret' })).id;
    for (const [list, who] of [
      ['category-manager', personas.manager],
      ['category-user', personas.categoryUser],
    ] as const)
      await env.post(
        `/category/${list}/add-or-remove`,
        { category_id: ids.category, usernames: [who.username], operate: 'add' },
        env.adminToken,
      );
    const request = await env.handle.store.models.AccessRequest.create({
      app_id: ids.app,
      entry_id: ids.page,
      url: '/matrix/page',
      page_name: 'Page',
      role_id: null,
      role_name: null,
      applicant_id: staff.id,
      reason: 'matrix',
      status: 'pending',
    });
    ids.request = request.id;
  });

  afterAll(async () => {
    await env?.handle.close();
    await env?.close();
  });

  const send = (route: DeclaredRoute, token?: string) => {
    const path = env.api(route.path.replace(/:(\w+)/g, '1'));
    const req =
      route.method === 'GET'
        ? env.http.get(path)
        : route.method === 'POST'
          ? env.http.post(path).send({})
          : env.http.delete(path).send({});
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

  it('every route has a rule, and every rule a route', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((k) => !(k in RULES))).toEqual([]);
    expect(Object.keys(RULES).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('anonymous callers get 401 everywhere but public routes; staff get 403 on admin routes', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const rule = RULES[key];
      const anonymous = (await send(route)).status;
      if ((rule === 'public') === (anonymous === 401)) wrong.push(`${key}: anonymous ${anonymous}`);
      // Logging out would end the staff session the rest of the loop uses.
      if (rule === 'public' || route.path === '/auth/logout') continue;
      const res = await send(route, staff.token).set('Accept-Language', 'en');
      const adminOnly =
        res.status === 403 && (res.body as { message?: string }).message === 'Only administrators can do this';
      if ((rule === 'admin') !== adminOnly) wrong.push(`${key}: staff ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('no persona passes an admin route', async () => {
    const wrong: string[] = [];
    for (const persona of PERSONAS)
      for (const route of routes.filter((r) => RULES[`${r.method} ${r.path}`] === 'admin')) {
        const res = await send(route, personas[persona].token).set('Accept-Language', 'en');
        if ((res.body as { message?: string }).message !== 'Only administrators can do this')
          wrong.push(`${persona} ${route.method} ${route.path}: ${res.status}`);
      }
    expect(wrong).toEqual([]);
  });

  it('each persona gets what his role, approver type or category gives, and no more', async () => {
    const got: Record<string, Record<Persona, number>> = {};
    const expected: Record<string, Record<Persona, number>> = {};
    for (const rule of PERSONA_RULES) {
      expected[rule.name] = rule.expect;
      got[rule.name] = {} as Record<Persona, number>;
      for (const persona of PERSONAS) {
        const [method, path, body] = rule.call();
        const token = personas[persona].token;
        const res = method === 'GET' ? await env.get(path, token) : await env.post(path, body ?? {}, token);
        got[rule.name][persona] = res.status;
      }
    }
    expect(got).toEqual(expected);
  });
});
