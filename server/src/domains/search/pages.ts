import { Op, fn, col, type WhereOptions } from 'sequelize';
import {
  CATALOG_OR_PAGE,
  type DataLevel,
  type PageSearchBody,
  type PageSearchItem,
  type Paged,
} from '@tessera/schema/api';
import { containsAny, type Store } from '../../store';
import type { EntryModel } from '../entries/models';
import { pageOf, usernamesOf } from './users';

const DAY_MS = 24 * 3600 * 1000;

interface Change {
  at: number;
  by: number | null;
}

const later = (a: Change, b: Change | null): Change => (b && b.at > a.at ? b : a);
const time = (d: Date | string | null | undefined) => (d ? new Date(d).getTime() : 0);

/** Names of the catalogs above each entry, outermost first. */
async function catalogPaths(store: Store, appId: number): Promise<(entry: EntryModel) => string[]> {
  const catalogs = await store.models.Entry.findAll({
    where: { app_id: appId, catalog_or_page: CATALOG_OR_PAGE.CATALOG },
    attributes: ['id', 'name', 'parent_id'],
  });
  const byId = new Map(catalogs.map((c) => [c.id, c]));
  return (entry) => {
    const names: string[] = [];
    const seen = new Set<number>();
    let parent = entry.parent_id ? byId.get(entry.parent_id) : undefined;
    while (parent && !seen.has(parent.id)) {
      seen.add(parent.id);
      names.unshift(parent.name);
      parent = parent.parent_id ? byId.get(parent.parent_id) : undefined;
    }
    return names;
  };
}

/** Per page entry: the latest draft change or version (publish, save, rollback…) and who made it. */
async function lastChanges(store: Store, entryIds: number[]): Promise<Map<number, Change>> {
  const { Page, PageVersion } = store.models;
  const changes = new Map<number, Change>();
  const pages = await Page.findAll({
    where: { entry_id: entryIds },
    attributes: ['entry_id', 'revised_at', 'revised_by', 'updated_at', 'updated_by'],
  });
  for (const p of pages) {
    const saved = { at: time(p.revised_at), by: p.revised_by ?? null };
    changes.set(p.entry_id, later({ at: time(p.updated_at), by: p.updated_by ?? null }, saved));
  }
  const latest = await PageVersion.findAll({
    where: { entry_id: entryIds },
    attributes: [[fn('MAX', col('id')), 'id']],
    group: ['entry_id'],
    raw: true,
  });
  const ids = (latest as unknown as { id: number | string }[]).map((r) => Number(r.id));
  const versions = ids.length
    ? await PageVersion.findAll({ where: { id: ids }, attributes: ['entry_id', 'created_at', 'created_by'] })
    : [];
  for (const v of versions) {
    const made = { at: time(v.created_at), by: v.created_by ?? null };
    changes.set(v.entry_id, later(made, changes.get(v.entry_id) ?? null));
  }
  return changes;
}

async function countsBy(
  rows: Promise<{ ref: number | string | null; count: number | string }[]>,
): Promise<Map<number, number>> {
  return new Map((await rows).map((r) => [Number(r.ref), Number(r.count)]));
}

/**
 * The app's pages that match, with their last change and views. Status, level, people and text narrow the entries
 * in SQL; the last change (the latest of the entry, its draft and its versions) and the view counts are worked out
 * per page, then filtered, sorted and paged here.
 */
export async function searchPages(store: Store, q: PageSearchBody, now = Date.now()): Promise<Paged<PageSearchItem>> {
  const { Entry, Page, Section, Visit } = store.models;
  const where: WhereOptions<EntryModel>[] = [{ app_id: q.app_id, catalog_or_page: CATALOG_OR_PAGE.PAGE }];
  if (q.status !== undefined) where.push({ status: q.status });
  if (q.data_level) where.push({ data_level: q.data_level });
  if (q.charge_username) {
    where.push({
      [Op.or]: [{ develop_charge_username: q.charge_username }, { work_charge_username: q.charge_username }],
    });
  }
  if (q.search_content.trim()) where.push(containsAny(store, ['name', 'url'], q.search_content.trim()));
  const entries = await Entry.findAll({ where: { [Op.and]: where } });
  if (entries.length === 0) return pageOf([], q.page, q.page_size);

  const ids = entries.map((e) => e.id);
  const pathOf = await catalogPaths(store, q.app_id);
  const changes = await lastChanges(store, ids);
  const pages = await Page.findAll({ where: { entry_id: ids }, attributes: ['id', 'entry_id'] });
  const entryOfPage = new Map(pages.map((p) => [p.id, p.entry_id]));
  const sectionsByPage = await countsBy(
    Section.findAll({
      where: { page_id: pages.map((p) => p.id) },
      attributes: [
        ['page_id', 'ref'],
        [fn('COUNT', col('id')), 'count'],
      ],
      group: ['page_id'],
      raw: true,
    }) as unknown as Promise<{ ref: number; count: number }[]>,
  );
  const sections = new Map([...sectionsByPage].map(([pageId, n]) => [entryOfPage.get(pageId) ?? -1, n]));
  const views = await countsBy(
    Visit.findAll({
      where: { entry_id: ids, visited_at: { [Op.gte]: new Date(now - q.views_days * DAY_MS) } },
      attributes: [
        ['entry_id', 'ref'],
        [fn('COUNT', col('id')), 'count'],
      ],
      group: ['entry_id'],
      raw: true,
    }) as unknown as Promise<{ ref: number; count: number }[]>,
  );

  const from = q.changed_from ? Date.parse(q.changed_from) : -Infinity;
  const to = q.changed_to ? Date.parse(q.changed_to) : Infinity;
  const found = entries
    .map((entry) => {
      const change = later({ at: time(entry.updated_at), by: null }, changes.get(entry.id) ?? null);
      // Who changed the page: the last draft or version author, even when a later menu edit moved the date.
      const by = change.by ?? changes.get(entry.id)?.by ?? null;
      return { entry, at: change.at, by, views: views.get(entry.id) ?? 0 };
    })
    .filter((p) => p.at >= from && p.at <= to)
    .filter(
      (p) =>
        (q.views_min === undefined || p.views >= q.views_min) && (q.views_max === undefined || p.views <= q.views_max),
    );
  const [field, direction] = q.sort.split('_') as ['changed' | 'views', 'asc' | 'desc'];
  const sign = direction === 'asc' ? 1 : -1;
  found.sort((a, b) => sign * (field === 'views' ? a.views - b.views : a.at - b.at) || b.entry.id - a.entry.id);

  const paged = pageOf(found, q.page, q.page_size);
  const names = await usernamesOf(
    store,
    paged.list.map((p) => p.by),
  );
  return {
    ...paged,
    list: paged.list.map(({ entry, at, by, views: count }) => ({
      id: entry.id,
      name: entry.name,
      url: entry.url ?? null,
      path: pathOf(entry),
      status: Number(entry.status) === 1 ? 1 : 0,
      is_show: Number(entry.is_show),
      data_level: entry.data_level as DataLevel,
      develop_charge_username: entry.develop_charge_username ?? null,
      work_charge_username: entry.work_charge_username ?? null,
      section_count: sections.get(entry.id) ?? 0,
      changed_at: new Date(at).toISOString(),
      changed_by: by === null ? null : (names.get(by) ?? null),
      views: count,
    })),
  };
}
