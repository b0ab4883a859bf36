import { UniqueConstraintError } from 'sequelize';
import {
  EMPLOYEE_STATUS,
  type Paged,
  type ResetPasswordBody,
  type SearchBody,
  type UserAddBody,
  type UserBrief,
  type UserRecord,
  type UserUpdateBody,
} from '@tessera/schema/api';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import { containsAny, type Store } from '../../store';
import { generatePassword } from '../auth/password';
import type { AuthService } from '../auth/service';
import { toUserBrief, toUserRecord } from './mappers';
import { foldUsername } from './models';

const SEARCH_ALL_CAP = 50;
const FIRST_ADMIN_USERNAME = 'admin';

export class UsersService {
  constructor(
    private readonly store: Store,
    private readonly auth: AuthService,
  ) {}

  /**
   * Paged directory search by username or realname, ordered by id. Admins get the whole record; everyone else only
   * username and realname, what the spec's user search shows (no ids, admin or disabled flags).
   */
  async search(caller: CurrentUser, q: SearchBody): Promise<Paged<UserRecord> | Paged<UserBrief>> {
    const where = q.search_content ? containsAny(this.store, ['username', 'realname'], q.search_content) : {};
    const { rows, count } = await this.store.models.User.findAndCountAll({
      where,
      order: [['id', 'ASC']],
      offset: (q.page - 1) * q.page_size,
      limit: q.page_size,
    });
    const paging = { page: q.page, page_size: q.page_size, total_size: count };
    return caller.is_admin ? { list: rows.map(toUserRecord), ...paging } : { list: rows.map(toUserBrief), ...paging };
  }

  /** Active users matching the text, at most 50, for user-search selects. */
  async searchAll(text: string): Promise<UserBrief[]> {
    const match = text ? containsAny(this.store, ['username', 'realname'], text) : {};
    const rows = await this.store.models.User.findAll({
      where: { ...match, status: EMPLOYEE_STATUS.ACTIVE },
      order: [['username', 'ASC']],
      limit: SEARCH_ALL_CAP,
    });
    return rows.map(toUserBrief);
  }

  /** Local accounts: re-syncing the directory means purging expired sessions and counting users. */
  async refresh(): Promise<{ total: number; active: number }> {
    await this.auth.purgeExpiredSessions();
    const { User } = this.store.models;
    const [total, active] = await Promise.all([
      User.count(),
      User.count({ where: { status: EMPLOYEE_STATUS.ACTIVE } }),
    ]);
    return { total, active };
  }

  /** Creates a user. Without a password one is generated and returned (the only time it is shown). */
  async add(body: UserAddBody): Promise<{ user: UserRecord; password: string | null }> {
    const { User } = this.store.models;
    // Usernames are unique without regard to case: `Admin` next to `admin` is one person to every reader. The
    // store's unique index on the folded name holds it too; this finds the holder to name him.
    const holder = await User.findOne({ where: { username_folded: foldUsername(body.username) } });
    if (holder) throw conflict('users.username_taken', { username: holder.username });
    const generated = body.password ? null : generatePassword();
    try {
      const user = await User.create({
        username: body.username,
        realname: body.realname,
        password_hash: await this.auth.hashPassword(body.password ?? (generated as string)),
        is_admin: body.is_admin,
        status: EMPLOYEE_STATUS.ACTIVE,
      });
      return { user: toUserRecord(user), password: generated };
    } catch (err) {
      if (err instanceof UniqueConstraintError) throw conflict('users.username_taken', { username: body.username });
      throw err;
    }
  }

  /** Changes realname, admin flag or status. Disabling ends every session at once. Nobody disables or un-admins himself. */
  async update(actor: CurrentUser, body: UserUpdateBody): Promise<UserRecord> {
    const user = await this.store.models.User.findByPk(body.id);
    if (!user) throw notFound('users.not_found');
    if (user.id === actor.id && body.status === EMPLOYEE_STATUS.LEFT) throw badRequest('users.cannot_disable_self');
    if (user.id === actor.id && body.is_admin === false) throw badRequest('users.cannot_unadmin_self');
    if (body.realname !== undefined) user.realname = body.realname;
    if (body.is_admin !== undefined) user.is_admin = body.is_admin;
    if (body.status !== undefined) user.status = body.status;
    await user.save();
    if (user.status !== EMPLOYEE_STATUS.ACTIVE) await this.auth.endSessionsOf(user.id);
    return toUserRecord(user);
  }

  /** Sets a new password (generated when none given) and ends the user's sessions (except the caller's own). */
  async resetPassword(
    actor: CurrentUser,
    actorSession: string | undefined,
    body: ResetPasswordBody,
  ): Promise<{ password: string | null }> {
    const user = await this.store.models.User.findByPk(body.id);
    if (!user) throw notFound('users.not_found');
    const generated = body.password ? null : generatePassword();
    user.password_hash = await this.auth.hashPassword(body.password ?? (generated as string));
    await user.save();
    await this.auth.endSessionsOf(user.id, user.id === actor.id ? actorSession : undefined);
    return { password: generated };
  }

  /**
   * First start only (the users table is empty): creates `admin` with the given password, or a generated one
   * which the caller prints once. Never runs again once any user exists.
   */
  async ensureFirstAdmin(password: string | null): Promise<{ created: boolean; generatedPassword: string | null }> {
    const { User } = this.store.models;
    if ((await User.count()) > 0) return { created: false, generatedPassword: null };
    const generated = password ? null : generatePassword();
    await User.create({
      username: FIRST_ADMIN_USERNAME,
      realname: 'Administrator',
      password_hash: await this.auth.hashPassword(password ?? (generated as string)),
      is_admin: true,
      status: EMPLOYEE_STATUS.ACTIVE,
    });
    return { created: true, generatedPassword: generated };
  }
}
