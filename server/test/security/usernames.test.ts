/**
 * Case-variant usernames (finding 9): `Admin` cannot be created next to `admin`, on every store. Login stays by the
 * exact name (an existing case-duplicate keeps logging in as itself).
 */
import { data, describeStores } from '../harness';
import { bodyOf } from '../support/body';

describeStores('usernames are unique without regard to case', { demo: false }, (env) => {
  it('refuses a case variant of an existing username with 409', async () => {
    const add = (username: string) =>
      env()
        .post('/backend/user/add', { username, realname: username, password: 'long-enough-1' }, env().adminToken)
        .set('Accept-Language', 'en');
    const variant = await add('Admin');
    expect(variant.status).toBe(409);
    expect(bodyOf(variant).message).toMatch(/admin/);
    expect((await add('carol')).status).toBe(200);
    expect((await add('CAROL')).status).toBe(409);
    expect(
      data<{ token: string }>(await env().post('/auth/login', { username: 'carol', password: 'long-enough-1' })),
    ).toMatchObject({ token: expect.any(String) as string });
  });
});
