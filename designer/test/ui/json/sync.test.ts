import { reconcile } from '../../../src/ui/json/sync';
import { pageOf } from '../../fixtures';

/** jsdom has no structuredClone; a page is plain JSON. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A deep proxy over a copy of `value` that counts every property read (what an immer draft pays for). */
function counted<T extends object>(value: T): { draft: T; reads: () => number } {
  let reads = 0;
  const wrap = (target: object): object =>
    new Proxy(target, {
      get(obj, key, receiver) {
        reads += 1;
        const got = Reflect.get(obj, key, receiver) as unknown;
        return typeof got === 'object' && got !== null ? wrap(got) : got;
      },
    });
  return { draft: wrap(copy(value)) as T, reads: () => reads };
}

describe('a JSON edit reconciled into the draft', () => {
  it('reads the draft only along the path of what changed, whatever the size of the page', () => {
    const readsFor = (count: number) => {
      const base = pageOf(count);
      const next = copy(base);
      next.sections[0].title = '改过';
      const { draft, reads } = counted(base);
      reconcile(draft, base, next);
      expect(draft.sections[0].title).toBe('改过');
      return reads();
    };
    expect(readsFor(60)).toBe(readsFor(3));
    expect(readsFor(60)).toBeLessThan(10);
  });

  it('removes, replaces and appends as the text says', () => {
    const base = pageOf(3);
    const next = copy(base);
    next.sections.splice(1, 1);
    delete next.display;
    delete next.sections[1].chart_config;
    const draft = copy(base);
    reconcile(draft, base, next);
    expect(JSON.stringify(draft)).toBe(JSON.stringify(next));
  });
});
