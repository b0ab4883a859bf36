import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { CompiledSql } from '../datasources/types';
import { aggregateSql } from './aggregates';
import type { QueryColumn } from './columns';
import type { Dialect } from './dialect';
import { orderBySql, type SortKey } from './order';
import type { Fragment } from './types';

const RESULT_ALIAS = 'r';

/** Everything the report's statements are built from, once every key and value was checked. */
export interface StatementParts {
  knex: Knex;
  dialect: Dialect;
  /** The dataset's table or SQL (its placeholders already bound). */
  source: Fragment;
  /** The visible columns the inner query selects and groups by. */
  columns: readonly QueryColumn[];
  /** Filter and row conditions. */
  wheres: readonly Fragment[];
  /** The columns the data statement answers, in order. */
  output: readonly QueryColumn[];
  sort: readonly SortKey[];
  window: { limit: number; offset: number } | null;
}

export interface Statements {
  data: CompiledSql;
  /** Only with a page window: COUNT(*) over the same rows. */
  count?: CompiledSql;
}

const native = (builder: Knex.QueryBuilder): CompiledSql => {
  const { sql, bindings } = builder.toSQL().toNative();
  return { sql, bindings: [...bindings] };
};

/** SELECT dimensions and aggregated indicators FROM the source WHERE … GROUP BY dimensions (no ORDER, no LIMIT). */
function innerQuery(parts: StatementParts): Knex.QueryBuilder {
  const { knex, source, columns, wheres, dialect } = parts;
  const builder = knex.queryBuilder().from(knex.raw(source.sql, source.bindings));
  const dimensions = columns.filter((c) => c.role === 'dimension');
  for (const column of columns) {
    const quoted = dialect.id(column.key, column.field);
    const expression =
      column.role === 'indicator' && column.aggregate ? aggregateSql(column.aggregate, quoted, dialect.kind) : quoted;
    builder.select(knex.raw(expression === quoted ? quoted : `${expression} AS ${quoted}`));
  }
  for (const where of wheres) builder.whereRaw(where.sql, where.bindings);
  const grouped = columns.some((c) => c.role === 'indicator');
  if (grouped && dimensions.length > 0)
    builder.groupByRaw(dimensions.map((c) => dialect.id(c.key, c.field)).join(', '));
  return builder;
}

/** The statements themselves, through the query builder (statementsOf keeps what it gives per shape). */
export function buildStatements(parts: StatementParts): Statements {
  const { knex, dialect, output, sort, window } = parts;
  const inner = () => innerQuery(parts).as(RESULT_ALIAS);
  const data = knex
    .queryBuilder()
    .select(output.map((c) => knex.raw(dialect.id(c.key, c.field))))
    .from(inner());
  if (sort.length > 0) data.orderByRaw(orderBySql(sort, dialect));
  // Validated integers, inlined: prepared statements of some MySQL versions refuse a bound LIMIT.
  if (window) data.limit(window.limit, { skipBinding: true }).offset(window.offset, { skipBinding: true });
  const count = window ? knex.queryBuilder().select(knex.raw('COUNT(*) AS total')).from(inner()) : null;
  return { data: native(data), ...(count ? { count: native(count) } : {}) };
}

/** A statement's text, and for each of its bindings the place in the parts' values it takes. */
interface PlannedStatement {
  sql: string;
  slots: number[];
}

/** The statements of one shape of parts; null when the builder gave a binding that is not a part's value. */
type Plan = { data: PlannedStatement; count?: PlannedStatement } | null;

/**
 * Stands for the value at `slot` while a plan is built. NUL never reaches here from a request (the input guard
 * refuses it), so a marker cannot be mistaken for a value.
 */
const MARK = '\u0000';
const PREFIX = `${MARK}slot:`;
const marker = (slot: number) => `${PREFIX}${slot}${MARK}`;

/** The slot a marker stands for; -1 for anything else. */
function slotOf(binding: unknown): number {
  if (typeof binding !== 'string' || !binding.startsWith(PREFIX) || !binding.endsWith(MARK)) return -1;
  const slot = Number(binding.slice(PREFIX.length, -1));
  return Number.isInteger(slot) ? slot : -1;
}

/** The values the builder only passes along as bindings; anything else (a Date, an array) is left to the builder. */
const isPlainValue = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number';

/** The parts' values in order: the source's bindings, then each condition's. */
const valuesOf = (parts: StatementParts): Knex.Value[] => [
  ...parts.source.bindings,
  ...parts.wheres.flatMap((where) => where.bindings),
];

/** What the statements' text depends on. Values are not part of it: they only ever become bindings. */
function shapeOf(parts: StatementParts): string {
  const { dialect, source, columns, wheres, output, sort, window } = parts;
  return JSON.stringify([
    dialect.kind,
    (parts.knex.client as { dialect?: string }).dialect,
    source.sql,
    source.bindings.length,
    wheres.map((where) => [where.sql, where.bindings.length]),
    columns.map((c) => [c.key, c.role, c.aggregate ?? null]),
    output.map((c) => c.key),
    sort,
    window,
  ]);
}

function planned(statement: CompiledSql, slots: number): PlannedStatement | null {
  // A marker written into the text rather than bound would stand for its value there: no plan.
  if (statement.sql.includes(MARK)) return null;
  const places: number[] = [];
  for (const binding of statement.bindings) {
    const slot = slotOf(binding);
    if (slot < 0 || slot >= slots) return null;
    places.push(slot);
  }
  return { sql: statement.sql, slots: places };
}

/** The statements built once with a marker for every value, and where each marker landed among the bindings. */
function planOf(parts: StatementParts): Plan {
  let slot = 0;
  const marked = (fragment: Fragment): Fragment => ({
    sql: fragment.sql,
    bindings: fragment.bindings.map(() => marker(slot++)),
  });
  const built = buildStatements({ ...parts, source: marked(parts.source), wheres: parts.wheres.map(marked) });
  const data = planned(built.data, slot);
  const count = built.count ? planned(built.count, slot) : undefined;
  if (!data || count === null) return null;
  return { data, ...(count ? { count } : {}) };
}

const filled = (statement: PlannedStatement, values: readonly Knex.Value[]): CompiledSql => ({
  sql: statement.sql,
  bindings: statement.slots.map((slot) => values[slot]),
});

/** Plans by shape. A plan depends on nothing but its shape, so none is ever stale; the bound only caps memory. */
const plans = new LRUCache<string, { plan: Plan }>({ max: 5_000 });

/**
 * The data statement (and the count, with a page window) of these parts. A report's statements keep their text
 * while only its filter values change (every value is a binding), so the text is built by the query builder once
 * per shape and each later call only puts its values in their places: the builder was the largest part of a cache
 * miss's own work. Values the builder might treat as more than a binding, and shapes it gives unexpected bindings
 * for, are always built afresh.
 */
export function statementsOf(parts: StatementParts): Statements {
  const values = valuesOf(parts);
  if (!values.every(isPlainValue)) return buildStatements(parts);
  const shape = shapeOf(parts);
  let entry = plans.get(shape);
  if (!entry) {
    entry = { plan: planOf(parts) };
    plans.set(shape, entry);
  }
  const { plan } = entry;
  if (!plan) return buildStatements(parts);
  return { data: filled(plan.data, values), ...(plan.count ? { count: filled(plan.count, values) } : {}) };
}
