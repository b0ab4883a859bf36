import { literal, Op, UniqueConstraintError, type Order, type Transaction, type WhereOptions } from 'sequelize';
import {
  type ApprovalAction,
  type ApprovalApplyBody,
  type ApprovalApplyRecordsBody,
  type ApprovalDecideBody,
  type ApprovalDetail,
  type ApprovalRecord,
  type ApprovalRecordsBody,
  type ApprovalRole,
  type ApprovalRolesQuery,
  type Paged,
} from '@tessera/schema/api';
import { isPageEntry } from '@tessera/schema/rules';
import { AppError, conflict, forbidden, notFound, ValidationError } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import { writeTx } from '../../store/write-tx';
import type { EntryModel } from '../entries/models';
import type { EntriesService } from '../entries/service';
import type { RolesService } from '../roles/service';
import type { AccessRequestModel } from './models';
import { approverScope, inScope, scopeWhere } from './scope';
import { toDetail, toRecords } from './view';

/** A request's approvers are reminded at most once in this time. */
export const REMIND_INTERVAL_MS = 60 * 60_000;

/**
 * Access requests (spec section 7, Approval). The applicant asks for a page, by joining a role or alone; his
 * approvers (see scope.ts) pass or reject it. Every change of a request is one conditional update on its status
 * (`WHERE status = 'pending'`) in the transaction that also records the step and grants the access, so of two
 * decisions racing, one wins and the other gets 409, and an approval never half-happens.
 */
export class ApprovalsService {
  constructor(
    private readonly store: Store,
    private readonly roles: RolesService,
    private readonly entries: EntriesService,
  ) {}

  /** The app's roles the caller does not hold yet, those listing the page first. */
  async applyRoles(user: CurrentUser, q: ApprovalRolesQuery): Promise<ApprovalRole[]> {
    await this.app(q.app_id);
    // Role names are the app's own: an outsider learns them only for a page of the app he may ask for.
    if (!(await this.roles.accessIn(user, q.app_id)).member) {
      const found = q.permission_url ? await this.entries.lookup(user, q.permission_url) : null;
      if (found?.status !== 'apply' || found.app_id !== q.app_id) throw forbidden('apps.not_member');
    }
    const { Role, RoleUrl, RoleUser } = this.store.models;
    const roles = await Role.findAll({ where: { app_id: q.app_id }, order: [['id', 'ASC']] });
    const held = await RoleUser.findAll({ where: { user_id: user.id }, attributes: ['role_id'] });
    const listing = q.permission_url
      ? await RoleUrl.findAll({ where: { url: q.permission_url, role_id: roles.map((r) => r.id) } })
      : [];
    return roles
      .filter((r) => !held.some((h) => h.role_id === r.id))
      .map((r) => ({ id: r.id, name: r.name, has_page: listing.some((l) => l.role_id === r.id) }))
      .sort((a, b) => Number(b.has_page) - Number(a.has_page));
  }

  async apply(user: CurrentUser, body: ApprovalApplyBody): Promise<ApprovalRecord> {
    const reason = body.reason.trim();
    if (!reason) throw new ValidationError([{ field: 'reason', rule: 'required' }]);
    const app = await this.app(body.app_id);
    const { Entry, Role, RoleUser, AccessRequest } = this.store.models;
    const entry = body.permission_id
      ? await Entry.findByPk(body.permission_id)
      : await Entry.findOne({ where: { url: body.permission_url, app_id: app.id } });
    if (!entry || entry.app_id !== app.id || !isPageEntry(entry))
      throw new ValidationError([
        { field: body.permission_id ? 'permission_id' : 'permission_url', rule: 'not_in_app' },
      ]);
    if (entry.url !== body.permission_url) throw new ValidationError([{ field: 'permission_url', rule: 'invalid' }]);
    // The app lookup's rule of who may ask: not for a hidden or offline page (nor below a hidden or offline catalog).
    const found = await this.entries.lookup(user, entry.url);
    if (found.status !== 'apply' && found.status !== 'ok')
      throw new ValidationError([{ field: 'permission_url', rule: 'not_applicable' }]);
    const role = body.role_id === null ? null : await Role.findByPk(body.role_id);
    if (body.role_id !== null && (!role || role.app_id !== app.id))
      throw new ValidationError([{ field: 'role_id', rule: 'not_in_app' }]);
    if (role) {
      if (await RoleUser.findOne({ where: { role_id: role.id, user_id: user.id } }))
        throw conflict('approvals.already_member', { name: role.name });
    } else if ((await this.roles.accessIn(user, app.id)).canOpen(entry.url)) {
      throw conflict('approvals.already_granted');
    }
    const same = { applicant_id: user.id, entry_id: entry.id, role_id: role?.id ?? null, status: 'pending' as const };
    const row = await this.tx(async (transaction) => {
      if (await AccessRequest.findOne({ where: same, transaction })) throw conflict('approvals.duplicate');
      const created = await AccessRequest.create(
        {
          ...same,
          app_id: app.id,
          url: entry.url as string,
          page_name: entry.name,
          role_name: role?.name ?? null,
          reason,
        },
        { transaction },
      );
      await this.step(created.id, user, 'apply', null, transaction);
      return created;
    });
    return (await toRecords(this.store, [row]))[0];
  }

  /**
   * A request for a page alone, opened in `applicantId`'s name by someone else (a share of a level-A page), inside
   * the caller's transaction; its apply step names who opened it. False when the same request already waits.
   */
  async openFor(
    by: CurrentUser,
    applicantId: number,
    entry: EntryModel,
    reason: string,
    transaction: Transaction,
  ): Promise<boolean> {
    const { AccessRequest } = this.store.models;
    const same = { applicant_id: applicantId, entry_id: entry.id, role_id: null, status: 'pending' as const };
    if (await AccessRequest.findOne({ where: same, transaction })) return false;
    const created = await AccessRequest.create(
      { ...same, app_id: entry.app_id, url: entry.url as string, page_name: entry.name, role_name: null, reason },
      { transaction },
    );
    await this.step(created.id, by, 'apply', null, transaction);
    return true;
  }

  /** The caller's own requests, newest first. */
  async mine(user: CurrentUser, body: ApprovalApplyRecordsBody): Promise<Paged<ApprovalRecord>> {
    return this.page({ applicant_id: user.id, ...(body.status ? { status: body.status } : {}) }, body);
  }

  /** One of the caller's own requests with its flow (another's is 404 here: it is not his to follow). */
  async flow(user: CurrentUser, id: number): Promise<ApprovalDetail> {
    const row = await this.request(id);
    if (row.applicant_id !== user.id) throw notFound('approvals.not_found');
    const scope = await approverScope(this.store, user);
    return toDetail(this.store, row, inScope(scope, user, row));
  }

  async withdraw(user: CurrentUser, id: number): Promise<ApprovalDetail> {
    const row = await this.request(id);
    if (row.applicant_id !== user.id) throw notFound('approvals.not_found');
    await this.tx(async (transaction) => {
      await this.settle(id, { status: 'withdrawn' }, transaction);
      await this.step(id, user, 'withdraw', null, transaction);
    });
    return this.flow(user, id);
  }

  /**
   * Reminds the approvers of a pending request: at most once per REMIND_INTERVAL_MS per request (429 with
   * Retry-After before that). The approvers' lists show the reminder and put reminded requests first.
   */
  async remind(user: CurrentUser, id: number): Promise<ApprovalDetail> {
    const row = await this.request(id);
    if (row.applicant_id !== user.id) throw notFound('approvals.not_found');
    const now = new Date();
    const due = new Date(now.getTime() - REMIND_INTERVAL_MS);
    await this.tx(async (transaction) => {
      const [changed] = await this.store.models.AccessRequest.update(
        { reminded_at: now },
        {
          where: {
            id,
            status: 'pending',
            [Op.or]: [{ reminded_at: null }, { reminded_at: { [Op.lte]: due } }],
          },
          transaction,
        },
      );
      if (changed === 0) {
        const current = await this.request(id, transaction);
        if (current.status !== 'pending') throw conflict('approvals.already_decided');
        const last = current.reminded_at ? new Date(current.reminded_at).getTime() : now.getTime();
        const seconds = Math.max(1, Math.ceil((last + REMIND_INTERVAL_MS - now.getTime()) / 1000));
        throw new AppError(
          429,
          'approvals.remind_too_soon',
          { minutes: Math.ceil(seconds / 60) },
          { retry_after: seconds },
          { 'Retry-After': String(seconds) },
        );
      }
      await this.step(id, user, 'remind', null, transaction);
    });
    return this.flow(user, id);
  }

  /** The approver's list: `pending` (reminded first, then oldest first) or `handled` (newest decision first). */
  async records(user: CurrentUser, body: ApprovalRecordsBody): Promise<Paged<ApprovalRecord>> {
    const where = scopeWhere(await approverScope(this.store, user), user);
    if (!where) return { list: [], page: body.page, page_size: body.page_size, total_size: 0 };
    if (body.type === 'pending')
      return this.page({ ...where, status: 'pending' }, body, [
        // Reminded ones first on every store (PostgreSQL would sort NULLs first in a plain DESC).
        [literal('CASE WHEN reminded_at IS NULL THEN 1 ELSE 0 END'), 'ASC'],
        ['reminded_at', 'ASC'],
        ['id', 'ASC'],
      ]);
    return this.page({ ...where, status: { [Op.ne]: 'pending' } }, body, [
      ['updated_at', 'DESC'],
      ['id', 'DESC'],
    ]);
  }

  /** A request for its applicant or one of its approvers; anyone else 403. */
  async detail(user: CurrentUser, id: number): Promise<ApprovalDetail> {
    const row = await this.request(id);
    const decides = inScope(await approverScope(this.store, user), user, row);
    if (!decides && row.applicant_id !== user.id) throw forbidden('approvals.not_approver');
    return toDetail(this.store, row, decides);
  }

  /**
   * Passes or rejects a pending request. Passing grants at once, in the same transaction: the role's membership,
   * or (a request for the page alone) the user's own grant to the page, the grant the catalog's permission list
   * gives (page_user_grants). A request already decided or withdrawn is 409, however close the race.
   */
  async decide(user: CurrentUser, body: ApprovalDecideBody): Promise<ApprovalDetail> {
    const row = await this.request(body.id);
    if (row.applicant_id === user.id) throw forbidden('approvals.own_request');
    if (!inScope(await approverScope(this.store, user), user, row)) throw forbidden('approvals.not_approver');
    const comment = body.comment.trim() || null;
    const pass = body.operate === 'pass';
    await this.tx(async (transaction) => {
      await this.settle(
        row.id,
        { status: pass ? 'approved' : 'rejected', decided_by: user.id, decided_at: new Date(), comment },
        transaction,
      );
      if (pass) await this.grant(user, row, transaction);
      await this.step(row.id, user, body.operate, comment, transaction);
    });
    return toDetail(this.store, await this.request(row.id), true);
  }

  /** The badge: requests waiting for the caller's decision. */
  async pendingCount(user: CurrentUser): Promise<number> {
    const where = scopeWhere(await approverScope(this.store, user), user);
    return where ? this.store.models.AccessRequest.count({ where: { ...where, status: 'pending' } }) : 0;
  }

  private async grant(approver: CurrentUser, row: AccessRequestModel, transaction: Transaction): Promise<void> {
    const { Entry, PageUserGrant, Role, RoleUser } = this.store.models;
    try {
      if (row.role_id !== null) {
        if (!(await Role.findByPk(row.role_id, { transaction }))) throw conflict('approvals.role_gone');
        const where = { role_id: row.role_id, user_id: row.applicant_id };
        if (!(await RoleUser.findOne({ where, transaction }))) await RoleUser.create(where, { transaction });
        return;
      }
      if (row.entry_id === null || !(await Entry.findByPk(row.entry_id, { transaction })))
        throw conflict('approvals.page_gone');
      const where = { entry_id: row.entry_id, user_id: row.applicant_id };
      if (!(await PageUserGrant.findOne({ where, transaction })))
        await PageUserGrant.create({ ...where, created_by: approver.username }, { transaction });
    } catch (err) {
      // An admin granted the same at the same moment: the unique index kept his row, which is what was asked.
      if (!(err instanceof UniqueConstraintError)) throw err;
    }
  }

  /** Moves a pending request on; 409 when it is pending no longer (decided, withdrawn, or a racing decision). */
  private async settle(
    id: number,
    fields: Partial<Pick<AccessRequestModel, 'status' | 'decided_by' | 'decided_at' | 'comment'>>,
    transaction: Transaction,
  ): Promise<void> {
    const [changed] = await this.store.models.AccessRequest.update(fields, {
      where: { id, status: 'pending' },
      transaction,
    });
    if (changed === 0) throw conflict('approvals.already_decided');
  }

  private async step(
    requestId: number,
    user: CurrentUser,
    action: ApprovalAction,
    comment: string | null,
    transaction: Transaction,
  ): Promise<void> {
    await this.store.models.AccessRequestStep.create(
      { request_id: requestId, action, user_id: user.id, username: user.username, comment },
      { transaction },
    );
  }

  private async page(
    where: WhereOptions<AccessRequestModel>,
    paging: { page: number; page_size: number },
    order: Order = [['id', 'DESC']],
  ): Promise<Paged<ApprovalRecord>> {
    const { rows, count } = await this.store.models.AccessRequest.findAndCountAll({
      where,
      order,
      offset: (paging.page - 1) * paging.page_size,
      limit: paging.page_size,
    });
    return {
      list: await toRecords(this.store, rows),
      page: paging.page,
      page_size: paging.page_size,
      total_size: count,
    };
  }

  private async request(id: number, transaction?: Transaction): Promise<AccessRequestModel> {
    const row = await this.store.models.AccessRequest.findByPk(id, { transaction });
    if (!row) throw notFound('approvals.not_found');
    return row;
  }

  private async app(id: number) {
    const app = await this.store.models.App.findByPk(id);
    if (!app) throw new ValidationError([{ field: 'app_id', rule: 'not_found' }]);
    return app;
  }

  private tx<T>(work: (t: Transaction) => Promise<T>): Promise<T> {
    return writeTx(this.store, work);
  }
}
