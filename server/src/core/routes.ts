import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type { TObject } from '@sinclair/typebox';
import type { DslKind } from '@tessera/schema/dsl';
import type { AppState } from './state';

/**
 * What a route accepts, declared where the route is registered. The OpenAPI description and the reference page
 * are built from these; a test fails when a registered route has none.
 */
export interface RouteContract {
  /** The query-string contract (GET and DELETE routes). */
  query?: TObject;
  /** The JSON body contract. */
  body?: TObject;
  /** The body is a DSL document of this kind, checked by validateDocument and published under /schemas/. */
  document?: DslKind;
  /** The media type of the answer when it is not the JSON envelope (a CSV download, a JSON file, a page). */
  answers?: 'text/csv' | 'application/json' | 'text/html' | 'application/x-ndjson' | 'image/*';
  /** Public: no token needed. */
  public?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface DeclaredRoute extends RouteContract {
  method: HttpMethod;
  /** The path as registered, without the router's prefix. */
  path: string;
}

type Handler = RouterMiddleware<AppState>;

const declared = new WeakMap<Router<AppState>, DeclaredRoute[]>();

/** The routes declared on `router` so far, in registration order. */
export function declaredRoutes(router: Router<AppState>): readonly DeclaredRoute[] {
  return declared.get(router) ?? [];
}

/**
 * Registers routes together with their contracts: `route.get(path, { query: PageIdQuery }, ...middleware)`.
 * The handler still reads its input with validQuery/validBody and the same contract object.
 */
export function declareRoutes(router: Router<AppState>) {
  const list = declared.get(router) ?? [];
  declared.set(router, list);
  const add =
    (method: HttpMethod) =>
    (path: string, contract: RouteContract, ...middleware: Handler[]): void => {
      list.push({ method, path, ...contract });
      if (method === 'GET') router.get(path, ...middleware);
      else if (method === 'POST') router.post(path, ...middleware);
      else router.delete(path, ...middleware);
    };
  return { get: add('GET'), post: add('POST'), delete: add('DELETE') };
}
