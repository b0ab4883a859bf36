import type Router from '@koa/router';
import type {
  IdBody,
  IdQuery,
  PageIdQuery,
  PageSaveBody,
  SectionAddBody,
  SectionCopyBody,
  SectionOnlineBody,
  SectionQuery,
  SectionSortBody,
  SectionUpdateBody,
} from '@tessera/schema';
import { ok } from '../../core/envelope';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { bodyWithDocuments } from './body';
import { documentErrors } from './document-errors';
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
  const { pages, sections, guards } = deps;
  const base = '/customize/page-diagram';
  const admin = [...guards.admin, documentErrors];

  router.get(`${base}/list-with-page`, ...guards.user, async (ctx) => {
    const q = validQuery<PageIdQuery>(ctx, 'pageIdQuery');
    ok(ctx, await pages.listWithPage(currentUser(ctx), q.page_id, q.preview === 1));
  });

  router.get(`${base}/one`, ...guards.user, async (ctx) => {
    const q = validQuery<SectionQuery>(ctx, 'sectionQuery');
    ok(ctx, await pages.one(currentUser(ctx), q.id, q.preview === 1));
  });

  router.get(`${base}/fields`, ...guards.user, async (ctx) => {
    const q = validQuery<SectionQuery>(ctx, 'sectionQuery');
    ok(ctx, await pages.fields(currentUser(ctx), q.id, q.preview === 1));
  });

  router.get(`${base}/setting/list`, ...guards.user, async (ctx) => {
    const q = validQuery<PageIdQuery>(ctx, 'pageIdQuery');
    ok(ctx, await pages.settingList(currentUser(ctx), q.page_id, q.preview === 1));
  });

  router.get(`${base}/setting/one`, ...guards.user, async (ctx) => {
    const q = validQuery<SectionQuery>(ctx, 'sectionQuery');
    ok(ctx, await pages.settingOne(currentUser(ctx), q.id, q.preview === 1));
  });

  router.post(`${base}/add/one`, ...admin, async (ctx) => {
    const body = bodyWithDocuments<SectionAddBody>(ctx, 'sectionAdd', ['section']);
    ok(ctx, await sections.add(currentUser(ctx), body.page_id, body.section));
  });

  router.post(`${base}/update/one`, ...admin, async (ctx) => {
    ok(
      ctx,
      await sections.update(currentUser(ctx), bodyWithDocuments<SectionUpdateBody>(ctx, 'sectionUpdate', ['section'])),
    );
  });

  router.delete(`${base}/delete/one`, ...admin, async (ctx) => {
    await sections.remove(validQuery<IdQuery>(ctx, 'idQuery').id);
    ok(ctx, null);
  });

  router.get(`${base}/copy`, ...admin, async (ctx) => {
    ok(ctx, await sections.copy(currentUser(ctx), validQuery<IdQuery>(ctx, 'idQuery').id));
  });

  router.post(`${base}/copy/section`, ...admin, async (ctx) => {
    const body = validBody<SectionCopyBody>(ctx, 'sectionCopy');
    ok(ctx, await sections.copy(currentUser(ctx), body.id, body.page_id));
  });

  router.post(`${base}/sort/section`, ...admin, async (ctx) => {
    const body = validBody<SectionSortBody>(ctx, 'sectionSort');
    ok(ctx, await sections.sort(body.page_id, body.ids));
  });

  router.post(`${base}/online`, ...admin, async (ctx) => {
    const body = validBody<SectionOnlineBody>(ctx, 'sectionOnline');
    ok(ctx, await sections.online(currentUser(ctx), body.diagram_id_set, body.page_id));
  });

  router.post(`${base}/rollback`, ...admin, async (ctx) => {
    ok(ctx, await sections.rollback(currentUser(ctx), validBody<IdBody>(ctx, 'idBody').id));
  });

  router.post(`${base}/page/save`, ...admin, async (ctx) => {
    const body = bodyWithDocuments<PageSaveBody>(ctx, 'pageSave', ['document']);
    ok(ctx, await pages.savePage(currentUser(ctx), body.page_id, body.document));
  });
}
