import type Router from '@koa/router';
import {
  DbColumnsQuery,
  DbConnectionIdQuery,
  DbConnectionListQuery,
  DbConnectionSaveBody,
  DbTablesQuery,
  IdBody,
  IdQuery,
  SqlCancelBody,
  SqlExecBody,
  SqlHistoryQuery,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState, Ctx } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { requestSignal } from '../../datasources/request-signal';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { ConnectionsService } from './service';

/** DELETE takes the id in the query string or in the body (the web client sends data with DELETE). */
function deleteId(ctx: Ctx): number {
  return ctx.query.id !== undefined ? validQuery(ctx, IdQuery).id : validBody(ctx, IdBody).id;
}

/** Database config (spec section 7): connections, catalog pickers and the SQL console. Admins only. */
export function connectionRoutes(
  router: Router<AppState>,
  deps: { connections: ConnectionsService; guards: AuthGuards },
): void {
  const route = declareRoutes(router);
  const { connections, guards } = deps;

  route.post('/customize/db-info/one', { body: DbConnectionSaveBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await connections.save(validBody(ctx, DbConnectionSaveBody), currentUser(ctx).username));
  });

  route.get('/customize/db-info/list', { query: DbConnectionListQuery }, ...guards.admin, async (ctx) => {
    ok(ctx, await connections.list(validQuery(ctx, DbConnectionListQuery)));
  });

  route.delete('/customize/db-info/delete', { query: IdQuery, body: IdBody }, ...guards.admin, async (ctx) => {
    await connections.delete(deleteId(ctx), currentUser(ctx).username);
    ok(ctx, null);
  });

  route.post('/customize/db-info/test/connect', { body: DbConnectionSaveBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await connections.test(validBody(ctx, DbConnectionSaveBody), ctx.state.lang));
  });

  route.get('/customize/sql/db-name/list', { query: DbConnectionIdQuery }, ...guards.admin, async (ctx) => {
    ok(ctx, await connections.databases(validQuery(ctx, DbConnectionIdQuery).connection_id));
  });

  route.get('/customize/sql/db-tables', { query: DbTablesQuery }, ...guards.admin, async (ctx) => {
    ok(ctx, await connections.tables(validQuery(ctx, DbTablesQuery)));
  });

  route.get('/customize/sql/table/columns', { query: DbColumnsQuery }, ...guards.admin, async (ctx) => {
    ok(ctx, await connections.columns(validQuery(ctx, DbColumnsQuery)));
  });

  route.post('/customize/sql/exec', { body: SqlExecBody }, ...guards.admin, async (ctx) => {
    const body = validBody(ctx, SqlExecBody);
    ok(ctx, await connections.exec(body, currentUser(ctx).id, requestSignal(ctx)));
  });

  route.post('/customize/sql/cancel', { body: SqlCancelBody }, ...guards.admin, (ctx) => {
    ok(ctx, { cancelled: connections.cancel(currentUser(ctx).id, validBody(ctx, SqlCancelBody).run_id) });
  });

  route.get('/customize/sql/history', { query: SqlHistoryQuery }, ...guards.admin, async (ctx) => {
    const { connection_id } = validQuery(ctx, SqlHistoryQuery);
    ok(ctx, await connections.sqlHistory(currentUser(ctx).id, connection_id, ctx.state.lang));
  });
}
