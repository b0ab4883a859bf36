import type { Knex } from 'knex';
import type { ParamSet } from './conditions';
import { placeholdersOf, type SqlPiece } from './dataset-sql';
import type { Dialect } from './dialect';
import { queryError } from './errors';
import type { Fragment, QueryDataset } from './types';

/** The alias of the dataset inside the compiled query. */
const SOURCE_ALIAS = 't';

export type PlaceholderPart = keyof ParamSet;

export interface ResolvedPlaceholder {
  /** The filter key whose condition gives the value. */
  key: string;
  part: PlaceholderPart;
}

const BOUND_SUFFIX = /^(.+)_(start|end)$/;

/**
 * `{{name}}` takes the value of the filter keyed `name`; `{{name_start}}` / `{{name_end}}` the bounds of its
 * range (a filter actually keyed `name_start` wins). Anything else names no filter: null.
 */
function resolvePlaceholder(name: string, filterKeys: ReadonlySet<string>): ResolvedPlaceholder | null {
  if (filterKeys.has(name)) return { key: name, part: 'value' };
  const match = BOUND_SUFFIX.exec(name);
  if (match && filterKeys.has(match[1])) return { key: match[1], part: match[2] === 'start' ? 'start' : 'end' };
  return null;
}

/**
 * Resolves every placeholder, or 400 naming the first that names no filter of the section or page and has no
 * declared default (a typo in the dataset SQL would otherwise only show up when someone picks a value). Returns
 * the filter keys they use.
 */
export function checkPlaceholders(
  pieces: readonly SqlPiece[],
  filterKeys: ReadonlySet<string>,
  defaults: ReadonlyMap<string, Knex.Value> = new Map(),
): Set<string> {
  const keys = new Set<string>();
  for (const placeholder of placeholdersOf(pieces)) {
    const resolved = resolvePlaceholder(placeholder.name, filterKeys);
    if (resolved) keys.add(resolved.key);
    else if (!defaults.has(placeholder.name))
      throw queryError('query.sql_unknown_placeholder', { placeholder: placeholder.text }, 'dataset.sql');
  }
  return keys;
}

/**
 * `(<dataset sql>) AS t` with each placeholder bound: `{{name}}` takes the condition's value (a list becomes
 * `?, ?, …`, for `IN ({{name}})`), `{{name_start}}` / `{{name_end}}` its range bounds (for dates, the computed
 * exclusive start and inclusive end, also for relative operators such as this_month). A placeholder whose
 * filter sent nothing (or nothing of that part) takes the default the dataset declares for it, else it is a 400
 * naming it: no value is ever guessed. A table dataset is `<quoted table> AS t` (a dot separates a schema).
 */
export function sourceFragment(
  dataset: QueryDataset,
  pieces: readonly SqlPiece[] | null,
  params: ReadonlyMap<string, ParamSet>,
  filterKeys: ReadonlySet<string>,
  dialect: Dialect,
  defaults: ReadonlyMap<string, Knex.Value> = new Map(),
): Fragment {
  if (pieces === null) {
    const table = dataset.table_name ?? '';
    const quoted = table
      .split('.')
      .map((part) => dialect.id(part, 'dataset.table_name'))
      .join('.');
    return { sql: `${quoted} AS ${SOURCE_ALIAS}`, bindings: [] };
  }
  let sql = '';
  const bindings: Knex.Value[] = [];
  for (const piece of pieces) {
    if (piece.type === 'text') sql += piece.text;
    else if (piece.type === 'literal') {
      sql += '?';
      bindings.push(piece.value);
    } else {
      const { name, text } = piece.placeholder;
      const resolved = resolvePlaceholder(name, filterKeys);
      const sent = resolved ? params.get(resolved.key)?.[resolved.part] : undefined;
      const given: readonly Knex.Value[] = sent === undefined ? [] : typeof sent === 'object' ? sent : [sent];
      const fallback = defaults.get(name);
      const list = given.length > 0 ? given : fallback === undefined ? [] : [fallback];
      if (list.length === 0) throw queryError('query.sql_missing_value', { placeholder: text }, 'dataset.sql');
      sql += list.map(() => '?').join(', ');
      bindings.push(...list);
    }
  }
  // The newline keeps whatever the dataset SQL ends with from touching the closing parenthesis.
  return { sql: `(${sql}\n) AS ${SOURCE_ALIAS}`, bindings };
}
