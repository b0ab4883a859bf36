import { Op } from 'sequelize';
import type { ApprovalDetail, ApprovalRecord, ApprovalStep } from '@tessera/schema/api';
import type { Store } from '../../store';
import { parsePermissionTypes } from '../roles/service';
import type { AccessRequestModel } from './models';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Requests as the lists show them: app names and the people's usernames and realnames filled in. */
export async function toRecords(store: Store, rows: AccessRequestModel[]): Promise<ApprovalRecord[]> {
  if (rows.length === 0) return [];
  const { App, User } = store.models;
  const apps = await App.findAll({
    where: { id: [...new Set(rows.map((r) => r.app_id))] },
    attributes: ['id', 'app_name'],
    paranoid: false,
  });
  const userIds = [...new Set(rows.flatMap((r) => [r.applicant_id, r.decided_by ?? 0]).filter((id) => id > 0))];
  const users = await User.findAll({ where: { id: userIds }, attributes: ['id', 'username', 'realname'] });
  const user = (id: number | null) => users.find((u) => u.id === id);
  return rows.map((r) => ({
    id: r.id,
    app_id: r.app_id,
    app_name: apps.find((a) => a.id === r.app_id)?.app_name ?? '',
    permission_url: r.url,
    permission_id: r.entry_id,
    page_name: r.page_name,
    role_id: r.role_id,
    role_name: r.role_name,
    applicant: user(r.applicant_id)?.username ?? '',
    applicant_realname: user(r.applicant_id)?.realname ?? '',
    reason: r.reason,
    status: r.status,
    created_at: iso(r.created_at) as string,
    reminded_at: iso(r.reminded_at),
    decided_by: user(r.decided_by)?.username ?? null,
    decided_at: iso(r.decided_at),
    comment: r.comment,
  }));
}

/** The request with its flow (oldest step first) and who may decide it (besides administrators). */
export async function toDetail(store: Store, row: AccessRequestModel, canDecide: boolean): Promise<ApprovalDetail> {
  const [record] = await toRecords(store, [row]);
  const { AccessRequestStep, Entry, Role, RoleUser, User } = store.models;
  const steps = await AccessRequestStep.findAll({ where: { request_id: row.id }, order: [['id', 'ASC']] });
  const entry = row.entry_id === null ? null : await Entry.findByPk(row.entry_id, { paranoid: false });
  const roles = await Role.findAll({ where: { app_id: row.app_id }, attributes: ['id', 'permission_types'] });
  const approverRoles = roles.filter((r) => parsePermissionTypes(r.permission_types).includes('can_approve_requests'));
  const members = approverRoles.length
    ? await RoleUser.findAll({ where: { role_id: approverRoles.map((r) => r.id) }, attributes: ['user_id'] })
    : [];
  const inCharge = [entry?.develop_charge_username, entry?.work_charge_username].filter((u): u is string => !!u);
  const people = await User.findAll({
    where: {
      status: 1,
      [Op.or]: [{ id: members.map((m) => m.user_id) }, { username: inCharge }],
      id: { [Op.ne]: row.applicant_id },
    },
    attributes: ['id', 'username', 'realname'],
    order: [['username', 'ASC']],
  });
  const stepUsers = await User.findAll({
    where: { id: steps.map((s) => s.user_id ?? 0) },
    attributes: ['id', 'realname'],
  });
  const toStep = (s: (typeof steps)[number]): ApprovalStep => ({
    action: s.action,
    username: s.username,
    realname: stepUsers.find((u) => u.id === s.user_id)?.realname ?? s.username,
    comment: s.comment,
    created_at: iso(s.created_at) as string,
  });
  return {
    ...record,
    steps: steps.map(toStep),
    approvers: people.map((p) => ({ username: p.username, realname: p.realname })),
    can_decide: canDecide && row.status === 'pending',
  };
}
