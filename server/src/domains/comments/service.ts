import { Op, type ModelStatic } from 'sequelize';
import { isFlagOn } from '@tessera/schema/rules';
import {
  type ChartCommentRecord,
  type CommentAddBody,
  type CommentDeleteBody,
  type CommentListBody,
  type CommentUpdateBody,
} from '@tessera/schema/api';
import { ValidationError, forbidden, notFound } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Store } from '../../store';
import { prepareSection, type PreparedSection, type ReportDeps } from '../report/prepare';
import { toCommentRecord, type CommentAuthor } from './mappers';
import type { ChartCommentModel } from './models';

// Users are never purged (leaving sets their status), so this only covers rows edited by hand.
const UNKNOWN_AUTHOR: CommentAuthor = { username: '', realname: null };

/** Blank text counts as missing, so a comment of spaces is refused like an empty one. */
function contentOf(text: string): string {
  const content = text.trim();
  if (content === '') throw new ValidationError([{ field: 'content', rule: 'required' }]);
  return content;
}

/**
 * Comments on chart points (spec section 4: clicking a point of a chart that allows comments). Whoever may read a
 * section — the report domain's access check, prepareSection — reads and adds its comments; only the author or an
 * admin changes one. A section must allow comments (chart_is_comment) for any of it.
 */
export class CommentsService {
  private readonly comments: ModelStatic<ChartCommentModel>;

  constructor(
    private readonly store: Store,
    private readonly deps: ReportDeps,
  ) {
    this.comments = store.models.ChartComment;
  }

  /**
   * The online section, after the access check (403/404); 403 when it does not allow comments. `hidden`: the
   * columns of its dataset withheld from the caller, whose values comments never show him.
   */
  private async commentable(
    user: CurrentUser,
    diagramId: number,
  ): Promise<PreparedSection & { hidden: ReadonlySet<string> }> {
    const found = await prepareSection(this.deps, user, diagramId);
    if (!isFlagOn(found.section.chart_is_comment)) throw forbidden('comments.disabled');
    const hidden = found.dataset ? (await this.deps.access.forDataset(user, found.dataset)).hidden : new Set<string>();
    return { ...found, hidden };
  }

  private async authors(userIds: number[]): Promise<Map<number, CommentAuthor>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const users = await this.store.models.User.findAll({
      where: { id: { [Op.in]: ids } },
      attributes: ['id', 'username', 'realname'],
    });
    return new Map(users.map((u) => [u.id, { username: u.username, realname: u.realname ?? null }]));
  }

  /** The section's comments, oldest first; with `url`, those made on that page only. */
  async list(user: CurrentUser, body: CommentListBody): Promise<ChartCommentRecord[]> {
    const { hidden } = await this.commentable(user, body.diagram_id);
    const where = body.url ? { diagram_id: body.diagram_id, url: body.url } : { diagram_id: body.diagram_id };
    const rows = await this.comments.findAll({
      where,
      order: [
        ['created_at', 'ASC'],
        ['id', 'ASC'],
      ],
    });
    const authors = await this.authors(rows.map((r) => r.user_id));
    return rows.map((r) =>
      toCommentRecord(r, authors.get(r.user_id) ?? UNKNOWN_AUTHOR, r.user_id === user.id || user.is_admin, hidden),
    );
  }

  /** Stores a comment by `user`; url and title default to the section's page url and the section's title. */
  async add(user: CurrentUser, body: CommentAddBody): Promise<ChartCommentRecord> {
    const content = contentOf(body.content);
    const { section, entry, hidden } = await this.commentable(user, body.diagram_id);
    const row = await this.comments.create({
      diagram_id: body.diagram_id,
      user_id: user.id,
      content,
      url: body.url ?? entry.url ?? '',
      title: body.title ?? section.title ?? '',
      conditions: JSON.stringify(body.conditions),
      field_value: JSON.stringify(body.field_value),
    });
    return toCommentRecord(row, { username: user.username, realname: user.realname ?? null }, true, hidden);
  }

  /**
   * A comment its author or an admin may change, who must still be able to read the section (404, 403), and the
   * columns withheld from him.
   */
  private async editable(
    user: CurrentUser,
    id: number,
  ): Promise<{ row: ChartCommentModel; hidden: ReadonlySet<string> }> {
    const row = await this.comments.findByPk(id);
    if (!row) throw notFound('comments.not_found');
    const { hidden } = await this.commentable(user, row.diagram_id);
    if (row.user_id !== user.id && !user.is_admin) throw forbidden('comments.not_author');
    return { row, hidden };
  }

  /** Changes the text of a comment. */
  async update(user: CurrentUser, body: CommentUpdateBody): Promise<ChartCommentRecord> {
    const content = contentOf(body.content);
    const { row, hidden } = await this.editable(user, body.id);
    await row.update({ content });
    const author = (await this.authors([row.user_id])).get(row.user_id) ?? UNKNOWN_AUTHOR;
    return toCommentRecord(row, author, true, hidden);
  }

  /** Deletes a comment for good: what its author takes back is not kept. */
  async remove(user: CurrentUser, body: CommentDeleteBody): Promise<{ id: number }> {
    const { row } = await this.editable(user, body.id);
    await row.destroy();
    return { id: body.id };
  }
}
