import type { Middleware } from 'koa';

/** Runs middleware in order, each calling the next — koa-compose in a few lines. */
export function compose<S>(stack: Middleware<S>[]): Middleware<S> {
  return (ctx, next) => {
    const dispatch = (i: number): Promise<unknown> =>
      Promise.resolve(i < stack.length ? stack[i](ctx, () => dispatch(i + 1)) : next());
    return dispatch(0);
  };
}
