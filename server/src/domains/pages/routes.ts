import type Router from '@koa/router';
import {
  DiagramSqlAddBody,
  IdBody,
  IdQuery,
  PageDraftQuery,
  PageIdQuery,
  PageSaveBody,
  SaveFilterListBody,
  SectionAddBody,
  SectionCopyBody,
  SectionOnlineBody,
  SectionQuery,
  SectionSortBody,
  SectionUpdateBody,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { documentErrors } from './document-errors';
import { DraftParts } from './draft-parts';
import type { PagesService } from './service';
import type { SectionsService } from './sections';

/**
 * `/customize/page-diagram/*`. Reads: anyone who may open the page (online configs; `preview=1`, admins only:
 * drafts). Writes: admins. Document errors answer 400 with result_data.errors = [{pointer, message}].
 */
export function pageRoutes(
  router: Router<AppState>,
  deps: { pages: PagesService; sections: SectionsService; guards: AuthGuards },
): void {
  const route = declareRoutes(router);
  const { pages, sections, guards } = deps;
  const base = '/customize/page-diagram';
  const admin = [...guards.admin, documentErrors];

  route.get(`${base}/list-with-page`, { query: PageIdQuery }, ...guards.user, async (ctx) => {
    const q = validQuery(ctx, PageIdQuery);
    ok(ctx, await pages.listWithPage(currentUser(ctx), q.page_id, q.preview === 1));
  });

  route.get(`${base}/one`, { query: SectionQuery }, ...guards.user, async (ctx) => {
    const q = validQuery(ctx, SectionQuery);
    ok(ctx, await pages.one(currentUser(ctx), q.id, q.preview === 1));
  });

  route.get(`${base}/fields`, { query: SectionQuery }, ...guards.user, async (ctx) => {
    const q = validQuery(ctx, SectionQuery);
    ok(ctx, await pages.fields(currentUser(ctx), q.id, q.preview === 1));
  });

  route.get(`${base}/setting/list`, { query: PageIdQuery }, ...guards.user, async (ctx) => {
    const q = validQuery(ctx, PageIdQuery);
    ok(ctx, await pages.settingList(currentUser(ctx), q.page_id, q.preview === 1));
  });

  route.get(`${base}/setting/one`, { query: SectionQuery }, ...guards.user, async (ctx) => {
    const q = validQuery(ctx, SectionQuery);
    ok(ctx, await pages.settingOne(currentUser(ctx), q.id, q.preview === 1));
  });

  route.post(`${base}/add/one`, { body: SectionAddBody }, ...admin, async (ctx) => {
    const body = validBody(ctx, SectionAddBody);
    ok(ctx, await sections.add(currentUser(ctx), body.page_id, body.section));
  });

  route.post(`${base}/update/one`, { body: SectionUpdateBody }, ...admin, async (ctx) => {
    ok(ctx, await sections.update(currentUser(ctx), validBody(ctx, SectionUpdateBody)));
  });

  route.delete(`${base}/delete/one`, { query: IdQuery }, ...admin, async (ctx) => {
    await sections.remove(currentUser(ctx), validQuery(ctx, IdQuery).id);
    ok(ctx, null);
  });

  route.get(`${base}/copy`, { query: IdQuery }, ...admin, async (ctx) => {
    ok(ctx, await sections.copy(currentUser(ctx), validQuery(ctx, IdQuery).id));
  });

  route.post(`${base}/copy/section`, { body: SectionCopyBody }, ...admin, async (ctx) => {
    const body = validBody(ctx, SectionCopyBody);
    ok(ctx, await sections.copy(currentUser(ctx), body.id, body.page_id));
  });

  route.post(`${base}/sort/section`, { body: SectionSortBody }, ...admin, async (ctx) => {
    const body = validBody(ctx, SectionSortBody);
    ok(ctx, await sections.sort(currentUser(ctx), body.page_id, body.ids));
  });

  route.post(`${base}/online`, { body: SectionOnlineBody }, ...admin, async (ctx) => {
    const body = validBody(ctx, SectionOnlineBody);
    ok(ctx, await sections.online(currentUser(ctx), body.diagram_id_set, body.page_id));
  });

  route.post(`${base}/rollback`, { body: IdBody }, ...admin, async (ctx) => {
    ok(ctx, await sections.rollback(currentUser(ctx), validBody(ctx, IdBody).id));
  });

  route.post(`${base}/page/save`, { body: PageSaveBody }, ...admin, async (ctx) => {
    ok(ctx, await pages.savePage(currentUser(ctx), validBody(ctx, PageSaveBody)));
  });

  const parts = new DraftParts(pages, sections);
  route.post(`${base}/save-filter-list`, { body: SaveFilterListBody }, ...admin, async (ctx) => {
    ok(ctx, await parts.saveFilterList(currentUser(ctx), validBody(ctx, SaveFilterListBody)));
  });

  route.post('/customize/diagram-sql/add/one', { body: DiagramSqlAddBody }, ...admin, async (ctx) => {
    ok(ctx, await parts.addDiagramSql(currentUser(ctx), validBody(ctx, DiagramSqlAddBody)));
  });

  route.get(`${base}/page/draft`, { query: PageDraftQuery }, ...guards.admin, async (ctx) => {
    ok(ctx, await pages.draft(validQuery(ctx, PageDraftQuery).page_id));
  });
}
