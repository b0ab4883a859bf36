import type Router from '@koa/router';
import type {
  DbColumnsQuery,
  DbConnectionIdQuery,
  DbConnectionListQuery,
  DbConnectionSaveBody,
  DbTablesQuery,
  IdBody,
  IdQuery,
  SqlExecBody,
} from '@tessera/schema';
import { ok } from '../../core/envelope';
import type { AppState, Ctx } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { requestSignal } from '../../datasources/request-signal';
import type { AuthGuards } from '../auth/middleware';
import type { ConnectionsService } from './service';

/** DELETE takes the id in the query string or in the body (the web client sends data with DELETE). */
function deleteId(ctx: Ctx): number {
  return ctx.query.id !== undefined ? validQuery<IdQuery>(ctx, 'idQuery').id : validBody<IdBody>(ctx, 'idBody').id;
}

/** Database config (spec section 7): connections, catalog pickers and the SQL console. Admins only. */
export function connectionRoutes(
  router: Router<AppState>,
  deps: { connections: ConnectionsService; guards: AuthGuards },
): void {
  const { connections, guards } = deps;

  router.post('/customize/db-info/one', ...guards.admin, async (ctx) => {
    ok(ctx, await connections.save(validBody<DbConnectionSaveBody>(ctx, 'dbConnectionSave')));
  });

  router.get('/customize/db-info/list', ...guards.admin, async (ctx) => {
    ok(ctx, await connections.list(validQuery<DbConnectionListQuery>(ctx, 'dbConnectionListQuery').app_id));
  });

  router.delete('/customize/db-info/delete', ...guards.admin, async (ctx) => {
    await connections.delete(deleteId(ctx));
    ok(ctx, null);
  });

  router.post('/customize/db-info/test/connect', ...guards.admin, async (ctx) => {
    ok(ctx, await connections.test(validBody<DbConnectionSaveBody>(ctx, 'dbConnectionSave')));
  });

  router.get('/customize/sql/db-name/list', ...guards.admin, async (ctx) => {
    ok(ctx, await connections.databases(validQuery<DbConnectionIdQuery>(ctx, 'dbConnectionIdQuery').connection_id));
  });

  router.get('/customize/sql/db-tables', ...guards.admin, async (ctx) => {
    ok(ctx, await connections.tables(validQuery<DbTablesQuery>(ctx, 'dbTablesQuery')));
  });

  router.get('/customize/sql/table/columns', ...guards.admin, async (ctx) => {
    ok(ctx, await connections.columns(validQuery<DbColumnsQuery>(ctx, 'dbColumnsQuery')));
  });

  router.post('/customize/sql/exec', ...guards.admin, async (ctx) => {
    const body = validBody<SqlExecBody>(ctx, 'sqlExec');
    ok(ctx, await connections.exec(body, requestSignal(ctx)));
  });
}
