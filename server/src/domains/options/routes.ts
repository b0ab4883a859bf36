import type Router from '@koa/router';
import {
  FilterValuesBody,
  GlobalColumnSaveBody,
  GlobalSelectSaveBody,
  IdBody,
  IdQuery,
  OptionKeysBody,
  OptionListBody,
  OptionListQuery,
  SelectDiyConfigSaveBody,
  SelectDiyListQuery,
  SelectDiyValueSaveBody,
  SelectListBody,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState, Ctx } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { OptionsService } from './service';

/** DELETE takes the id in the query string or in the body (the web client sends data with DELETE). */
function deleteId(ctx: Ctx): number {
  return ctx.query.id !== undefined ? validQuery(ctx, IdQuery).id : validBody(ctx, IdBody).id;
}

/**
 * Global columns, global select options, custom selects, `/select/list` and saved filter values (spec section 7).
 * Members of an app (and everyone, for shared definitions) read; admins write.
 */
export function optionRoutes(router: Router<AppState>, deps: { options: OptionsService; guards: AuthGuards }): void {
  const route = declareRoutes(router);
  const { options, guards } = deps;
  const { columns, selects, diy, filterValues } = options;

  const column = '/customize/global-column';
  route.get(`${column}/list`, { query: OptionListQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await columns.list(currentUser(ctx), validQuery(ctx, OptionListQuery)));
  });
  route.post(`${column}/add-update`, { body: GlobalColumnSaveBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await columns.save(validBody(ctx, GlobalColumnSaveBody)));
  });
  route.post(`${column}/keys/list`, { body: OptionKeysBody }, ...guards.user, async (ctx) => {
    ok(ctx, await columns.byKeys(currentUser(ctx), validBody(ctx, OptionKeysBody)));
  });
  route.delete(`${column}/delete`, { query: IdQuery, body: IdBody }, ...guards.admin, async (ctx) => {
    await columns.delete(deleteId(ctx));
    ok(ctx, null);
  });

  const select = '/customize/common/global-select-config';
  route.post(`${select}/list`, { body: OptionListBody }, ...guards.user, async (ctx) => {
    ok(ctx, await selects.list(currentUser(ctx), validBody(ctx, OptionListBody)));
  });
  route.post(`${select}/add-or-update`, { body: GlobalSelectSaveBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await selects.save(validBody(ctx, GlobalSelectSaveBody)));
  });
  route.post(`${select}/delete/one`, { body: IdBody }, ...guards.admin, async (ctx) => {
    await selects.delete(validBody(ctx, IdBody).id);
    ok(ctx, null);
  });
  route.post(`${select}/key/list`, { body: OptionKeysBody }, ...guards.user, async (ctx) => {
    ok(ctx, await selects.byKeys(currentUser(ctx), validBody(ctx, OptionKeysBody)));
  });
  route.get(`${select}/one`, { query: IdQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await selects.one(currentUser(ctx), validQuery(ctx, IdQuery).id));
  });

  // Two names for one call: the spec lists both (the web client uses each in a different place).
  for (const path of ['/select/list', '/common/select/list']) {
    route.post(path, { body: SelectListBody }, ...guards.user, async (ctx) => {
      ok(ctx, await selects.options(currentUser(ctx), validBody(ctx, SelectListBody)));
    });
  }

  route.get('/select-diy/select/list', { query: SelectDiyListQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await diy.list(currentUser(ctx), validQuery(ctx, SelectDiyListQuery)));
  });
  route.get('/select-diy/one/config', { query: IdQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await diy.one(currentUser(ctx), validQuery(ctx, IdQuery).id));
  });
  route.post('/select-diy/config/save', { body: SelectDiyConfigSaveBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await diy.saveConfig(validBody(ctx, SelectDiyConfigSaveBody)));
  });
  route.post('/select-diy/select/value/save', { body: SelectDiyValueSaveBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await diy.saveValues(validBody(ctx, SelectDiyValueSaveBody)));
  });
  route.delete('/select-diy/delete', { query: IdQuery, body: IdBody }, ...guards.admin, async (ctx) => {
    await diy.delete(deleteId(ctx));
    ok(ctx, null);
  });

  // Reading needs the page; saving is checked for admins inside (the same path does both).
  route.post('/customize/filter/values/get-update', { body: FilterValuesBody }, ...guards.user, async (ctx) => {
    ok(ctx, await filterValues.getOrUpdate(currentUser(ctx), validBody(ctx, FilterValuesBody)));
  });
}
