import { Op, type WhereOptions } from 'sequelize';
import {
  FEEDBACK_STATUSES,
  type FeedbackListBody,
  type FeedbackRecord,
  type FeedbackSaveBody,
  type FeedbackStatus,
  type Paged,
} from '@tessera/schema/api';
import { ValidationError, notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import { containsAny, type Store } from '../../store';
import type { FeedbackModel } from './models';

const statusOf = (value: string): FeedbackStatus =>
  (FEEDBACK_STATUSES as readonly string[]).includes(value) ? (value as FeedbackStatus) : 'new';

/**
 * Feedback (spec section 7 `POST /api/feedback/save`): anyone logged in sends it with the page he was on; admins
 * list it and move it from new to seen to done (or back: a status is a note, not a workflow).
 */
export class FeedbackService {
  constructor(private readonly store: Store) {}

  private async record(row: FeedbackModel, realnames?: Map<number, string | null>): Promise<FeedbackRecord> {
    let realname: string | null = null;
    if (row.user_id !== null) {
      realname = realnames
        ? (realnames.get(row.user_id) ?? null)
        : ((await this.store.models.User.findByPk(row.user_id, { attributes: ['realname'] }))?.realname ?? null);
    }
    return {
      id: row.id,
      feedback: row.feedback,
      url: row.url,
      username: row.username,
      realname,
      status: statusOf(row.status),
      created_at: new Date(row.created_at).toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
    };
  }

  /** Stores it as new; text of spaces only is `feedback: required` (spec section 5). */
  async save(user: CurrentUser, body: FeedbackSaveBody): Promise<FeedbackRecord> {
    const text = body.feedback.trim();
    if (text === '') throw new ValidationError([{ field: 'feedback', rule: 'required' }]);
    const row = await this.store.models.Feedback.create({
      user_id: user.id,
      username: user.username,
      feedback: text,
      url: body.url,
    });
    return this.record(row, new Map([[user.id, user.realname ?? null]]));
  }

  /** Newest first; by status, and text found in the feedback, its url or the sender's username. */
  async list(body: FeedbackListBody): Promise<Paged<FeedbackRecord>> {
    const where: WhereOptions[] = [];
    if (body.status) where.push({ status: body.status });
    const text = body.search_content.trim();
    if (text) where.push(containsAny(this.store, ['feedback', 'url', 'username'], text));
    const { rows, count } = await this.store.models.Feedback.findAndCountAll({
      where: { [Op.and]: where },
      order: [
        ['created_at', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: body.page_size,
      offset: (body.page - 1) * body.page_size,
    });
    const ids = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
    const users = ids.length
      ? await this.store.models.User.findAll({ where: { id: ids }, attributes: ['id', 'realname'] })
      : [];
    const realnames = new Map(users.map((u) => [u.id, u.realname ?? null]));
    return {
      list: await Promise.all(rows.map((r) => this.record(r, realnames))),
      page: body.page,
      page_size: body.page_size,
      total_size: count,
    };
  }

  async setStatus(id: number, status: FeedbackStatus): Promise<FeedbackRecord> {
    const row = await this.store.models.Feedback.findByPk(id);
    if (!row) throw notFound('feedback.not_found');
    await row.update({ status });
    return this.record(row);
  }
}
