/**
 * Case-variant usernames (finding 9): `Admin` cannot be created next to `admin`, on every store, and the store itself
 * refuses it (a unique index on the folded username, migration 0009), whoever writes the row. A store that already
 * holds case-duplicates keeps them: migration 0009 lists them in the log, each keeps logging in by its exact name
 * and can still be edited, and no new variant can join them.
 */
import { UniqueConstraintError } from 'sequelize';
import type { UserRecord } from '@tessera/schema/api';
import { hashPassword } from '../../src/domains/auth/password';
import type { Store } from '../../src/store';
import { migrate } from '../../src/store/migrate';
import { ADMIN_PASSWORD, data, describeStores } from '../harness';
import { bodyOf } from '../support/body';
import { TEST_PASSWORD_COST } from '../support/password-cost';

const add = (username: string) => ({ username, realname: username, password: 'long-enough-1' });

describeStores('usernames are unique without regard to case', { demo: false }, (env) => {
  it('refuses a case variant of an existing username with 409', async () => {
    const post = (username: string) =>
      env().post('/backend/user/add', add(username), env().adminToken).set('Accept-Language', 'en');
    const variant = await post('Admin');
    expect(variant.status).toBe(409);
    expect(bodyOf(variant).message).toMatch(/admin/);
    expect((await post('carol')).status).toBe(200);
    expect((await post('CAROL')).status).toBe(409);
    expect(
      data<{ token: string }>(await env().post('/auth/login', { username: 'carol', password: 'long-enough-1' })),
    ).toMatchObject({ token: expect.any(String) as string });
  });

  it('the store itself refuses a case variant, whoever writes the row', async () => {
    const { User } = env().handle.store.models;
    const row = { realname: 'x', password_hash: await hashPassword('long-enough-1', TEST_PASSWORD_COST) };
    await expect(User.create({ ...row, username: 'ADMIN' })).rejects.toBeInstanceOf(UniqueConstraintError);
    await expect(User.bulkCreate([{ ...row, username: 'Admin' }])).rejects.toBeInstanceOf(UniqueConstraintError);
  });
});

/** Users a store of version 0008 holds; the store may refuse some (see `refused`). */
const OLD_USERS = [
  { username: 'admin', password: ADMIN_PASSWORD, is_admin: true },
  { username: 'carol', password: 'carol-pass-1' },
  { username: 'Carol', password: 'Carol-pass-2' },
  { username: 'CAROL', password: 'CAROL-pass-3' },
  { username: 'dave', password: 'dave-pass-4' },
];
/** Usernames the old store refused to hold, per store kind. */
const refused = new Map<string, string[]>();

/** A store migrated up to 0008, with its users written as that version could. */
async function oldStore(store: Store): Promise<void> {
  await migrate(store, undefined, { to: '0008-page-versions' });
  const now = new Date();
  const refusedHere: string[] = [];
  for (const user of OLD_USERS) {
    const row = {
      username: user.username,
      realname: `${user.username} (old)`,
      password_hash: await hashPassword(user.password, TEST_PASSWORD_COST),
      is_admin: user.is_admin === true,
      status: 1,
      created_at: now,
      updated_at: now,
    };
    try {
      await store.sequelize.getQueryInterface().bulkInsert('users', [row]);
    } catch (err) {
      if (!(err instanceof UniqueConstraintError)) throw err;
      refusedHere.push(user.username);
    }
  }
  refused.set(store.dialect, refusedHere);
}

describeStores(
  'a store that already holds case-duplicate usernames',
  { demo: false, beforePrepare: oldStore },
  (env) => {
    let adminToken: string;
    const login = (username: string, password: string) => env().post('/auth/login', { username, password });
    const userId = async (username: string) =>
      (await env().handle.store.models.User.findOne({ where: { username } }))?.id as number;
    /** MySQL/MariaDB's case-insensitive collation never let duplicates in: there, the old store holds none. */
    const duplicates = () => (env().kind === 'mysql' ? [] : ['carol', 'Carol', 'CAROL']);

    beforeAll(async () => {
      adminToken = await env().login('admin', ADMIN_PASSWORD);
    });

    it('migration 0009 lists them in the log (MySQL/MariaDB never held any)', () => {
      expect(refused.get(env().handle.store.dialect)).toEqual(env().kind === 'mysql' ? ['Carol', 'CAROL'] : []);
      const warnings = env()
        .logs.map((line) => JSON.parse(line) as { msg: string; duplicates?: { username: string }[][] })
        .filter((entry) => entry.msg.startsWith('usernames that differ only in case'));
      if (duplicates().length === 0) return expect(warnings).toEqual([]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0].duplicates?.map((group) => group.map((u) => u.username))).toEqual([duplicates()]);
    });

    it('each logs in by its exact name and password, as the user it is', async () => {
      const ids = new Set<number>();
      for (const user of OLD_USERS.filter((u) => !refused.get(env().handle.store.dialect)?.includes(u.username))) {
        const res = await login(user.username, user.password);
        expect(res.status).toBe(200);
        ids.add(data<{ user: { id: number } }>(res).user.id);
      }
      expect(ids.size).toBe(OLD_USERS.length - (refused.get(env().handle.store.dialect)?.length ?? 0));
      if (duplicates().length > 0) expect((await login('CAROL', 'carol-pass-1')).status).toBe(401);
    });

    it('no new case variant can join them; the duplicates can still be edited', async () => {
      const variant = await env().post('/backend/user/add', add('cArOl'), adminToken).set('Accept-Language', 'en');
      expect(variant.status).toBe(409);
      expect(bodyOf(variant).message).toMatch(/\bcarol\b/);
      expect((await env().post('/backend/user/add', add('Dave'), adminToken)).status).toBe(409);
      for (const username of duplicates()) {
        const id = await userId(username);
        const edited = await env().post('/backend/user/update', { id, realname: `${username} renamed` }, adminToken);
        expect(data<UserRecord>(edited)).toMatchObject({ id, username, realname: `${username} renamed` });
        expect((await env().post('/backend/user/reset-password', { id }, adminToken)).status).toBe(200);
      }
      expect((await env().post('/backend/user/add', add('erin'), adminToken)).status).toBe(200);
    });
  },
);
