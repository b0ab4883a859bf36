import type { DiagramSqlModel, Filter, Section } from '@tessera/schema/dsl';
import type { DiagramSqlAddBody, FilterListSaved, SaveFilterListBody } from '@tessera/schema/api';
import { ValidationError } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import { DocumentInvalidError } from './document-errors';
import type { PagesService } from './service';
import type { SectionsService } from './sections';

/** The page document's errors pointed at the body's list: `/global_filters/1/type` → `/filter_config_model_list/1/type`. */
function pointedAtList(err: unknown): unknown {
  if (!(err instanceof DocumentInvalidError)) return err;
  return new DocumentInvalidError(
    err.issues.map((i) => ({
      ...i,
      pointer: i.pointer.replace(/^\/global_filters(?=\/|$)/, '/filter_config_model_list'),
    })),
  );
}

/**
 * The page-diagram calls that store one part of a draft (the designer's save sends them beside update/one): a
 * section's filters or the page's global filters (`save-filter-list`), a section's query model
 * (`/customize/diagram-sql/add/one`). Each goes through the whole-document write of its owner, so it is checked
 * exactly like a full save and an invalid part stores nothing.
 */
export class DraftParts {
  constructor(
    private readonly pages: PagesService,
    private readonly sections: SectionsService,
  ) {}

  async saveFilterList(user: CurrentUser, body: SaveFilterListBody): Promise<FilterListSaved> {
    const list = body.filter_config_model_list as Filter[];
    if ((body.diagram_id === undefined) === (body.page_id === undefined))
      throw new ValidationError([{ field: 'diagram_id', rule: 'one_of', params: { other: 'page_id' } }]);
    if (body.diagram_id !== undefined) {
      const section = await this.sectionDraft(user, body.diagram_id, { filter_config_model_list: list });
      return { diagram_id: body.diagram_id, filter_config_model_list: section.filter_config_model_list ?? [] };
    }
    const pageId = body.page_id as number;
    const draft = await this.pages.draft(pageId);
    try {
      const saved = await this.pages.savePage(user, {
        page_id: pageId,
        document: { ...draft.page, global_filters: list },
        base_revision: draft.revision,
      });
      return { page_id: pageId, filter_config_model_list: saved.page.global_filters ?? [] };
    } catch (err) {
      throw pointedAtList(err);
    }
  }

  async addDiagramSql(user: CurrentUser, body: DiagramSqlAddBody): Promise<Section> {
    // Checked with the whole section below; a model without its dataset is refused there.
    const model = body.diagram_sql_model as DiagramSqlModel;
    const dataset = model.data_set_id;
    return this.sectionDraft(user, body.diagram_id, {
      diagram_sql_model: model,
      ...(dataset === undefined || dataset === null ? {} : { data_set_id: dataset }),
    });
  }

  /** The section's draft with `part` replacing its fields, stored as update/one stores a whole config. */
  private async sectionDraft(user: CurrentUser, id: number, part: Partial<Section>): Promise<Section> {
    const current = await this.pages.one(user, id, true);
    return this.sections.update(user, { id, section: { ...current, ...part } });
  }
}
