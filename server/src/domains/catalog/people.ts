import { Op } from 'sequelize';
import {
  type CatalogBatchChargeBody,
  type CatalogChargeBody,
  type CatalogEntry,
  type CatalogPermissionUserBody,
  type CatalogUserGrantBody,
  type DevelopGroup,
  type PageViewer,
} from '@tessera/schema/api';
import { isPageEntry } from '@tessera/schema/rules';
import { ValidationError } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import type { AppsService } from '../apps/service';
import type { EntryModel } from '../entries/models';
import { assertUsers } from './checks';
import type { CatalogService } from './service';
import { pageStates, toCatalogEntry } from './tree';
import { catalogTx } from './tx';

const contains = (text: string | null, needle: string) => (text ?? '').toLowerCase().includes(needle.toLowerCase());

/** The people of the catalog: who is in charge of a page, who can see it and why, and direct grants. */
export class CatalogPeople {
  constructor(
    private readonly store: Store,
    private readonly apps: AppsService,
    private readonly catalog: CatalogService,
  ) {}

  async charge(body: CatalogChargeBody): Promise<CatalogEntry> {
    const found = await this.catalog.entry(body.id);
    await catalogTx(this.store, found.app_id, async (transaction) => {
      await assertUsers(this.store, this.fields(body), transaction);
      await this.store.models.Entry.update(this.fields(body), { where: { id: body.id }, transaction });
    });
    return this.catalog.one(body.id);
  }

  private fields(body: Pick<CatalogBatchChargeBody, 'develop_charge_username' | 'work_charge_username'>) {
    const out: { develop_charge_username?: string | null; work_charge_username?: string | null } = {};
    if (body.develop_charge_username !== undefined) out.develop_charge_username = body.develop_charge_username;
    if (body.work_charge_username !== undefined) out.work_charge_username = body.work_charge_username;
    return out;
  }

  /** The same in-charge users on many entries at once, all or none. Fields left out keep their values. */
  async batchCharge(body: CatalogBatchChargeBody): Promise<CatalogEntry[]> {
    const fields = this.fields(body);
    if (Object.keys(fields).length === 0)
      throw new ValidationError([{ field: 'develop_charge_username', rule: 'required' }]);
    const rows = await this.store.models.Entry.findAll({ where: { id: body.ids } });
    const found = new Set(rows.map((r) => r.id));
    const missing = body.ids.flatMap((id, i) => (found.has(id) ? [] : [{ field: `ids.${i}`, rule: 'not_found' }]));
    if (missing.length > 0) throw new ValidationError(missing);
    await assertUsers(this.store, fields);
    // One transaction for all; the apps are locked in id order so two batches never wait on each other crosswise.
    const appIds = [...new Set(rows.map((r) => r.app_id))].sort((a, b) => a - b);
    await this.store.sequelize.transaction(async (transaction) => {
      if (this.store.dialect !== 'sqlite')
        for (const appId of appIds)
          await this.store.models.App.findByPk(appId, { transaction, lock: transaction.LOCK.UPDATE, paranoid: false });
      await this.store.models.Entry.update(fields, { where: { id: body.ids }, transaction });
    });
    const updated = await this.store.models.Entry.findAll({ where: { id: body.ids }, order: [['id', 'ASC']] });
    const states = await pageStates(
      this.store,
      updated.filter(isPageEntry).map((r) => r.id),
    );
    return updated.map((r) => toCatalogEntry(r, states, []));
  }

  private async page(id: number): Promise<EntryModel> {
    const row = await this.catalog.entry(id);
    if (!isPageEntry(row)) throw new ValidationError([{ field: 'id', rule: 'invalid' }]);
    return row;
  }

  /**
   * Who can see the page and why: administrators; members of the app's roles listing its url; users it was shared
   * with (`share:<sharer>`, once per sharer); users granted it directly. Active users only, by username; `search_content` matches username or realname.
   */
  async viewers(body: CatalogPermissionUserBody): Promise<PageViewer[]> {
    const page = await this.page(body.id);
    const { User, Role, RoleUrl, RoleUser, PageUserGrant, Share, ShareGrant } = this.store.models;
    const reasons = new Map<number, string[]>();
    const add = (userId: number, reason: string) => reasons.set(userId, [...(reasons.get(userId) ?? []), reason]);
    const admins = await User.findAll({ where: { is_admin: true, status: 1 }, attributes: ['id'] });
    for (const u of admins) add(u.id, 'admin');
    const roles = await Role.findAll({ where: { app_id: page.app_id } });
    const granting = page.url
      ? await RoleUrl.findAll({ where: { url: page.url, role_id: roles.map((r) => r.id) } })
      : [];
    for (const link of granting) {
      const role = roles.find((r) => r.id === link.role_id);
      const members = await RoleUser.findAll({ where: { role_id: link.role_id } });
      for (const m of members) if (role) add(m.user_id, `role:${role.name}`);
    }
    const shares = await ShareGrant.findAll({ where: { entry_id: page.id }, order: [['share_id', 'ASC']] });
    const sharers = shares.length
      ? await Share.findAll({ where: { id: [...new Set(shares.map((g) => g.share_id))] } })
      : [];
    for (const g of shares) {
      const reason = `share:${sharers.find((s) => s.id === g.share_id)?.shared_by_username ?? ''}`;
      if (!reasons.get(g.user_id)?.includes(reason)) add(g.user_id, reason);
    }
    for (const g of await PageUserGrant.findAll({ where: { entry_id: page.id } })) add(g.user_id, 'user');
    const users = await User.findAll({ where: { id: [...reasons.keys()], status: 1 }, order: [['username', 'ASC']] });
    const text = body.search_content.trim();
    return users
      .filter((u) => !text || contains(u.username, text) || contains(u.realname, text))
      .map((u) => ({ username: u.username, realname: u.realname, reasons: reasons.get(u.id) ?? [] }));
  }

  /** Adds or removes one user's direct grant to a page (idempotent); answers who can see it now. */
  async grant(actor: CurrentUser, body: CatalogUserGrantBody): Promise<PageViewer[]> {
    const page = await this.page(body.id);
    const user = await this.store.models.User.findOne({ where: { username: body.username } });
    if (!user) throw new ValidationError([{ field: 'username', rule: 'not_found' }]);
    await catalogTx(this.store, page.app_id, async (transaction) => {
      const { PageUserGrant } = this.store.models;
      const where = { entry_id: page.id, user_id: user.id };
      if (body.action === 'remove') await PageUserGrant.destroy({ where, transaction });
      else if (!(await PageUserGrant.findOne({ where, transaction })))
        await PageUserGrant.create({ ...where, created_by: actor.username }, { transaction });
    });
    return this.viewers({ id: page.id, search_content: '' });
  }

  /** The app's pages grouped by develop in-charge user (by username; pages with nobody last). */
  async develop(appId: number): Promise<DevelopGroup[]> {
    await this.apps.get(appId);
    const pages = await this.store.models.Entry.findAll({
      where: { app_id: appId, catalog_or_page: 2 },
      order: [
        ['sort', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    const states = await pageStates(
      this.store,
      pages.map((p) => p.id),
    );
    const usernames = [...new Set(pages.map((p) => p.develop_charge_username).filter((u): u is string => !!u))];
    const users = usernames.length
      ? await this.store.models.User.findAll({ where: { username: { [Op.in]: usernames } } })
      : [];
    const groups = new Map<string | null, CatalogEntry[]>();
    for (const p of pages) {
      const key = p.develop_charge_username || null;
      groups.set(key, [...(groups.get(key) ?? []), toCatalogEntry(p, states, [])]);
    }
    return [...groups.entries()]
      .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
      .map(([username, list]) => ({
        develop_charge_username: username,
        realname: users.find((u) => u.username === username)?.realname ?? null,
        pages: list,
      }));
  }
}
