import type { HelpDocument, HelpListItem, HelpListQuery, HelpSaveBody } from '@tessera/schema/api';
import { forbidden, notFound, ValidationError } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import { containsAny, type Store } from '../../store';
import type { AppsService } from '../apps/service';
import type { RolesService } from '../roles/service';
import type { HelpDocumentModel } from './models';

const EXCERPT = 160;

/** The first words of a markdown body as plain text, for the list: markup, links and images left out. */
export function excerptOf(markdown: string): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s*(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/^[\s|:-]*-{3,}[\s|:-]*$/gm, ' ')
    .replace(/[*_`|~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text;
}

const toDocument = (row: HelpDocumentModel): HelpDocument => ({
  id: row.id,
  app_id: row.app_id,
  title: row.title,
  content: row.content,
  created_by: row.created_by,
  updated_by: row.updated_by,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * Help documents of an app (spec section 7, Help). Members of the app read them; the "operation" permission —
 * admins, and holders of a role of the app granting `can_edit_help` — writes and deletes them. The body is stored
 * as the markdown written: the server never renders it, and the reader sanitises the html it makes.
 */
export class HelpService {
  constructor(
    private readonly store: Store,
    private readonly apps: AppsService,
    private readonly roles: RolesService,
  ) {}

  /** Whether the user may write the app's help (admins; `can_edit_help` in the app). 404 for an unknown app. */
  async isOperation(user: CurrentUser, appId: number): Promise<boolean> {
    await this.apps.get(appId);
    return (await this.roles.accessIn(user, appId)).has('can_edit_help');
  }

  private async assertOperator(user: CurrentUser, appId: number): Promise<void> {
    if (!(await this.isOperation(user, appId))) throw forbidden('help.not_operator');
  }

  /** Title or body containing the text (any case), most recently changed first. */
  async list(user: CurrentUser, query: HelpListQuery): Promise<HelpListItem[]> {
    await this.apps.getForMember(user, query.app_id);
    const search = query.search_content.trim();
    const rows = await this.store.models.HelpDocument.findAll({
      where: {
        app_id: query.app_id,
        ...(search ? containsAny(this.store, ['title', 'content'], search) : {}),
      },
      order: [
        ['updated_at', 'DESC'],
        ['id', 'DESC'],
      ],
    });
    return rows.map((row) => ({
      id: row.id,
      app_id: row.app_id,
      title: row.title,
      excerpt: excerptOf(row.content),
      updated_by: row.updated_by,
      updated_at: row.updated_at.toISOString(),
    }));
  }

  private async find(id: number): Promise<HelpDocumentModel> {
    const row = await this.store.models.HelpDocument.findByPk(id);
    if (!row) throw notFound('help.not_found');
    return row;
  }

  async one(user: CurrentUser, id: number): Promise<HelpDocument> {
    const row = await this.find(id);
    await this.apps.getForMember(user, row.app_id);
    return toDocument(row);
  }

  async save(user: CurrentUser, body: HelpSaveBody): Promise<HelpDocument> {
    await this.assertOperator(user, body.app_id);
    const title = body.title.trim();
    if (!title) throw new ValidationError([{ field: 'title', rule: 'required' }]);
    if (body.id === undefined) {
      const row = await this.store.models.HelpDocument.create({
        app_id: body.app_id,
        title,
        content: body.content,
        created_by: user.username,
        updated_by: user.username,
      });
      return toDocument(row);
    }
    const row = await this.find(body.id);
    if (row.app_id !== body.app_id) throw new ValidationError([{ field: 'app_id', rule: 'cannot_change' }]);
    row.title = title;
    row.content = body.content;
    row.updated_by = user.username;
    row.changed('updated_at', true);
    await row.save();
    return toDocument(row);
  }

  async remove(user: CurrentUser, id: number): Promise<void> {
    const row = await this.find(id);
    await this.assertOperator(user, row.app_id);
    await row.destroy();
  }
}
