import {
  VISIT_USER_LIST_MAX,
  type Paged,
  type VisitAddOrLoss,
  type VisitDay,
  type VisitPagedQuery,
  type VisitPageRow,
  type VisitRangeQuery,
  type VisitStatistics,
  type VisitTotals,
  type VisitUserRef,
  type VisitUserRow,
  type VisitWeek,
} from '@tessera/schema/api';
import type { CurrentUser } from '../../core/state';
import type { MetadataSource } from '../../datasources/metadata';
import type { Store } from '../../store';
import { appsFor } from './access';
import { previousRange, resolveRange, weekStart, type DayRange } from './range';
import { count, dayExpression, instant, visitsIn, type VisitFilter } from './sql';

type Row = Record<string, unknown>;

const ratio = (pv: number, uv: number) => (uv ? Math.round((pv / uv) * 100) / 100 : 0);

/**
 * The visit statistics calls (spec section 7): PV (visits) and UV (distinct visitors) of report pages per day, per
 * week, per page and per user, totals against the previous period, and visitors added or lost. Every statement is
 * built with knex over the metadata store's visit table and runs on SQLite, MariaDB/MySQL and PostgreSQL alike.
 */
export class VisitStatsService {
  constructor(
    private readonly store: Store,
    private readonly source: MetadataSource,
  ) {}

  private async filter(user: CurrentUser, query: VisitRangeQuery, now?: Date): Promise<VisitFilter> {
    const range = resolveRange(query, now);
    const apps = await appsFor(this.store, user, '/visitStat', query.app_id);
    return { apps, entryId: query.entry_id, range };
  }

  async days(user: CurrentUser, query: VisitRangeQuery, now?: Date): Promise<VisitDay[]> {
    const filter = await this.filter(user, query, now);
    const { knex } = this.source;
    const day = dayExpression(this.source);
    const rows = await this.source.rows(
      visitsIn(this.source, filter)
        .select({ day })
        .select(knex.raw('COUNT(*) AS pv'), knex.raw('COUNT(DISTINCT v.user_id) AS uv'))
        .groupBy(day),
    );
    const byDay = new Map(rows.map((r) => [String(r.day), r]));
    return filter.range.days.map((date) => ({ date, pv: count(byDay.get(date)?.pv), uv: count(byDay.get(date)?.uv) }));
  }

  async weeks(user: CurrentUser, query: VisitRangeQuery, now?: Date): Promise<VisitWeek[]> {
    const filter = await this.filter(user, query, now);
    const day = dayExpression(this.source);
    // Visitors per week are distinct over the week, not a sum of the days': read day × user and fold here.
    const rows = await this.source.rows(
      visitsIn(this.source, filter)
        .select({ day }, 'v.user_id')
        .select(this.source.knex.raw('COUNT(*) AS pv'))
        .groupBy(day)
        .groupBy('v.user_id'),
    );
    const weeks = new Map<string, { pv: number; users: Set<string> }>();
    for (const date of filter.range.days)
      if (!weeks.has(weekStart(date))) weeks.set(weekStart(date), { pv: 0, users: new Set() });
    for (const r of rows) {
      const week = weeks.get(weekStart(String(r.day)));
      if (!week) continue;
      week.pv += count(r.pv);
      week.users.add(String(r.user_id));
    }
    return [...weeks].map(([week_start, w]) => ({ week_start, pv: w.pv, uv: w.users.size }));
  }

  async pages(user: CurrentUser, query: VisitPagedQuery, now?: Date): Promise<Paged<VisitPageRow>> {
    const filter = await this.filter(user, query, now);
    const { knex } = this.source;
    const grouped = visitsIn(this.source, filter)
      .leftJoin('entries as e', 'e.id', 'v.entry_id')
      .leftJoin('apps as a', 'a.id', 'v.app_id')
      .select('v.entry_id', 'e.name as page_name', 'e.url', 'v.app_id', 'a.app_name')
      .select(knex.raw('COUNT(*) AS pv'), knex.raw('COUNT(DISTINCT v.user_id) AS uv'))
      .groupBy('v.entry_id', 'e.name', 'e.url', 'v.app_id', 'a.app_name');
    const [total] = await this.source.rows(
      visitsIn(this.source, filter).select(knex.raw('COUNT(DISTINCT v.entry_id) AS total')),
    );
    const rows = await this.source.rows(
      grouped
        .orderBy([
          { column: 'pv', order: 'desc' },
          { column: 'v.entry_id', order: 'asc' },
        ])
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    );
    return {
      list: rows.map((r) => ({
        entry_id: count(r.entry_id),
        page_name: (r.page_name as string | null) ?? null,
        url: (r.url as string | null) ?? null,
        app_id: count(r.app_id),
        app_name: (r.app_name as string | null) ?? null,
        pv: count(r.pv),
        uv: count(r.uv),
      })),
      page: query.page,
      page_size: query.page_size,
      total_size: count(total?.total),
    };
  }

  async users(user: CurrentUser, query: VisitPagedQuery, now?: Date): Promise<Paged<VisitUserRow>> {
    const filter = await this.filter(user, query, now);
    const { knex } = this.source;
    const [total] = await this.source.rows(
      visitsIn(this.source, filter).select(knex.raw('COUNT(DISTINCT v.user_id) AS total')),
    );
    const rows = await this.source.rows(
      visitsIn(this.source, filter)
        .leftJoin('users as u', 'u.id', 'v.user_id')
        .select('v.user_id', 'u.username', 'u.realname')
        .select(
          knex.raw('COUNT(*) AS pv'),
          knex.raw('COUNT(DISTINCT v.entry_id) AS pages'),
          knex.raw('MAX(v.visited_at) AS last_visit'),
        )
        .groupBy('v.user_id', 'u.username', 'u.realname')
        .orderBy([
          { column: 'pv', order: 'desc' },
          { column: 'v.user_id', order: 'asc' },
        ])
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
    );
    return {
      list: rows.map((r) => ({
        ...userRef(r),
        pv: count(r.pv),
        pages: count(r.pages),
        last_visit: instant(r.last_visit),
      })),
      page: query.page,
      page_size: query.page_size,
      total_size: count(total?.total),
    };
  }

  private async totals(filter: VisitFilter): Promise<VisitTotals> {
    const { knex } = this.source;
    const [row] = await this.source.rows(
      visitsIn(this.source, filter).select(
        knex.raw('COUNT(*) AS pv'),
        knex.raw('COUNT(DISTINCT v.user_id) AS uv'),
        knex.raw('COUNT(DISTINCT v.entry_id) AS pages'),
      ),
    );
    const pv = count(row?.pv);
    const uv = count(row?.uv);
    return { pv, uv, pages: count(row?.pages), pv_per_uv: ratio(pv, uv) };
  }

  async statistics(user: CurrentUser, query: VisitRangeQuery, now?: Date): Promise<VisitStatistics> {
    const filter = await this.filter(user, query, now);
    const before = previousRange(filter.range);
    const [current, previous] = [await this.totals(filter), await this.totals({ ...filter, range: before })];
    return { ...span(filter.range), current, previous: { ...previous, ...span(before) } };
  }

  private async visitors(filter: VisitFilter): Promise<Map<string, VisitUserRef>> {
    const rows = await this.source.rows(
      visitsIn(this.source, filter)
        .leftJoin('users as u', 'u.id', 'v.user_id')
        .distinct('v.user_id', 'u.username', 'u.realname')
        .orderBy('v.user_id'),
    );
    return new Map(rows.map((r) => [String(r.user_id), userRef(r)]));
  }

  async addOrLoss(user: CurrentUser, query: VisitRangeQuery, now?: Date): Promise<VisitAddOrLoss> {
    const filter = await this.filter(user, query, now);
    const before = previousRange(filter.range);
    const current = await this.visitors(filter);
    const previous = await this.visitors({ ...filter, range: before });
    const added = [...current].filter(([id]) => !previous.has(id)).map(([, u]) => u);
    const lost = [...previous].filter(([id]) => !current.has(id)).map(([, u]) => u);
    return {
      ...span(filter.range),
      previous: span(before),
      added_count: added.length,
      lost_count: lost.length,
      retained_count: current.size - added.length,
      added: added.slice(0, VISIT_USER_LIST_MAX),
      lost: lost.slice(0, VISIT_USER_LIST_MAX),
    };
  }
}

const span = (range: DayRange) => ({ start_date: range.start_date, end_date: range.end_date });

function userRef(r: Row): VisitUserRef {
  return {
    user_id: count(r.user_id),
    username: (r.username as string | null) ?? null,
    realname: (r.realname as string | null) ?? null,
  };
}
