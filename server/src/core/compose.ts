import type { Middleware, Next } from 'koa';

/** Runs middleware in order, each calling the next — koa-compose in a few lines. */
export function compose<S>(stack: Middleware<S>[]): Middleware<S> {
  return (ctx, next) => {
    const dispatch = (i: number): Promise<unknown> => {
      const fn: Middleware<S> | Next | undefined = i < stack.length ? stack[i] : next;
      if (!fn) return Promise.resolve();
      return Promise.resolve(i < stack.length ? (fn as Middleware<S>)(ctx, () => dispatch(i + 1)) : (fn as Next)());
    };
    return dispatch(0);
  };
}
