import { validateRequest } from '../src/validate';
import {
  snakeFieldNames,
  AppAddBody,
  EntriesQuery,
  LoginBody,
  LookupQuery,
  ShareBody,
  UserAddBody,
  UserSearchBody,
  VisitUrlBody,
} from '../src/api';
import { PAGING } from '../src/rules';

describe('validateRequest', () => {
  it('names every missing field of a login', () => {
    const r = validateRequest(LoginBody, {});
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => `${e.field}:${e.rule}`).sort()).toEqual(['password:required', 'username:required']);
  });

  it('treats an empty string as missing, not as a length problem', () => {
    const r = validateRequest(LoginBody, { username: '', password: 'x' });
    expect(r.ok || r.errors).toEqual([{ field: 'username', rule: 'required' }]);
  });

  it('treats an empty list that must hold something as missing', () => {
    const r = validateRequest(ShareBody, { permission_ids: [], add_user_set: ['ann'] });
    expect(r.ok || r.errors).toEqual([{ field: 'permission_ids', rule: 'required' }]);
  });

  it('rejects unknown body fields by name', () => {
    const r = validateRequest(LoginBody, { username: 'a', password: 'b', role: 'admin' });
    expect(r.ok || r.errors).toEqual([{ field: 'role', rule: 'unknown_field' }]);
  });

  it('fills paging defaults from the spec (user query page size 30)', () => {
    const r = validateRequest(UserSearchBody, {});
    expect(r.ok && r.value).toEqual({ search_content: '', page: 1, page_size: PAGING.USER_PAGE_SIZE });
  });

  it('does not modify the caller input when filling defaults', () => {
    const input = {};
    validateRequest(UserSearchBody, input);
    expect(input).toEqual({});
  });

  it('coerces query strings to numbers and rejects words', () => {
    const ok = validateRequest(EntriesQuery, { app_id: '3' }, 'query');
    expect(ok.ok && ok.value).toEqual({ app_id: 3, share: 0 });
    const bad = validateRequest(EntriesQuery, { app_id: 'three', share: '2' }, 'query');
    expect(bad.ok || bad.errors.map((e) => `${e.field}:${e.rule}`).sort()).toEqual(['app_id:type', 'share:enum']);
  });

  it('keeps app keys url-safe and passwords long enough', () => {
    const r = validateRequest(AppAddBody, { app_name: 'Sales', app_key: 'Sales Team' });
    expect(r.ok || r.errors).toEqual([{ field: 'app_key', rule: 'pattern' }]);
    const p = validateRequest(UserAddBody, { username: 'li.lei', realname: '李雷', password: 'short' });
    expect(p.ok || p.errors).toEqual([{ field: 'password', rule: 'min_length', params: { limit: 8 } }]);
  });

  it('lookup urls must be absolute paths', () => {
    expect(validateRequest(LookupQuery, { url: 'growth/x' }, 'query').ok).toBe(false);
    expect(validateRequest(LookupQuery, { url: '/growth/x' }, 'query').ok).toBe(true);
  });

  it('visit reports take one absolute path of at most 2000 characters', () => {
    expect(validateRequest(VisitUrlBody, { url: '/growth/x' }).ok).toBe(true);
    const long = validateRequest(VisitUrlBody, { url: `/${'a'.repeat(2000)}` });
    expect(long.ok || long.errors).toEqual([{ field: 'url', rule: 'max_length', params: { limit: 2000 } }]);
    const relative = validateRequest(VisitUrlBody, { url: 'growth/x', from: 'menu' });
    expect(relative.ok || relative.errors.map((e) => `${e.field}:${e.rule}`).sort()).toEqual([
      'from:unknown_field',
      'url:pattern',
    ]);
  });
});

describe('snakeFieldNames', () => {
  it("converts a call's own field names, not the keys nested in its values", () => {
    expect(
      snakeFieldNames({ appId: 1, isMulti: true, sortKeyMap: { orderTotal: 'desc' }, list: [{ classEn: 'dt' }] }),
    ).toEqual({
      app_id: 1,
      is_multi: true,
      sort_key_map: { orderTotal: 'desc' },
      list: [{ classEn: 'dt' }],
    });
  });

  it('leaves values and already-snake keys alone, and non-objects as they are', () => {
    const when = new Date(0);
    expect(snakeFieldNames({ search_content: 'appId', when })).toEqual({ search_content: 'appId', when });
    expect(snakeFieldNames([{ appId: 1 }])).toEqual([{ appId: 1 }]);
  });
});
