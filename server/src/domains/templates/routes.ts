import type Router from '@koa/router';
import { TemplateExportQuery, TemplateImportBody } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { documentErrors } from '../pages/document-errors';
import type { TemplatesService } from './service';

/** `/templates/*` (admins). Export answers the bundle file itself (formatted JSON), not an envelope. */
export function templateRoutes(router: Router<AppState>, deps: { templates: TemplatesService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { templates, guards } = deps;

  route.get('/templates/export', { query: TemplateExportQuery, answers: 'application/json' }, ...guards.admin, async (ctx) => {
    const { text, fileName } = await templates.export(validQuery(ctx, TemplateExportQuery).page_id);
    ctx.status = 200;
    ctx.type = 'application/json; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="${fileName}"`);
    ctx.body = text;
  });

  route.post('/templates/import', { body: TemplateImportBody }, ...guards.admin, documentErrors, async (ctx) => {
    const body = validBody(ctx, TemplateImportBody);
    ok(ctx, await templates.import(body, currentUser(ctx)));
  });
}
