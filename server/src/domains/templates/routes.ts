import type Router from '@koa/router';
import type { TemplateExportQuery, TemplateImportBody } from '@tessera/schema';
import { ok } from '../../core/envelope';
import type { AppState } from '../../core/state';
import { validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { bodyWithDocuments } from '../pages/body';
import { documentErrors } from '../pages/document-errors';
import type { TemplatesService } from './service';

/** `/templates/*` (admins). Export answers the bundle file itself (formatted JSON), not an envelope. */
export function templateRoutes(router: Router<AppState>, deps: { templates: TemplatesService; guards: AuthGuards }): void {
  const { templates, guards } = deps;

  router.get('/templates/export', ...guards.admin, async (ctx) => {
    const { text, fileName } = await templates.export(validQuery<TemplateExportQuery>(ctx, 'templateExportQuery').page_id);
    ctx.status = 200;
    ctx.type = 'application/json; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
    ctx.body = text;
  });

  router.post('/templates/import', ...guards.admin, documentErrors, async (ctx) => {
    const body = bodyWithDocuments<TemplateImportBody>(ctx, 'templateImport', ['bundle']);
    ok(ctx, await templates.import(body, currentUser(ctx)));
  });
}
