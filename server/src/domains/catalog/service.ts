import { UniqueConstraintError, type Transaction } from 'sequelize';
import {
  CATALOG_OR_PAGE,
  DEFAULT_DATA_LEVEL,
  type CatalogEntry,
  type CatalogSaveBody,
  type CatalogSearchBody,
  type CatalogSortBody,
  type CatalogStatusBody,
  type FieldError,
  type RouterConfig,
} from '@tessera/schema/api';
import { isCatalogEntry, isPageEntry } from '@tessera/schema/rules';
import { AppError, ValidationError, notFound } from '../../core/errors';
import { optionalText } from '../../core/optional-text';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import type { AppsService } from '../apps/service';
import { parseRouterConfig } from '../entries/mappers';
import type { EntryModel } from '../entries/models';
import { ensurePage } from '../pages/rows';
import { recordTrash, takeRoleUrls } from '../trash/record';
import { assertUsers, catalogParent, isSelfOrBelow, nextSiblingSort } from './checks';
import { assertOnlineReady } from './online';
import { buildTree, childrenIndex, descendantsOf, pageStates, toCatalogEntry } from './tree';
import { catalogTx } from './tx';
import { assertUrlFree, dropStaleGrants, moveUrl, urlErrors } from './urls';

/** The router config a report page gets: the renderer's component, titled with the page name. */
export function reportRouterConfig(name: string): RouterConfig {
  return { component: 'ReportPage', meta: { title: name } };
}

/** A page's router config after a rename: the title follows the name; built-in routes (null) stay null. */
function renamedRouterConfig(text: string | null, name: string): string | null {
  const config = parseRouterConfig(text);
  return config ? JSON.stringify({ ...config, meta: { ...config.meta, title: name } }) : text;
}

const contains = (text: string, needle: string) => text.toLowerCase().includes(needle.toLowerCase());

/** Catalogs and pages of an app as the workbench edits them (spec section 7, Catalog). Admins only (routes). */
export class CatalogService {
  constructor(
    private readonly store: Store,
    private readonly apps: AppsService,
  ) {}

  async entry(id: number, transaction?: Transaction): Promise<EntryModel> {
    const row = await this.store.models.Entry.findByPk(id, { transaction });
    if (!row) throw notFound('catalog.not_found');
    return row;
  }

  private async tree(appId: number, keep?: (row: EntryModel) => boolean): Promise<CatalogEntry[]> {
    await this.apps.get(appId);
    const rows = await this.store.models.Entry.findAll({ where: { app_id: appId } });
    const states = await pageStates(
      this.store,
      rows.filter(isPageEntry).map((r) => r.id),
    );
    return buildTree(rows, states, keep);
  }

  /** Every live entry of the app, offline and hidden ones included, as a tree in menu order. */
  list(appId: number): Promise<CatalogEntry[]> {
    return this.tree(appId);
  }

  /** The tree cut to entries whose name or url contains the text, with the catalogs above them. */
  search(body: CatalogSearchBody): Promise<CatalogEntry[]> {
    const text = body.search_content.trim();
    if (!text) return this.tree(body.app_id);
    return this.tree(body.app_id, (row) => contains(row.name, text) || contains(row.url ?? '', text));
  }

  /** One entry with everything below it. */
  async one(id: number): Promise<CatalogEntry> {
    const row = await this.entry(id);
    const rows = await this.store.models.Entry.findAll({ where: { app_id: row.app_id } });
    const below = descendantsOf(childrenIndex(rows), row.id);
    const states = await pageStates(
      this.store,
      [row, ...below].filter(isPageEntry).map((r) => r.id),
    );
    // The entries right below `row` name a parent outside `below`, so they are the roots of its subtree.
    return toCatalogEntry(row, states, buildTree(below, states));
  }

  /** No id: creates a catalog or a page; id: updates the given fields (and moves it when parent_id changes). */
  async save(user: CurrentUser, body: CatalogSaveBody): Promise<CatalogEntry> {
    const id = await this.uniqueUrl(body.url, () =>
      body.id === undefined ? this.create(user, body) : this.update(body.id, body),
    );
    return this.one(id);
  }

  private async uniqueUrl<T>(url: string | null | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      // Two saves racing for one url: the live-url unique index answers for the slower one.
      if (err instanceof UniqueConstraintError)
        throw new AppError(409, 'catalog.url_taken', { url: url ?? '', name: '' });
      throw err;
    }
  }

  private async create(user: CurrentUser, body: CatalogSaveBody): Promise<number> {
    const errors: FieldError[] = [];
    if (body.app_id === undefined) errors.push({ field: 'app_id', rule: 'required' });
    if (body.catalog_or_page === undefined) errors.push({ field: 'catalog_or_page', rule: 'required' });
    if (body.name === undefined) errors.push({ field: 'name', rule: 'required' });
    const page = body.catalog_or_page === CATALOG_OR_PAGE.PAGE;
    if (page && !body.url) errors.push({ field: 'url', rule: 'required' });
    if (!page && body.url) errors.push({ field: 'url', rule: 'catalog_no_url' });
    if (page && body.url) errors.push(...urlErrors(body.url));
    if (errors.length > 0 || body.app_id === undefined || body.name === undefined || !body.catalog_or_page)
      throw new ValidationError(errors);
    const appId = body.app_id;
    const name = body.name;
    const kind = body.catalog_or_page;
    await this.apps.get(appId);
    return catalogTx(this.store, appId, async (transaction) => {
      const parentId = body.parent_id ?? null;
      await catalogParent(this.store, appId, parentId, transaction);
      await assertUsers(this.store, this.chargeFields(body), transaction);
      const url = page ? (body.url ?? null) : null;
      if (url) {
        await assertUrlFree(this.store, url, null, transaction);
        await dropStaleGrants(this.store, url, transaction);
      }
      const row = await this.store.models.Entry.create(
        {
          app_id: appId,
          parent_id: parentId,
          name,
          name_en: optionalText(body.name_en),
          url,
          catalog_or_page: kind,
          is_expand: body.is_expand ?? 1,
          is_show: body.is_show ?? 1,
          data_level: body.data_level ?? DEFAULT_DATA_LEVEL,
          // A new page has nothing to show yet: it goes online through online-offline once its sections pass.
          status: page ? 0 : 1,
          develop_charge_username: body.develop_charge_username ?? null,
          work_charge_username: body.work_charge_username ?? null,
          requirement_type: body.requirement_type ?? null,
          requirement_url: body.requirement_url ?? null,
          tips: body.tips ?? null,
          tips_en: optionalText(body.tips_en),
          remark: body.remark ?? null,
          expand_statement: body.expand_statement ?? null,
          router_config: page ? JSON.stringify(reportRouterConfig(name)) : null,
          sort: await nextSiblingSort(this.store, appId, parentId, transaction),
        },
        { transaction },
      );
      // The designer opens a page through its document row: an empty one from the start.
      if (page) await ensurePage(this.store, row, user.id, transaction);
      return row.id;
    });
  }

  private chargeFields(body: Pick<CatalogSaveBody, 'develop_charge_username' | 'work_charge_username'>) {
    return {
      develop_charge_username: body.develop_charge_username,
      work_charge_username: body.work_charge_username,
    };
  }

  private async update(id: number, body: CatalogSaveBody): Promise<number> {
    const found = await this.entry(id);
    const errors: FieldError[] = [];
    if (body.app_id !== undefined && body.app_id !== found.app_id)
      errors.push({ field: 'app_id', rule: 'cannot_change' });
    if (body.catalog_or_page !== undefined && body.catalog_or_page !== Number(found.catalog_or_page))
      errors.push({ field: 'catalog_or_page', rule: 'cannot_change' });
    const urlChanges = body.url !== undefined && body.url !== found.url;
    if (urlChanges && isCatalogEntry(found) && body.url !== null) errors.push({ field: 'url', rule: 'catalog_no_url' });
    if (urlChanges && isPageEntry(found)) {
      if (body.url === null) errors.push({ field: 'url', rule: 'required' });
      else if (body.url) errors.push(...urlErrors(body.url));
    }
    if (errors.length > 0) throw new ValidationError(errors);
    return catalogTx(this.store, found.app_id, async (transaction) => {
      const row = await this.entry(id, transaction);
      await assertUsers(this.store, this.chargeFields(body), transaction);
      if (body.parent_id !== undefined && body.parent_id !== row.parent_id) {
        const parent = await catalogParent(this.store, row.app_id, body.parent_id, transaction);
        if (parent && (await isSelfOrBelow(this.store, row, parent, transaction)))
          throw new ValidationError([{ field: 'parent_id', rule: 'own_descendant' }]);
        row.parent_id = body.parent_id;
        row.sort = await nextSiblingSort(this.store, row.app_id, body.parent_id, transaction);
      }
      if (urlChanges && isPageEntry(row) && body.url) {
        await assertUrlFree(this.store, body.url, row.id, transaction);
        await moveUrl(this.store, row, body.url, transaction);
        row.url = body.url;
      } else if (urlChanges) row.url = body.url ?? null;
      if (body.name !== undefined && body.name !== row.name) {
        row.name = body.name;
        row.router_config = renamedRouterConfig(row.router_config, body.name);
      }
      if (body.name_en !== undefined) row.name_en = optionalText(body.name_en);
      if (body.tips_en !== undefined) row.tips_en = optionalText(body.tips_en);
      const fields = [
        'data_level',
        'is_show',
        'is_expand',
        'develop_charge_username',
        'work_charge_username',
        'requirement_type',
        'requirement_url',
        'tips',
        'remark',
        'expand_statement',
      ] as const;
      for (const field of fields) if (body[field] !== undefined) row.set(field, body[field]);
      await row.save({ transaction });
      return row.id;
    });
  }

  /** Online (1) or offline (0). A report page goes online only when its sections pass checkOnline. */
  async setStatus(body: CatalogStatusBody): Promise<CatalogEntry> {
    const found = await this.entry(body.id);
    await catalogTx(this.store, found.app_id, async (transaction) => {
      const row = await this.entry(body.id, transaction);
      if (body.status === 1 && isPageEntry(row)) await assertOnlineReady(this.store, row, transaction);
      await row.update({ status: body.status }, { transaction });
    });
    return this.one(body.id);
  }

  /**
   * Stores the full order of one parent's children; listed entries from elsewhere move under the parent. Every
   * child the parent will have must be listed (400 naming `ids`). Returns the app's tree.
   */
  async sort(body: CatalogSortBody): Promise<CatalogEntry[]> {
    await this.apps.get(body.app_id);
    await catalogTx(this.store, body.app_id, async (transaction) => {
      const parent = await catalogParent(this.store, body.app_id, body.parent_id, transaction);
      const rows = await this.store.models.Entry.findAll({ where: { app_id: body.app_id }, transaction });
      const byId = new Map(rows.map((r) => [r.id, r]));
      const errors: FieldError[] = [];
      for (const [i, id] of body.ids.entries()) {
        const row = byId.get(id);
        if (!row) errors.push({ field: `ids.${i}`, rule: 'not_in_app' });
        else if (parent && (await isSelfOrBelow(this.store, row, parent, transaction)))
          errors.push({ field: `ids.${i}`, rule: 'own_descendant' });
      }
      const listed = new Set(body.ids);
      const missing = rows.filter((r) => (r.parent_id ?? null) === body.parent_id && !listed.has(r.id));
      if (missing.length > 0)
        errors.push({ field: 'ids', rule: 'not_siblings', params: { missing: missing.map((r) => r.id).join(', ') } });
      if (errors.length > 0) throw new ValidationError(errors);
      // Rows are written in id order whatever the requested order, so two sorts lock rows in the same order.
      const position = new Map(body.ids.map((id, i) => [id, i]));
      for (const id of [...body.ids].sort((a, b) => a - b)) {
        await this.store.models.Entry.update(
          { parent_id: body.parent_id, sort: position.get(id) ?? 0 },
          { where: { id }, transaction },
        );
      }
    });
    return this.tree(body.app_id);
  }

  /**
   * Moves the entry and everything below it to the recycle bin, in one transaction. The role grants of the
   * deleted pages' urls go into the bin with them (recover puts them back), so a new page on a freed url gets none.
   */
  async delete(user: CurrentUser, id: number): Promise<void> {
    const found = await this.entry(id);
    await catalogTx(this.store, found.app_id, async (transaction) => {
      const row = await this.entry(id, transaction);
      const rows = await this.store.models.Entry.findAll({ where: { app_id: row.app_id }, transaction });
      const below = descendantsOf(childrenIndex(rows), row.id);
      const all = [row, ...below];
      const now = new Date();
      await this.store.models.Entry.update({ deleted_at: now }, { where: { id: all.map((r) => r.id) }, transaction });
      const urls = all.filter((r) => isPageEntry(r) && r.url).map((r) => r.url as string);
      await recordTrash(
        this.store,
        {
          kind: isPageEntry(row) ? 'page' : 'catalog',
          item_id: row.id,
          app_id: row.app_id,
          name: row.name,
          deleted_by: user.username,
          deleted_at: now,
          payload: {
            entries: all.map((r) => r.id),
            sections: [],
            role_urls: await takeRoleUrls(this.store, urls, transaction),
            contains: below.map((r) => ({ kind: isPageEntry(r) ? 'page' : 'catalog', name: r.name })),
          },
        },
        transaction,
      );
    });
  }
}
