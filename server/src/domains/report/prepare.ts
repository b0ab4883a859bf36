import type { Filter, ReportQuery, Section } from '@tessera/schema/dsl';
import { AppError, badRequest, forbidden } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { DataSource, DataSourceRegistry } from '../../datasources';
import { compileReportQuery, type CompiledReportQuery } from '../../query';
import type { Store } from '../../store';
import type { DatasetRecord } from '../datasets/types';
import type { DatasetsService } from '../datasets/service';
import type { FieldAccess } from '../fieldauth/access';
import type { PagesService } from '../pages/service';
import type { PageMeta } from '../pages/types';
import { resolveOverride } from './override';
import type { Invalidation } from '../../cache/generations';
import { GenerationMemo } from '../../cache/memo';
import { deepFreeze } from '../../core/freeze';
import { assertDatasetSql } from '../../query/dataset-policy';

/** Everything a data call (rows, export, select options) needs, after the access check. */
export interface PreparedReport {
  section: Section;
  page: PageMeta;
  entry: { id: number; app_id: number; url: string | null };
  dataset: DatasetRecord;
  source: DataSource;
  compiled: CompiledReportQuery;
  /**
   * What the caller may see of the data, as a stable string: part of every cache key, so two users with different
   * row or column permissions never share a cached result.
   */
  permissionKey: string;
}

export interface ReportDeps {
  pages: PagesService;
  datasets: DatasetsService;
  dataSources: DataSourceRegistry;
  /** The column and row layers of the access step (field authority): every data call asks it. */
  access: Pick<FieldAccess, 'forDataset'>;
  /**
   * The generations of what is memoised: with it, a data call takes the config generation once and the section plan,
   * the page access and the column and row decisions are kept under it (no store work on a cache hit); without it,
   * everything is read from the store.
   */
  generations?: Invalidation;
  /** Lets a sectionOverride name its datasets by key, as unsaved designer documents may; without it, ids only. */
  store?: Store;
  /** Compiled statements and switched-to datasets, kept under the config generation (with `generations` only). */
  memos?: ReportMemos;
}

/** What prepareReport keeps between calls; every entry also depends on the config generation it was made in. */
export class ReportMemos {
  readonly compiled = new GenerationMemo<CompiledReportQuery>(10_000);
  readonly datasets = new GenerationMemo<DatasetRecord>(1_000);
}

/** The local day: relative date filters (today, past_n_days…) compile to bounds of the server's current day. */
const localDay = (now: Date) => `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;

export interface PrepareOptions {
  /** Admins previewing drafts. */
  preview?: boolean;
  /**
   * The config generation read at the start of the request (the auth guard's); absent: read now. Only a value taken
   * before this call read anything may be passed.
   */
  generation?: string | null;
  /**
   * Compile this section config instead of the stored one (designer preview of unsaved changes): admins only
   * (403 otherwise). Its dataset references (ids, or keys of the page's app) are resolved here.
   */
  sectionOverride?: Section;
  /**
   * The page (entry id) of a sectionOverride whose diagram_id names no stored section: a section of a page never
   * saved is previewed with the page's access checks instead of a stored section's.
   */
  pageId?: number;
  /**
   * Compile a config derived from the section that passed the checks (select options: one column of it). Runs after
   * the access check, so it can only narrow what the section already exposes; global filters are the page's.
   */
  deriveSection?: (section: Section, globalFilters: readonly Filter[]) => Section;
  now?: Date;
}

/** The config generation memos are read under, taken before any store read; null: read everything from the store. */
async function configGeneration(deps: ReportDeps): Promise<string | null> {
  return (await deps.generations?.current())?.config ?? null;
}

/** The datasets a section may switch to through its filters' options (spec section 3: values[].data_set_id). */
function switchableDatasets(section: Section, globalFilters: readonly Filter[]): Set<number> {
  const ids = new Set<number>();
  for (const filter of [...(section.filter_config_model_list ?? []), ...globalFilters]) {
    for (const option of filter.values ?? []) if (typeof option.data_set_id === 'number') ids.add(option.data_set_id);
  }
  return ids;
}

/** A section that passed the access check, before anything is compiled (what config-only answers need). */
export interface PreparedSection {
  /** The stored config (online, or the draft in preview), or the resolved override, with the stored id. */
  section: Section;
  page: PageMeta;
  entry: { id: number; app_id: number; url: string | null };
  /** The dataset the section queries; null when it names none. */
  dataset: DatasetRecord | null;
  globalFilters: readonly Filter[];
}

/**
 * The access check itself: logged in (the route guard), allowed to read the page (member of the app, page
 * authorised; preview needs an admin — PagesService decides; a section override too). Answers that come from the
 * configuration alone (a filter's typed-in options) stop here; everything that reads data continues in prepareReport.
 */
export async function prepareSection(
  deps: ReportDeps,
  user: CurrentUser,
  diagramId: unknown,
  options: Pick<PrepareOptions, 'preview' | 'sectionOverride' | 'pageId'> & { generation?: string | null } = {},
): Promise<PreparedSection> {
  if (options.sectionOverride && !user.is_admin) throw forbidden('errors.admin_only');
  if (typeof diagramId !== 'number' && options.sectionOverride && options.pageId !== undefined) {
    const found = await deps.pages.getPageForPreview(options.pageId, user);
    const override = await resolveOverride(deps, options.sectionOverride, found.entry.app_id);
    const section = { ...override.section, id: options.sectionOverride.id };
    return { ...found, section, dataset: override.dataset, globalFilters: found.page.global_filters ?? [] };
  }
  if (typeof diagramId !== 'number' && options.sectionOverride)
    throw new AppError(400, 'report.preview_needs_page', {}, { field: 'page_id' });
  if (typeof diagramId !== 'number') throw badRequest('errors.bad_request');
  const generation = options.generation !== undefined ? options.generation : await configGeneration(deps);
  const found = await deps.pages.getSectionForQuery(diagramId, { preview: options.preview === true, user, generation });
  const globalFilters = found.page.global_filters ?? [];
  if (!options.sectionOverride) return { ...found, globalFilters };
  const override = await resolveOverride(deps, options.sectionOverride, found.entry.app_id);
  return { ...found, section: { ...override.section, id: found.section.id }, dataset: override.dataset, globalFilters };
}

/**
 * Refuses (403 naming it) a column the caller may not see of the section's dataset: the options of a filter on it
 * would list its values even when they are typed into the config.
 */
export async function assertColumnsVisible(
  deps: ReportDeps,
  user: CurrentUser,
  found: PreparedSection,
  keys: readonly string[],
): Promise<void> {
  if (!found.dataset) return;
  const { hidden } = await deps.access.forDataset(user, found.dataset, await configGeneration(deps));
  const key = keys.find((k) => hidden.has(k));
  if (key !== undefined) throw new AppError(403, 'fieldauth.column_hidden', { key }, { field: 'field' });
}

/** The column and row layers for the caller on a dataset, and its data source (its SQL checked again). */
async function datasetAccess(deps: ReportDeps, user: CurrentUser, dataset: DatasetRecord, generation: string | null) {
  const { hidden, rowFilters } = await deps.access.forDataset(user, dataset, generation);
  const source = await deps.dataSources.get(dataset.connection_id, generation);
  // Again at query time: a dataset stored before the check existed (or imported) never runs unchecked.
  if (dataset.sql) await assertDatasetSql(dataset.sql, source.kind);
  const permissionKey = JSON.stringify({ rows: rowFilters, hidden: [...hidden].sort() });
  return { hidden, rowFilters, source, permissionKey };
}

/** A compiled query over a dataset, for a section made on the fly rather than stored on a page. */
export type PreparedDatasetReport = Omit<PreparedReport, 'page' | 'entry'>;

/**
 * The dataset half of the access step for a section made on the fly (the looker's view of a dataset): the caller's
 * hidden columns and row conditions, the data source, the compiled SQL. The caller has checked his right to the
 * dataset's app; nothing reaches a database before this passed.
 */
export async function prepareDatasetReport(
  deps: ReportDeps,
  user: CurrentUser,
  section: Section,
  dataset: DatasetRecord,
  payload: ReportQuery,
): Promise<PreparedDatasetReport> {
  const generation = await configGeneration(deps);
  const { hidden, rowFilters, source, permissionKey } = await datasetAccess(deps, user, dataset, generation);
  const compiled = compileReportQuery({
    section,
    dataset,
    payload,
    kind: source.kind,
    knex: source.knex,
    rowFilters,
    hiddenColumns: hidden,
  });
  return { section, dataset, source, compiled, permissionKey };
}

/**
 * The one access check of every data call: prepareSection, then the dataset and the user's row conditions, then
 * the compiled SQL. Nothing reaches a database before all of it passed.
 */
export async function prepareReport(
  deps: ReportDeps,
  user: CurrentUser,
  payload: ReportQuery,
  options: PrepareOptions = {},
): Promise<PreparedReport> {
  const generation = options.generation !== undefined ? options.generation : await configGeneration(deps);
  const found = await prepareSection(deps, user, payload.diagram_id, { ...options, generation });
  const { globalFilters } = found;
  const section = options.deriveSection ? options.deriveSection(found.section, globalFilters) : found.section;

  let dataset = found.dataset;
  if (payload.data_set_id !== undefined && payload.data_set_id !== dataset?.id) {
    const id = payload.data_set_id;
    if (typeof id !== 'number' || !switchableDatasets(section, globalFilters).has(id))
      throw badRequest('report.dataset_not_allowed', { id: String(id) });
    const read = () => deps.datasets.getRecord(id);
    const switched = deps.memos ? await deps.memos.datasets.get(String(id), generation, read) : await read();
    if (switched.app_id !== found.entry.app_id) throw badRequest('report.dataset_other_app', { id: String(id) });
    dataset = switched;
  }
  if (!dataset) throw badRequest('report.no_dataset');

  const { hidden, rowFilters, source, permissionKey } = await datasetAccess(deps, user, dataset, generation);
  const compile = () =>
    compileReportQuery({
      section,
      dataset,
      payload,
      kind: source.kind,
      knex: source.knex,
      globalFilters,
      rowFilters,
      hiddenColumns: hidden,
      now: options.now,
    });
  // The stored section's statements only (a derived or overridden one is not what the key names), at today's date.
  const keep = !options.deriveSection && !options.sectionOverride && !options.now;
  const key = JSON.stringify([
    payload,
    options.preview === true,
    dataset.id,
    source.kind,
    permissionKey,
    localDay(new Date()),
  ]);
  const compiled =
    keep && deps.memos
      ? await deps.memos.compiled.get(key, generation, () => Promise.resolve(deepFreeze(compile())))
      : compile();
  return { section, page: found.page, entry: found.entry, dataset, source, compiled, permissionKey };
}
