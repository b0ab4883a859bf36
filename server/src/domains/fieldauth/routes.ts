import type Router from '@koa/router';
import {
  CategoryIdBody,
  CategoryListBody,
  CategoryPeopleEditBody,
  CategoryPeopleListBody,
  CategorySaveBody,
  DatasetIdQuery,
  IdQuery,
  RowRestrictedBody,
  RowRuleSaveBody,
  UserAttributesQuery,
  UserAttributesSaveBody,
} from '@tessera/schema/api';
import { ok } from '../../core/envelope';
import { declareRoutes } from '../../core/routes';
import type { AppState } from '../../core/state';
import { validBody, validQuery } from '../../core/validate';
import { currentUser, type AuthGuards } from '../auth/middleware';
import type { UserAttributesService } from './attributes';
import type { CategoriesService } from './categories';
import type { RowRulesService } from './row-rules';

/** Field authority (spec section 7): categories, their managers and users, row rules, users' attributes. */
export function fieldAuthorityRoutes(
  router: Router<AppState>,
  deps: {
    categories: CategoriesService;
    rowRules: RowRulesService;
    attributes: UserAttributesService;
    guards: AuthGuards;
  },
): void {
  const route = declareRoutes(router);
  const { categories, rowRules, attributes, guards } = deps;

  route.post('/category/list', { body: CategoryListBody }, ...guards.user, async (ctx) => {
    ok(ctx, await categories.list(currentUser(ctx), validBody(ctx, CategoryListBody)));
  });
  route.post('/category/save-or-update', { body: CategorySaveBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await categories.save(validBody(ctx, CategorySaveBody)));
  });
  route.post('/category/remove/one', { body: CategoryIdBody }, ...guards.admin, async (ctx) => {
    await categories.remove(validBody(ctx, CategoryIdBody).id);
    ok(ctx, null);
  });
  route.get('/category/one/values', { query: IdQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await categories.one(currentUser(ctx), validQuery(ctx, IdQuery).id));
  });
  route.get('/category/edit-permission', { query: IdQuery }, ...guards.user, async (ctx) => {
    ok(ctx, await categories.editPermission(currentUser(ctx), validQuery(ctx, IdQuery).id));
  });
  route.post('/category/category-manager/list', { body: CategoryPeopleListBody }, ...guards.user, async (ctx) => {
    ok(ctx, await categories.people(currentUser(ctx), 'manager', validBody(ctx, CategoryPeopleListBody)));
  });
  route.post(
    '/category/category-manager/add-or-remove',
    { body: CategoryPeopleEditBody },
    ...guards.admin,
    async (ctx) => {
      await categories.editPeople(currentUser(ctx), 'manager', validBody(ctx, CategoryPeopleEditBody));
      ok(ctx, null);
    },
  );
  route.post('/category/category-user/list', { body: CategoryPeopleListBody }, ...guards.user, async (ctx) => {
    ok(ctx, await categories.people(currentUser(ctx), 'user', validBody(ctx, CategoryPeopleListBody)));
  });
  route.post('/category/category-user/add-or-remove', { body: CategoryPeopleEditBody }, ...guards.user, async (ctx) => {
    await categories.editPeople(currentUser(ctx), 'user', validBody(ctx, CategoryPeopleEditBody));
    ok(ctx, null);
  });
  route.post('/category/diagrams', { body: CategoryIdBody }, ...guards.user, async (ctx) => {
    ok(ctx, await categories.diagrams(currentUser(ctx), validBody(ctx, CategoryIdBody).id));
  });

  route.get('/category/row-rule/list', { query: DatasetIdQuery }, ...guards.admin, async (ctx) => {
    ok(ctx, await rowRules.list(validQuery(ctx, DatasetIdQuery).data_set_id));
  });
  route.post('/category/row-rule/save', { body: RowRuleSaveBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await rowRules.save(validBody(ctx, RowRuleSaveBody)));
  });
  route.post('/category/row-rule/restricted', { body: RowRestrictedBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await rowRules.setRestricted(validBody(ctx, RowRestrictedBody)));
  });

  route.get('/backend/user/attributes', { query: UserAttributesQuery }, ...guards.admin, async (ctx) => {
    ok(ctx, await attributes.get(validQuery(ctx, UserAttributesQuery).username));
  });
  route.post('/backend/user/attributes/save', { body: UserAttributesSaveBody }, ...guards.admin, async (ctx) => {
    ok(ctx, await attributes.save(validBody(ctx, UserAttributesSaveBody)));
  });
}
