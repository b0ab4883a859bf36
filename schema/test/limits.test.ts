import { INPUT_LIMITS, UserAddBody } from '../src/api';
import { validateRequest } from '../src/validate';

describe('INPUT_LIMITS', () => {
  it('are the limits the user contract enforces', () => {
    const ok = validateRequest(UserAddBody, { username: 'li.lei-2_x', realname: '李雷', password: 'x'.repeat(8) });
    expect(ok.ok).toBe(true);
    const bad = validateRequest(UserAddBody, {
      username: 'li lei',
      realname: 'x'.repeat(INPUT_LIMITS.REALNAME + 1),
      password: 'x'.repeat(INPUT_LIMITS.PASSWORD_MIN - 1),
    });
    expect(bad.ok || bad.errors).toEqual([
      { field: 'username', rule: 'pattern' },
      { field: 'realname', rule: 'max_length', params: { limit: INPUT_LIMITS.REALNAME } },
      { field: 'password', rule: 'min_length', params: { limit: INPUT_LIMITS.PASSWORD_MIN } },
    ]);
  });

  it('patterns compile as browser regular expressions', () => {
    expect(new RegExp(INPUT_LIMITS.USERNAME_PATTERN).test('li.lei')).toBe(true);
    expect(new RegExp(INPUT_LIMITS.USERNAME_PATTERN).test('li lei')).toBe(false);
    expect(new RegExp(INPUT_LIMITS.APP_KEY_PATTERN).test('sales-team')).toBe(true);
  });
});
