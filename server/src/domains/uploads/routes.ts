import type Router from '@koa/router';
import { StoredFileQuery, UploadBlockBody, UploadCompleteBody, UploadStartBody } from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { UploadsService } from './service';

/** A stored file never changes under its key: browsers keep it a year, for this user only. */
const FILE_CACHE = 'private, max-age=31536000, immutable';

/** Block uploads (spec section 7: block size 51200, md5 checks) and the files they stored. */
export function uploadRoutes(router: Router<AppState>, deps: { uploads: UploadsService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { uploads, guards } = deps;

  route.post('/upload/start', { body: UploadStartBody }, ...guards.user, async (ctx) => {
    ok(ctx, await uploads.start(currentUser(ctx), validBody(ctx, UploadStartBody)));
  });
  route.post('/upload/block', { body: UploadBlockBody }, ...guards.user, async (ctx) => {
    ok(ctx, await uploads.block(currentUser(ctx), validBody(ctx, UploadBlockBody)));
  });
  route.post('/upload/complete', { body: UploadCompleteBody }, ...guards.user, async (ctx) => {
    ok(ctx, await uploads.complete(currentUser(ctx), validBody(ctx, UploadCompleteBody).upload_id));
  });
  // Only raster types are ever stored (SVG can carry script); the file is still sandboxed should it be opened alone.
  route.get('/upload/file', { query: StoredFileQuery, answers: 'image/*' }, ...guards.user, async (ctx) => {
    const file = await uploads.file(validQuery(ctx, StoredFileQuery).key);
    ctx.state.cacheControl = FILE_CACHE;
    ctx.set('ETag', `"${file.md5}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.set('Content-Disposition', 'inline');
    if (ctx.get('If-None-Match') === `"${file.md5}"`) {
      ctx.status = 304;
      return;
    }
    ctx.type = file.content_type;
    ctx.body = file.data;
  });
}
