import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type Router from '@koa/router';
import {
  CODE_SUCCESS,
  PermissionListDownloadBody,
  PermissionListSearchBody,
  ShareBody,
  type UserPermissionRow,
} from '@tessera/schema/api';
import type { Lang } from '@tessera/schema/rules';
import { envelope, ok } from '../../core/envelope';
import type { Logger } from '../../core/logger';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody } from '../../core/validate';
import { t, type MessageKey } from '../../i18n';
import { currentUser, type AuthGuards } from '../auth/middleware';
import { CsvBatcher, csvWriter } from '../export/csv';
import { contentDisposition, exportFileName } from '../export/filename';
import type { PermissionHolders } from './holders';
import type { SharingService } from './service';

const CSV_COLUMNS = [
  'username',
  'realname',
  'app_name',
  'page_name',
  'url',
  'data_level',
  'source',
  'role_name',
  'granted_by',
  'granted_at',
] as const;

/** The list's rows as the file shows them: the source in the reader's words. */
function readable(lang: Lang) {
  return new Transform({
    objectMode: true,
    transform(row: UserPermissionRow, _encoding, done) {
      done(null, { ...row, source: t(lang, `sharing.source.${row.source}` as MessageKey) });
    },
  });
}

/**
 * Sharing (spec section 7, "share pages to users": every logged-in user may call it; the service checks page_can_share) and the user
 * permission list with its download (admins). The share's answer carries the server's own message, which the
 * client shows as it is (spec section 8).
 */
export function sharingRoutes(
  router: Router<AppState>,
  deps: { sharing: SharingService; holders: PermissionHolders; guards: AuthGuards; logger: Logger },
): void {
  const route = declareRoutes(router);
  const { sharing, holders, guards, logger } = deps;

  route.post('/share/pages', { body: ShareBody }, ...guards.user, async (ctx) => {
    const { result, message } = await sharing.share(currentUser(ctx), validBody(ctx, ShareBody), ctx.state.lang);
    ctx.status = 200;
    ctx.body = envelope(CODE_SUCCESS, message, result);
  });

  route.post('/user/permission/list/search', { body: PermissionListSearchBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await holders.search(validBody(ctx, PermissionListSearchBody)));
  });

  route.post(
    '/user/permission/list/search/download',
    { body: PermissionListDownloadBody, answers: 'text/csv' },
    ...guards.admin,
    async (ctx) => {
      const body = validBody(ctx, PermissionListDownloadBody);
      const lang = ctx.state.lang;
      ctx.status = 200;
      ctx.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(exportFileName(t(lang, 'sharing.file_name'))),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      // Written here, not by Koa, so the transfer is awaited; a failure mid-stream breaks the download visibly.
      ctx.respond = false;
      const columns = CSV_COLUMNS.map((key) => ({ key, header: t(lang, `sharing.column.${key}` as MessageKey) }));
      try {
        await pipeline(holders.stream(body), readable(lang), csvWriter(columns), new CsvBatcher(null), ctx.res);
      } catch (err) {
        logger.warn({ err }, 'permission list download: stopped mid-stream');
      }
    },
  );
}
