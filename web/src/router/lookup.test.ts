import { DELAYS } from '@tessera/schema/rules';
import { type AppLookup } from '@tessera/schema/api';
import { decideLookup } from './lookup';

const lookup = (patch: Partial<AppLookup>): AppLookup => ({
  status: 'ok',
  app_id: null,
  permission_url: null,
  permission_id: null,
  page_name: null,
  ...patch,
});

describe('app lookup decisions', () => {
  it('ok: switch to the app and open the url', () => {
    expect(decideLookup(lookup({ status: 'ok', app_id: 2 }), '/push/overview/list')).toEqual({
      kind: 'open',
      appId: 2,
      url: '/push/overview/list',
    });
  });

  it('ok without an app: not found', () => {
    expect(decideLookup(lookup({ status: 'ok' }), '/x')).toEqual({ kind: 'redirect', to: '/page-not-found' });
  });

  it('apply: the apply route with appId, permissionUrl and permissionId', () => {
    const decision = decideLookup(
      lookup({
        status: 'apply',
        app_id: 1,
        permission_url: '/growth/users/transform',
        permission_id: 17,
        page_name: '用户转化',
      }),
      '/growth/users/transform',
    );
    expect(decision.kind).toBe('redirect');
    const to = new URL((decision as { to: string }).to, 'http://x');
    expect(to.pathname).toBe('/permission/apply');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      appId: '1',
      permissionUrl: '/growth/users/transform',
      permissionId: '17',
      pageName: '用户转化',
    });
  });

  it('apply without a permission url falls back to the asked path', () => {
    const decision = decideLookup(lookup({ status: 'apply', app_id: 1 }), '/growth/a?x=1') as { to: string };
    expect(new URL(decision.to, 'http://x').searchParams.get('permissionUrl')).toBe('/growth/a');
  });

  it('not-apply and not-online: an info message, then /index after 1.5 s', () => {
    expect(decideLookup(lookup({ status: 'not-apply' }), '/a')).toEqual({
      kind: 'info',
      messageKey: 'lookup.notApply',
      to: '/index',
      delay: DELAYS.NOT_ONLINE_MESSAGE,
    });
    expect(decideLookup(lookup({ status: 'not-online' }), '/a')).toEqual({
      kind: 'info',
      messageKey: 'lookup.notOnline',
      to: '/index',
      delay: DELAYS.NOT_ONLINE_MESSAGE,
    });
    expect(DELAYS.NOT_ONLINE_MESSAGE).toBe(1500);
  });

  it('page-not-found: the not-found page', () => {
    expect(decideLookup(lookup({ status: 'page-not-found' }), '/a')).toEqual({
      kind: 'redirect',
      to: '/page-not-found',
    });
  });
});
