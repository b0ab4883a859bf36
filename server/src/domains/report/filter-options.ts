import type { Filter, FilterCondition, LinkedSelectOption, ReportQuery, Section } from '@tessera/schema/dsl';
import { ALL_OPTION } from '@tessera/schema/dsl';
import {
  isAllOption,
  isEmptyValue,
  isFlagOn,
  englishLabels,
  PAGING,
  valueLabels,
  type ValueLabels,
} from '@tessera/schema/rules';
import type { CacheOutcome } from '../../cache';
import { ttlMsFor } from '../../cache';
import type { CurrentUser } from '../../core/state';
import type { Row } from '../../datasources/types';
import { filterValueType } from '../../query';
import { dialectOf } from '../../query/dialect';
import { queryError } from '../../query/errors';
import { distinctSql } from './option-search';
import {
  configuredOptions,
  findFilter,
  labelledOption,
  oneColumnSection,
  optionSource,
  parentFilter,
  wantsAllOption,
} from './filters';
import { assertColumnsVisible, prepareReport, prepareSection, type PreparedSection } from './prepare';
import type { Answer, ReportServiceDeps } from './service';
import { hasOptionSql, optionConnection, runOptionSql } from './sql-options';
import type { SelectOption } from './types';

/** Where filter options configured outside the section live (the options domain); absent: the section's own only. */
export interface FilterOptionSources {
  /** The section with the option values admins saved per filter (filter/values/get-update) applied. */
  applySaved(section: Section): Promise<Section>;
  /** The items of the global select option a filter's map_id names in the app, or null when there is none. */
  mapped(appId: number, mapId: number | string): Promise<SelectOption[] | null>;
}

export interface SelectOptionsInput {
  diagram_id: number;
  field: string;
  search?: string;
  limit: number;
  filter_condition?: FilterCondition[];
  preview?: boolean;
  /** The designer's section as edited (admins only): its filters answer instead of the stored ones. */
  section?: Section;
}

export interface LinkedSelectInput {
  /** A key is refused by prepareSection (400): the linked select reads stored sections. */
  diagram_id: number | string;
  field: string;
  value: unknown;
  preview?: boolean;
  /** As in SelectOptionsInput. */
  section?: Section;
}

const scalar = (value: unknown): string | number =>
  typeof value === 'number' || typeof value === 'string' ? value : String(value);

function matches(option: SelectOption, search: string | undefined): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return option.name.toLowerCase().includes(needle) || String(option.value).toLowerCase().includes(needle);
}

/**
 * The values whose name (typed into the filter, else the dataset's display value) contains `search`, ignoring case:
 * a search in the database matches raw values, and these let 中 find cn.
 */
function namedLike(filter: Filter, labels: ValueLabels | undefined, search: string): string[] {
  const needle = search.toLowerCase();
  const names = [...Object.entries(labels ?? {}), ...configuredOptions(filter).map((o) => [String(o.value), o.name])];
  return [...new Set(names.filter(([, name]) => name.toLowerCase().includes(needle)).map(([value]) => value))];
}

/**
 * A filter's options (`select/options`) and the linked select: through prepareSection/prepareReport (the access check)
 * and the cached runner like the section's rows, with the options admins saved or typed in winning over the data's.
 */
export class FilterOptionService {
  constructor(private readonly deps: ReportServiceDeps) {}

  async selectOptions(
    user: CurrentUser,
    input: SelectOptionsInput,
    signal?: AbortSignal,
  ): Promise<Answer<SelectOption[]>> {
    const preview = input.preview === true;
    const base = await this.sectionWithOptions(user, input.diagram_id, preview, input.section);
    const { filter } = findFilter(base.section, base.globalFilters, input.field);
    await assertColumnsVisible(this.deps, user, base, [filter.class_en]);
    const withAll = (options: SelectOption[]) =>
      wantsAllOption(filter) && !input.search ? [{ ...ALL_OPTION }, ...options] : options;
    if (hasOptionSql(filter)) {
      const options = await this.sqlOptions(
        base.entry.app_id,
        filter,
        input.search ? PAGING.MAX_PAGE_SIZE : input.limit,
        signal,
      );
      return {
        result: withAll(options.filter((o) => matches(o, input.search)).slice(0, input.limit)),
        cache: 'bypass',
      };
    }
    if (isFlagOn(filter.is_diy_datasource)) throw queryError('report.diy_options', { key: filter.class_en }, 'field');
    const typed = await this.typedOptions(base.entry.app_id, filter);

    if (typed) return { result: withAll(typed.filter((o) => matches(o, input.search)).slice(0, input.limit)) };
    // Text filters search in the database (before the limit); others compare the text of what came back.
    const inDatabase = Boolean(input.search) && filterValueType(filter) === 'string';
    const conditions = (input.filter_condition ?? []).filter((c) => c.key !== filter.class_en);
    const limit = input.search && !inDatabase ? PAGING.MAX_PAGE_SIZE : input.limit;
    const fetched = await this.distinctValues(user, filter, conditions, {
      preview,
      signal,
      limit,
      diagramId: input.diagram_id,
      search: inDatabase ? input.search : undefined,
      override: input.section,
    });
    // A name typed into the filter wins; else the dataset column's display value; else the value itself.
    const named = new Map(configuredOptions(filter).map((o) => [String(o.value), o]));
    const options = fetched.values.map(
      (value) => named.get(String(value)) ?? labelledOption(value, fetched.labels, fetched.labelsEn),
    );
    return {
      result: withAll(options.filter((o) => inDatabase || matches(o, input.search)).slice(0, input.limit)),
      cache: fetched.cache,
    };
  }

  /**
   * The linked select: the distinct values of `field` among the rows whose parent filter's column equals `value`
   * ('all' or empty: no restriction). A child with typed-in options keeps those (their names, their order) that occur.
   */
  async linkedSelect(
    user: CurrentUser,
    input: LinkedSelectInput,
    signal?: AbortSignal,
  ): Promise<Answer<LinkedSelectOption[]>> {
    const preview = input.preview === true;
    const base = await this.sectionWithOptions(user, input.diagram_id, preview, input.section);
    const child = findFilter(base.section, base.globalFilters, input.field);
    const parent = parentFilter(base.section, base.globalFilters, child);
    await assertColumnsVisible(this.deps, user, base, [child.filter.class_en, parent.class_en]);
    const condition = this.parentCondition(parent, input.value);
    const conditions = condition ? [condition] : [];
    const fetched = await this.distinctValues(user, child.filter, conditions, {
      preview,
      signal,
      limit: PAGING.MAX_PAGE_SIZE,
      diagramId: input.diagram_id,
      override: input.section,
    });
    const configured = (await this.typedOptions(base.entry.app_id, child.filter)) ?? [];
    if (configured.length === 0)
      return {
        result: fetched.values.map((v) => {
          const option = labelledOption(v, fetched.labels, fetched.labelsEn);
          const en = option.i18n?.en?.name;
          return { level_name: option.name, level_value: v, ...(en ? { i18n: { en: { level_name: en } } } : {}) };
        }),
        cache: fetched.cache,
      };
    const present = new Set(fetched.values.map(String));
    return {
      result: configured
        .filter((o) => present.has(String(o.value)))
        .map((o) => ({
          level_name: o.name,
          level_value: o.value,
          ...(o.i18n?.en?.name ? { i18n: { en: { level_name: o.i18n.en.name } } } : {}),
        })),
      cache: fetched.cache,
    };
  }

  /**
   * A filter's own SQL on its connection (one of the page's app or a shared one), checked like dataset SQL and
   * under the select-options time limit. Not cached: the SQL names no dataset whose update mode would say how long.
   */
  private async sqlOptions(
    appId: number,
    filter: Filter,
    limit: number,
    signal?: AbortSignal,
  ): Promise<SelectOption[]> {
    const connectionId = await optionConnection(filter, appId, this.deps.optionConnections);
    const source = await this.deps.dataSources.get(connectionId);
    return runOptionSql(source, filter, { limit, timeoutMs: this.deps.settings.report.selectValuesTimeoutMs, signal });
  }

  /** prepareSection, then the option values admins saved for the section's filters (they win over the published ones). */
  private async sectionWithOptions(
    user: CurrentUser,
    diagramId: unknown,
    preview: boolean,
    sectionOverride?: Section,
  ): Promise<PreparedSection> {
    const base = await prepareSection(this.deps, user, diagramId, { preview, sectionOverride });
    const sources = this.deps.optionSources;
    return sources ? { ...base, section: await sources.applySaved(base.section) } : base;
  }

  /**
   * Typed-in options, or null when the data provides them: the global select option of `map_id` (when it exists),
   * else the filter's own values for a manual filter (see optionSource).
   */
  private async typedOptions(appId: number, filter: Filter): Promise<SelectOption[] | null> {
    if (filter.map_id !== undefined && filter.map_id !== null && this.deps.optionSources) {
      const mapped = await this.deps.optionSources.mapped(appId, filter.map_id);
      if (mapped) return mapped;
    }
    return optionSource(filter) === 'manual' ? configuredOptions(filter) : null;
  }

  private parentCondition(parent: Filter, value: unknown): FilterCondition | null {
    if (isEmptyValue(value) || isAllOption(value)) return null;
    const valueType = filterValueType(parent);
    const operator = valueType === 'date' ? 'one_day' : 'eq';
    const base = { key: parent.class_en, value_type: valueType, operator } as const;
    if (Array.isArray(value)) return { ...base, values: value as (string | number)[] };
    return { ...base, value: value as string | number };
  }

  /**
   * DISTINCT values of the filter's column under `conditions`, through the compiler (every key and operator checked),
   * with the dataset column's display values.
   */
  private async distinctValues(
    user: CurrentUser,
    filter: Filter,
    conditions: FilterCondition[],
    options: {
      preview: boolean;
      signal?: AbortSignal;
      limit: number;
      diagramId: number | string;
      search?: string;
      override?: Section;
    },
  ): Promise<{
    values: (string | number)[];
    labels: ValueLabels | undefined;
    labelsEn: ValueLabels | undefined;
    cache: CacheOutcome;
  }> {
    const payload: ReportQuery = { diagram_id: options.diagramId, filter_condition: conditions, sort_key_map: {} };
    const prepared = await prepareReport(this.deps, user, payload, {
      preview: options.preview,
      sectionOverride: options.override,
      deriveSection: (section) => oneColumnSection(section, filter.class_en, filter.name),
    });
    const quoted = dialectOf(prepared.source.kind, prepared.source.knex).id(filter.class_en, 'field');
    const column = prepared.dataset.columns.find((c) => c.column_key === filter.class_en);
    const labels = valueLabels(column?.display_values);
    const search = options.search
      ? { text: options.search, labelled: namedLike(filter, labels, options.search) }
      : undefined;
    const run = await this.deps.runner.run(
      prepared.source,
      distinctSql(prepared.source.kind, prepared.compiled.data, quoted, options.limit, search),
      {
        timeoutMs: this.deps.settings.report.selectValuesTimeoutMs,
        signal: options.signal,
        ttlMs: ttlMsFor(this.deps.settings.queryCache, prepared.dataset.data_update_mode),
        permissionKey: prepared.permissionKey,
        bypass: options.preview || options.override !== undefined,
      },
    );
    return {
      values: run.rows.map((row: Row) => scalar(row[filter.class_en])),
      labels,
      labelsEn: englishLabels(column?.display_values),
      cache: run.cache,
    };
  }
}
