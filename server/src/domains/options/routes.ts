import type Router from '@koa/router';
import type {
  FilterValuesBody,
  GlobalColumnSaveBody,
  GlobalSelectSaveBody,
  IdBody,
  IdQuery,
  OptionKeysBody,
  OptionListQuery,
  SelectDiyConfigSaveBody,
  SelectDiyListQuery,
  SelectDiyValueSaveBody,
  SelectListBody,
} from '@tessera/schema';
import { ok } from '../../core/envelope';
import type { AppState, Ctx } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { OptionsService } from './service';

/** DELETE takes the id in the query string or in the body (the web client sends data with DELETE). */
function deleteId(ctx: Ctx): number {
  return ctx.query.id !== undefined ? validQuery<IdQuery>(ctx, 'idQuery').id : validBody<IdBody>(ctx, 'idBody').id;
}

/**
 * Global columns, global select options, custom selects, `/select/list` and saved filter values (spec section 7).
 * Members of an app (and everyone, for shared definitions) read; admins write.
 */
export function optionRoutes(router: Router<AppState>, deps: { options: OptionsService; guards: AuthGuards }): void {
  const { options, guards } = deps;
  const { columns, selects, diy, filterValues } = options;

  const column = '/customize/global-column';
  router.get(`${column}/list`, ...guards.user, async (ctx) => {
    ok(ctx, await columns.list(currentUser(ctx), validQuery<OptionListQuery>(ctx, 'optionListQuery')));
  });
  router.post(`${column}/add-update`, ...guards.admin, async (ctx) => {
    ok(ctx, await columns.save(validBody<GlobalColumnSaveBody>(ctx, 'globalColumnSave')));
  });
  router.post(`${column}/keys/list`, ...guards.user, async (ctx) => {
    ok(ctx, await columns.byKeys(currentUser(ctx), validBody<OptionKeysBody>(ctx, 'optionKeys')));
  });
  router.delete(`${column}/delete`, ...guards.admin, async (ctx) => {
    await columns.delete(deleteId(ctx));
    ok(ctx, null);
  });

  const select = '/customize/common/global-select-config';
  router.post(`${select}/list`, ...guards.user, async (ctx) => {
    ok(ctx, await selects.list(currentUser(ctx), validBody<OptionListQuery>(ctx, 'optionListBody')));
  });
  router.post(`${select}/add-or-update`, ...guards.admin, async (ctx) => {
    ok(ctx, await selects.save(validBody<GlobalSelectSaveBody>(ctx, 'globalSelectSave')));
  });
  router.post(`${select}/delete/one`, ...guards.admin, async (ctx) => {
    await selects.delete(validBody<IdBody>(ctx, 'idBody').id);
    ok(ctx, null);
  });
  router.post(`${select}/key/list`, ...guards.user, async (ctx) => {
    ok(ctx, await selects.byKeys(currentUser(ctx), validBody<OptionKeysBody>(ctx, 'optionKeys')));
  });
  router.get(`${select}/one`, ...guards.user, async (ctx) => {
    ok(ctx, await selects.one(currentUser(ctx), validQuery<IdQuery>(ctx, 'idQuery').id));
  });

  // Two names for one call: the spec lists both (the web client uses each in a different place).
  for (const path of ['/select/list', '/common/select/list']) {
    router.post(path, ...guards.user, async (ctx) => {
      ok(ctx, await selects.options(currentUser(ctx), validBody<SelectListBody>(ctx, 'selectList')));
    });
  }

  router.get('/select-diy/select/list', ...guards.user, async (ctx) => {
    ok(ctx, await diy.list(currentUser(ctx), validQuery<SelectDiyListQuery>(ctx, 'selectDiyListQuery')));
  });
  router.get('/select-diy/one/config', ...guards.user, async (ctx) => {
    ok(ctx, await diy.one(currentUser(ctx), validQuery<IdQuery>(ctx, 'idQuery').id));
  });
  router.post('/select-diy/config/save', ...guards.admin, async (ctx) => {
    ok(ctx, await diy.saveConfig(validBody<SelectDiyConfigSaveBody>(ctx, 'selectDiyConfigSave')));
  });
  router.post('/select-diy/select/value/save', ...guards.admin, async (ctx) => {
    ok(ctx, await diy.saveValues(validBody<SelectDiyValueSaveBody>(ctx, 'selectDiyValueSave')));
  });
  router.delete('/select-diy/delete', ...guards.admin, async (ctx) => {
    await diy.delete(deleteId(ctx));
    ok(ctx, null);
  });

  // Reading needs the page; saving is checked for admins inside (the same path does both).
  router.post('/customize/filter/values/get-update', ...guards.user, async (ctx) => {
    ok(ctx, await filterValues.getOrUpdate(currentUser(ctx), validBody<FilterValuesBody>(ctx, 'filterValues')));
  });
}
