import { Op, type WhereOptions } from 'sequelize';
import {
  ANNOUNCEMENT_LEVELS,
  type AnnouncementLevel,
  type AnnouncementSaveBody,
  type AnnouncementSearchBody,
  type CurrentAnnouncement,
  type GlobalAnnouncement,
  type Paged,
} from '@tessera/schema/api';
import { ValidationError, notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import { containsAny, type Store } from '../../store';
import type { AnnouncementModel } from './models';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const levelOf = (value: string): AnnouncementLevel =>
  (ANNOUNCEMENT_LEVELS as readonly string[]).includes(value) ? (value as AnnouncementLevel) : 'info';

function toAnnouncement(row: AnnouncementModel): GlobalAnnouncement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    level: levelOf(row.level),
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    created_by: row.created_by,
    created_at: iso(row.created_at) as string,
    updated_at: iso(row.updated_at) as string,
  };
}

/** A text the contract let through as an ISO date-time; one that names no real moment (month 13) is refused. */
function momentOf(value: string | null, field: string): Date | null {
  if (value === null) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new ValidationError([{ field, rule: 'invalid' }]);
  return date;
}

/**
 * Global announcements (spec section 7 "Trash and announcement", beside the per-app announcement, which keeps
 * `/backend/app/announcement`). Admins write them; every user is shown each one in force once (a modal for
 * `important`, a banner otherwise), and the home page lists those in force.
 */
export class AnnouncementsService {
  constructor(private readonly store: Store) {}

  async one(id: number): Promise<GlobalAnnouncement> {
    const row = await this.store.models.Announcement.findByPk(id);
    if (!row) throw notFound('announcements.not_found');
    return toAnnouncement(row);
  }

  /** Newest first; text found in title or body. */
  async search(body: AnnouncementSearchBody): Promise<Paged<GlobalAnnouncement>> {
    const text = body.search_content.trim();
    const where: WhereOptions = text ? containsAny(this.store, ['title', 'body'], text) : {};
    const { rows, count } = await this.store.models.Announcement.findAndCountAll({
      where,
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: body.page_size,
      offset: (body.page - 1) * body.page_size,
    });
    return { list: rows.map(toAnnouncement), page: body.page, page_size: body.page_size, total_size: count };
  }

  /**
   * Creates (no id) or changes one. `ends_at` not after `starts_at` is `ends_at: before_start`. A changed one is not
   * shown again to those who saw it: an edit is a correction, a new message is a new announcement.
   */
  async save(user: CurrentUser, body: AnnouncementSaveBody): Promise<GlobalAnnouncement> {
    const startsAt = momentOf(body.starts_at, 'starts_at');
    const endsAt = momentOf(body.ends_at, 'ends_at');
    if (startsAt && endsAt && endsAt <= startsAt)
      throw new ValidationError([{ field: 'ends_at', rule: 'before_start' }]);
    const title = body.title.trim();
    if (title === '') throw new ValidationError([{ field: 'title', rule: 'required' }]);
    const values = { title, body: body.body, level: body.level, starts_at: startsAt, ends_at: endsAt };
    if (body.id === undefined) {
      return toAnnouncement(await this.store.models.Announcement.create({ ...values, created_by: user.username }));
    }
    const row = await this.store.models.Announcement.findByPk(body.id);
    if (!row) throw notFound('announcements.not_found');
    await row.update(values);
    return toAnnouncement(row);
  }

  /** Deletes one for good, with its seen marks. */
  async remove(id: number): Promise<{ id: number }> {
    const row = await this.store.models.Announcement.findByPk(id);
    if (!row) throw notFound('announcements.not_found');
    await this.store.sequelize.transaction(async (transaction) => {
      await this.store.models.AnnouncementSeen.destroy({ where: { announcement_id: id }, transaction });
      await row.destroy({ transaction });
    });
    return { id };
  }

  /** Those in force now, newest first, each with whether the user has seen it. */
  async current(user: CurrentUser, now = new Date()): Promise<CurrentAnnouncement[]> {
    const rows = await this.store.models.Announcement.findAll({
      where: {
        [Op.and]: [
          { [Op.or]: [{ starts_at: null }, { starts_at: { [Op.lte]: now } }] },
          { [Op.or]: [{ ends_at: null }, { ends_at: { [Op.gt]: now } }] },
        ],
      },
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
    });
    if (rows.length === 0) return [];
    const seen = await this.store.models.AnnouncementSeen.findAll({
      where: { user_id: user.id, announcement_id: { [Op.in]: rows.map((r) => r.id) } },
      attributes: ['announcement_id'],
    });
    const seenIds = new Set(seen.map((s) => s.announcement_id));
    return rows.map((r) => ({ ...toAnnouncement(r), seen: seenIds.has(r.id) }));
  }

  /** Those in force he has not seen, oldest first (the order they are shown in). */
  async unseen(user: CurrentUser): Promise<GlobalAnnouncement[]> {
    const list = await this.current(user);
    return list
      .filter((a) => !a.seen)
      .reverse()
      .map(({ seen: _seen, ...a }) => a);
  }

  /** Marks them seen by him; marking one twice changes nothing. An unknown id is a 404, and nothing is marked. */
  async markSeen(user: CurrentUser, ids: number[]): Promise<null> {
    const found = await this.store.models.Announcement.count({ where: { id: { [Op.in]: ids } } });
    if (found !== ids.length) throw notFound('announcements.not_found');
    const now = new Date();
    await this.store.models.AnnouncementSeen.bulkCreate(
      ids.map((id) => ({ announcement_id: id, user_id: user.id, seen_at: now })),
      { ignoreDuplicates: true },
    );
    return null;
  }
}
