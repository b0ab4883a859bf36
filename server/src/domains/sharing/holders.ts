import { Readable } from 'node:stream';
import { QueryTypes } from 'sequelize';
import type { Paged, PermissionListDownloadBody, UserPermissionRow } from '@tessera/schema/api';
import type { Store } from '../../store';

const ESCAPE = '!';
const escapeLike = (text: string) => text.replace(/[!%_]/g, (ch) => ESCAPE + ch);

/** Rows the download reads per query: memory stays flat however many rows the list has. */
const DOWNLOAD_BATCH = 1000;

/** The page of a grant: a live page entry of a live app. */
const PAGE_JOIN = `JOIN entries e ON e.id = g.entry_id AND e.catalog_or_page = 2 AND e.deleted_at IS NULL
  JOIN apps a ON a.id = e.app_id AND a.deleted_at IS NULL
  JOIN users u ON u.id = g.user_id`;
const PAGE_COLUMNS = `u.username, u.realname, e.app_id, a.app_name, e.id AS page_id, e.name AS page_name, e.url,
  e.data_level`;

/**
 * Every (user, page, source) the store holds: a role of the page's app listing its url, each share of it, and the
 * user's direct grant. NULLs stand for the fields a source does not have; each branch gives them a type elsewhere.
 */
const HOLDINGS = `
  SELECT u.username, u.realname, e.app_id, a.app_name, e.id AS page_id, e.name AS page_name, e.url, e.data_level,
    'role' AS source, r.id AS role_id, r.name AS role_name, NULL AS share_id, NULL AS granted_by, NULL AS granted_at
  FROM role_users ru
  JOIN roles r ON r.id = ru.role_id
  JOIN role_urls rl ON rl.role_id = r.id
  JOIN entries e ON e.url = rl.url AND e.app_id = r.app_id AND e.catalog_or_page = 2 AND e.deleted_at IS NULL
  JOIN apps a ON a.id = e.app_id AND a.deleted_at IS NULL
  JOIN users u ON u.id = ru.user_id
  UNION ALL
  SELECT ${PAGE_COLUMNS}, 'share' AS source, NULL, NULL, s.id, s.shared_by_username, s.created_at
  FROM share_grants g JOIN shares s ON s.id = g.share_id ${PAGE_JOIN}
  UNION ALL
  SELECT ${PAGE_COLUMNS}, 'user' AS source, NULL, NULL, NULL, g.created_by, g.created_at
  FROM page_user_grants g ${PAGE_JOIN}`;

const ORDER = 'ORDER BY h.username, h.app_id, h.page_name, h.page_id, h.source, h.role_name, h.share_id';

interface RawRow extends Omit<UserPermissionRow, 'granted_at'> {
  granted_at: Date | string | null;
}

/**
 * The user permission list (spec section 7, `/user/permission/list/search` and its download): who holds which page,
 * through which role or share, or a grant of his own. Admins only. One query over the three sources, filtered,
 * ordered and paged by the store; the download reads it in batches and streams.
 */
export class PermissionHolders {
  constructor(private readonly store: Store) {}

  async search(
    body: PermissionListDownloadBody & { page: number; page_size: number },
  ): Promise<Paged<UserPermissionRow>> {
    const { where, replacements } = this.filters(body);
    const [counted] = await this.store.sequelize.query<{ n: number | string }>(
      `SELECT COUNT(*) AS n FROM (${HOLDINGS}) h ${where}`,
      { type: QueryTypes.SELECT, replacements },
    );
    const list = await this.rows(where, replacements, (body.page - 1) * body.page_size, body.page_size);
    return { list, page: body.page, page_size: body.page_size, total_size: Number(counted?.n ?? 0) };
  }

  /** Every matching row, in the list's order, read a batch at a time as the reader pulls. */
  stream(body: PermissionListDownloadBody): Readable {
    const { where, replacements } = this.filters(body);
    const read = async function* (this: PermissionHolders) {
      for (let offset = 0; ; offset += DOWNLOAD_BATCH) {
        const batch = await this.rows(where, replacements, offset, DOWNLOAD_BATCH);
        yield* batch;
        if (batch.length < DOWNLOAD_BATCH) return;
      }
    }.bind(this);
    return Readable.from(read(), { objectMode: true });
  }

  private async rows(
    where: string,
    replacements: Record<string, unknown>,
    offset: number,
    limit: number,
  ): Promise<UserPermissionRow[]> {
    const raw = await this.store.sequelize.query<RawRow>(
      `SELECT h.* FROM (${HOLDINGS}) h ${where} ${ORDER} LIMIT :limit OFFSET :offset`,
      { type: QueryTypes.SELECT, replacements: { ...replacements, limit, offset } },
    );
    return raw.map((r) => ({
      username: r.username,
      realname: r.realname,
      app_id: Number(r.app_id),
      app_name: r.app_name,
      page_id: Number(r.page_id),
      page_name: r.page_name,
      url: r.url,
      data_level: r.data_level || 'C',
      source: r.source,
      role_id: r.role_id === null ? null : Number(r.role_id),
      role_name: r.role_name,
      share_id: r.share_id === null ? null : Number(r.share_id),
      granted_by: r.granted_by,
      granted_at: r.granted_at === null ? null : new Date(r.granted_at).toISOString(),
    }));
  }

  /** Bound conditions only: every text goes in as a LIKE pattern with its wildcards escaped, compared lower-cased. */
  private filters(body: PermissionListDownloadBody) {
    const parts: string[] = [];
    const replacements: Record<string, unknown> = {};
    const like = (name: string, text: string, columns: string[]) => {
      replacements[name] = `%${escapeLike(text.trim().toLowerCase())}%`;
      parts.push(`(${columns.map((c) => `LOWER(COALESCE(${c}, '')) LIKE :${name} ESCAPE '${ESCAPE}'`).join(' OR ')})`);
    };
    if (body.app_id !== null) {
      parts.push('h.app_id = :app_id');
      replacements.app_id = body.app_id;
    }
    if (body.source) {
      parts.push('h.source = :source');
      replacements.source = body.source;
    }
    if (body.user_search.trim()) like('user_search', body.user_search, ['h.username', 'h.realname']);
    if (body.page_search.trim()) like('page_search', body.page_search, ['h.page_name', 'h.url']);
    if (body.role_search.trim()) like('role_search', body.role_search, ['h.role_name']);
    return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', replacements };
  }
}
