import { ALL_OPTION, type Filter, type LinkedSelectRequest } from '@tessera/schema/dsl';
import { currentFilterValue, isAllOption, isFlagOn } from '@tessera/schema/rules';
import { type SelectOption } from '@tessera/schema/api';
import { configuredOptions, sortServedOptions, withAllOption } from '../options/options';

/**
 * Linked selects (is_interlock, spec section 4): a child's options depend on its parent's applied value. Whenever
 * that value changes the child is reloaded through linked select; its value is kept when the new options hold it,
 * else the first option is chosen; a failed reload is logged and falls back to the first option it has.
 */

export interface LinkedPair {
  child: Filter;
  parent: Filter;
  diagramId: number | string;
}

type Values = Record<string, unknown>;
export type LinkedOptions = Record<string, readonly SelectOption[]>;

/** The parent: the filter whose class_en is the child's filter_key, else the one just before it (the server's rule). */
function parentOf(filters: readonly Filter[], index: number): Filter | undefined {
  const child = filters[index];
  if (child.filter_key)
    return child.filter_key === child.class_en ? undefined : filters.find((f) => f.class_en === child.filter_key);
  return index > 0 ? filters[index - 1] : undefined;
}

/** The linked filters that can be reloaded: they have a parent and a section to ask. */
export function linkedPairs(
  filters: readonly Filter[],
  diagramIdOf: (key: string) => number | string | undefined,
): LinkedPair[] {
  const pairs: LinkedPair[] = [];
  filters.forEach((child, index) => {
    if (!isFlagOn(child.is_interlock)) return;
    const parent = parentOf(filters, index);
    const diagramId = diagramIdOf(child.class_en);
    if (parent && diagramId !== undefined) pairs.push({ child, parent, diagramId });
  });
  return pairs;
}

/** The parent value as linked select carries it (a value, several, or null for none). */
function requestValue(value: unknown): LinkedSelectRequest['value'] {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value;
  return null;
}

const keyOf = (value: unknown): string => JSON.stringify(value ?? null);
const parentValue = (pair: LinkedPair, values: Values): unknown => currentFilterValue(pair.parent, values);

/** The options the child's control lists, in that order: the first of them is what a fallback chooses. */
function listed(child: Filter, served: readonly SelectOption[] | undefined): SelectOption[] {
  if (served) return withAllOption(child, sortServedOptions(child, served), ALL_OPTION.name, true);
  return withAllOption(child, configuredOptions(child), ALL_OPTION.name, true);
}

const firstValue = (child: Filter, options: readonly SelectOption[]): unknown =>
  isFlagOn(child.is_multi) ? [options[0].value] : options[0].value;

/**
 * The child's value against its options: kept when they hold it ('all' always holds), a multi value keeps the
 * members they hold, anything else becomes the first option. Undefined when the value stays as it is.
 */
function reconciled(child: Filter, values: Values, options: readonly SelectOption[]): unknown {
  if (options.length === 0) return undefined;
  const value = currentFilterValue(child, values);
  if (isAllOption(value)) return undefined;
  const offered = new Set(options.map((option) => String(option.value)));
  const has = (item: unknown): boolean =>
    (typeof item === 'string' || typeof item === 'number') && offered.has(String(item));
  if (Array.isArray(value)) {
    const kept = value.filter(has);
    if (kept.length === value.length && kept.length > 0) return undefined;
    return kept.length > 0 ? kept : firstValue(child, options);
  }
  return has(value) ? undefined : firstValue(child, options);
}

/** Whether some child must be reloaded to go from `before` (null: nothing settled yet) to `target`. */
export function needsReload(pairs: readonly LinkedPair[], before: Values | null, target: Values): boolean {
  return pairs.some((pair) => before === null || keyOf(parentValue(pair, before)) !== keyOf(parentValue(pair, target)));
}

/**
 * Children that were not reloaded but whose own value changed (e.g. put back to a default the options lack) are
 * checked against the options they have. Returns `target` itself when nothing changes.
 */
export function reconcileEdited(
  pairs: readonly LinkedPair[],
  before: Values,
  target: Values,
  options: LinkedOptions,
  skip: ReadonlySet<string> = new Set(),
): Values {
  let result = target;
  for (const { child } of pairs) {
    const key = child.class_en;
    if (skip.has(key) || !options[key] || keyOf(before[key]) === keyOf(target[key])) continue;
    const value = reconciled(child, result, listed(child, options[key]));
    if (value !== undefined) result = { ...result, [key]: value };
  }
  return result;
}

export interface SettleInput {
  pairs: readonly LinkedPair[];
  /** The values settled so far; null before the first settle (every child is then loaded). */
  before: Values | null;
  target: Values;
  options: LinkedOptions;
  load: (pair: LinkedPair, value: LinkedSelectRequest['value']) => Promise<SelectOption[]>;
  signal: AbortSignal;
}

export interface Settled {
  applied: Values;
  options: LinkedOptions;
}

/**
 * Reloads every child whose parent value differs from what its options were loaded for, parents before their
 * dependants (a grandchild waits for its parent's new value), siblings together. Rejects only when aborted.
 */
export async function settleLinked({
  pairs,
  before,
  target,
  options: known,
  load,
  signal,
}: SettleInput): Promise<Settled> {
  let applied: Values = { ...target };
  const options: LinkedOptions = { ...known };
  const loadedFor = new Map<string, string>();
  if (before) for (const pair of pairs) loadedFor.set(pair.child.class_en, keyOf(parentValue(pair, before)));
  const reloaded = new Set<string>();

  // A cycle of parents would reload forever: one pass per child is enough for any acyclic chain.
  for (let pass = 0; pass <= pairs.length; pass += 1) {
    const due = pairs.filter((pair) => loadedFor.get(pair.child.class_en) !== keyOf(parentValue(pair, applied)));
    if (due.length === 0) break;
    const dueKeys = new Set(due.map((pair) => pair.child.class_en));
    const ready = due.filter((pair) => !dueKeys.has(pair.parent.class_en));
    const batch = ready.length > 0 ? ready : due;
    const results = await Promise.all(
      batch.map(async (pair) => {
        const value = parentValue(pair, applied);
        loadedFor.set(pair.child.class_en, keyOf(value));
        try {
          return { pair, served: await load(pair, requestValue(value)) };
        } catch (err) {
          if (signal.aborted) throw err;
          console.warn(
            `linked select of filter '${pair.child.class_en}' failed; falling back to its first option`,
            err,
          );
          return { pair, served: null };
        }
      }),
    );
    for (const { pair, served } of results) {
      const key = pair.child.class_en;
      reloaded.add(key);
      if (served) {
        options[key] = served;
        const value = reconciled(pair.child, applied, listed(pair.child, served));
        if (value !== undefined) applied = { ...applied, [key]: value };
      } else {
        const fallback = listed(pair.child, options[key]);
        if (fallback.length > 0) applied = { ...applied, [key]: firstValue(pair.child, fallback) };
      }
    }
  }
  return { applied: reconcileEdited(pairs, before ?? {}, applied, options, reloaded), options };
}
