import path from 'node:path';
import Router from '@koa/router';
import type Koa from 'koa';
import { QueryRunner, createQueryCache } from './cache';
import { announceStoreChanges } from './cache/freshness';
import { createInvalidation, type Invalidation } from './cache/generations';
import type { Config } from './config';
import { createLogger, type Logger } from './core/logger';
import type { AppState } from './core/state';
import { PooledRegistry } from './datasources/registry';
import { SecretBox } from './datasources/secrets';
import { announcementRoutes } from './domains/announcements/routes';
import { AnnouncementsService } from './domains/announcements/service';
import { appRoutes } from './domains/apps/routes';
import { AppsService } from './domains/apps/service';
import { authGuards } from './domains/auth/middleware';
import { oidcRoutes } from './domains/auth/oidc/routes';
import { OidcService } from './domains/auth/oidc/service';
import { authRoutes } from './domains/auth/routes';
import { AuthService } from './domains/auth/service';
import { approvalRoutes } from './domains/approvals/routes';
import { bootstrapRoutes } from './domains/bootstrap/routes';
import { BootstrapService } from './domains/bootstrap/service';
import { ApprovalsService } from './domains/approvals/service';
import { catalogRoutes } from './domains/catalog/routes';
import { CatalogPeople } from './domains/catalog/people';
import { CatalogService } from './domains/catalog/service';
import { LoginThrottle, MemoryCounterStore } from './domains/auth/throttle';
import { RedisCounterStore } from './domains/auth/throttle-redis';
import { commentRoutes } from './domains/comments/routes';
import { lookerRoutes } from './domains/looker/routes';
import { LookerService } from './domains/looker/service';
import { CommentsService } from './domains/comments/service';
import { connectionLoader } from './domains/connections/loader';
import { connectionRoutes } from './domains/connections/routes';
import { ConnectionsService } from './domains/connections/service';
import { datasetRoutes } from './domains/datasets/routes';
import { docsRoutes } from './domains/docs/routes';
import { DatasetsService } from './domains/datasets/service';
import { DatasetProbe } from './domains/datasets/probe';
import { datasetShapeCheck } from './domains/datasets/shape-check';
import { exportRoutes } from './domains/export/routes';
import { ExportService } from './domains/export/service';
import { entryRoutes } from './domains/entries/routes';
import { EntriesService } from './domains/entries/service';
import { favoriteRoutes } from './domains/favorites/routes';
import { FavoritesService } from './domains/favorites/service';
import { feedbackRoutes } from './domains/feedback/routes';
import { FeedbackService } from './domains/feedback/service';
import { FieldAccess } from './domains/fieldauth/access';
import { UserAttributesService } from './domains/fieldauth/attributes';
import { CategoriesService } from './domains/fieldauth/categories';
import { RowRulesService } from './domains/fieldauth/row-rules';
import { fieldAuthorityRoutes } from './domains/fieldauth/routes';
import { helpRoutes } from './domains/help/routes';
import { HelpService } from './domains/help/service';
import { LeaseClaims, RedisClaims } from './domains/monitors/claims';
import { monitorRoutes } from './domains/monitors/routes';
import { MonitorScheduler, instanceId } from './domains/monitors/scheduler';
import { MonitorsService } from './domains/monitors/service';
import { optionRoutes } from './domains/options/routes';
import { overviewRoutes } from './domains/overview/routes';
import { OverviewService } from './domains/overview/service';
import { OptionsService } from './domains/options/service';
import { PageAccess } from './domains/pages/access';
import { pageRoutes } from './domains/pages/routes';
import { SectionsService } from './domains/pages/sections';
import { PagesService } from './domains/pages/service';
import { reportRoutes } from './domains/report/routes';
import { realtimeRoutes } from './domains/realtime/routes';
import { RealtimeService } from './domains/realtime/service';
import { abReportRoutes } from './domains/abreport/routes';
import { AbReportService } from './domains/abreport/service';
import { ReportService } from './domains/report/service';
import { RoleManageService } from './domains/roles/manage';
import { roleRoutes } from './domains/roles/routes';
import { RolesService } from './domains/roles/service';
import { PermissionHolders } from './domains/sharing/holders';
import { sharingRoutes } from './domains/sharing/routes';
import { SharingService } from './domains/sharing/service';
import { searchRoutes } from './domains/search/routes';
import { SearchService } from './domains/search/service';
import { systemRoutes } from './domains/system/routes';
import { SystemService } from './domains/system/service';
import { trashRoutes } from './domains/trash/routes';
import { TrashService } from './domains/trash/service';
import { templateRoutes } from './domains/templates/routes';
import { versionRoutes } from './domains/versions/routes';
import { VersionsService } from './domains/versions/service';
import { TemplatesService } from './domains/templates/service';
import { LocalObjectStore } from './domains/uploads/object-store';
import { uploadRoutes } from './domains/uploads/routes';
import { UploadsService } from './domains/uploads/service';
import { userRoutes } from './domains/users/routes';
import { UsersService } from './domains/users/service';
import { visitReadServices } from './domains/visits';
import { visitRoutes } from './domains/visits/routes';
import { VisitsService } from './domains/visits/service';
import { WebDist } from './domains/web/dist';
import { httpApp } from './http-app';
import { openStore, type Store } from './store';

export interface Services {
  auth: AuthService;
  users: UsersService;
  roles: RolesService;
  apps: AppsService;
  entries: EntriesService;
  system: SystemService;
  visits: VisitsService;
  connections: ConnectionsService;
  /** Pooled data sources of the stored connections (report queries, SQL console). */
  dataSources: PooledRegistry;
  datasets: DatasetsService;
  pages: PagesService;
  sections: SectionsService;
  templates: TemplatesService;
  versions: VersionsService;
  /** Global columns, global select options, custom selects, saved filter values. */
  options: OptionsService;
  /** The workbench's catalog tree (spec section 7, Catalog). */
  catalog: CatalogService;
  /** Report data (new/data, previews, select options, linked select) and the result cache (`report.cache.clear()`). */
  report: ReportService;
  /** The column and row layers of the access step (field authority), asked by every data call. */
  access: FieldAccess;
  /**
   * The generations of every in-memory memo (section plans, page access, column and row decisions, sessions).
   * Store writes through the models raise them by themselves after commit; `generations.bump(['config'])` is for a
   * change that does not go through a model.
   */
  generations: Invalidation;
  /** Data monitors: definitions, checks, run history and notices. */
  monitors: MonitorsService;
  /** Runs due monitor checks once across instances; started by main only (`start()`), stopped by close(). */
  monitorScheduler: MonitorScheduler;
}

export interface AppHandle {
  app: Koa<AppState>;
  store: Store;
  services: Services;
  logger: Logger;
  /** Closes the data-source pools, and the store when createApp opened it. */
  close(): Promise<void>;
}

export interface CreateAppOptions {
  /** An open, migrated store; when absent createApp opens config.databaseUrl (without migrating). */
  store?: Store;
  logger?: Logger;
  /** Extra API routes, registered after the built-in ones (tests use it). */
  extraRoutes?: (router: Router<AppState>, context: { services: Services; store: Store }) => void;
}

/** Builds the Koa app — API under `${basePath}api`, JSON Schemas under `${basePath}schemas/`, the web build everywhere else under basePath — without listening. */
export async function createApp(config: Config, options: CreateAppOptions = {}): Promise<AppHandle> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const ownStore = !options.store;
  const store = options.store ?? (await openStore(config.databaseUrl));

  const generations = createInvalidation(config.queryCache.redisUrl, config.queryCache.generationsPrefix, logger);
  const results = createQueryCache(config.queryCache, logger);
  announceStoreChanges(store.sequelize, { generations, results: () => results });

  const throttleStore = config.queryCache.redisUrl
    ? RedisCounterStore.connect(config.queryCache.redisUrl, () => config.loginThrottle.redisPrefix, logger)
    : new MemoryCounterStore();
  const auth = new AuthService(
    store,
    config,
    new LoginThrottle(throttleStore, () => config.loginThrottle, logger),
    generations,
  );
  const roles = new RolesService(store);
  const apps = new AppsService(store, roles);
  const dist = new WebDist(config.webDist, config.webCacheMs);
  const secrets = new SecretBox(config.secret);
  const dataSources = new PooledRegistry(connectionLoader(store, secrets), {
    dataSourcesDir: config.dataSourcesDir,
    logger,
  });
  const connections = new ConnectionsService(store, secrets, dataSources, {
    dataSourcesDir: config.dataSourcesDir,
    logger,
  });
  const entries = new EntriesService(store, apps, roles);
  const pageAccess = new PageAccess(store, entries);
  // template/sql lists a table's columns through the connection itself; `db.table` names another database.
  const datasets = new DatasetsService(store, apps, (connectionId, table) => {
    const [database, name] = table.includes('.') ? table.split('.', 2) : [undefined, table];
    return connections.columns({ connection_id: connectionId, table: name, database });
  });
  const datasetProbe = new DatasetProbe(dataSources, logger);
  datasets.useProbe(datasetProbe);
  datasets.useShapeCheck(datasetShapeCheck(datasetProbe, logger));
  const pages = new PagesService(store, pageAccess);
  const catalog = new CatalogService(store, apps);
  const sections = new SectionsService(store, pageAccess);
  const attributes = new UserAttributesService(store);
  const access = new FieldAccess(store, attributes);
  const monitors = new MonitorsService(store, datasets, dataSources, secrets, logger, {
    queryTimeoutMs: config.report.pageDataTimeoutMs,
  });
  const owner = instanceId();
  const monitorScheduler = new MonitorScheduler(
    store,
    monitors,
    config.queryCache.redisUrl
      ? new RedisClaims(config.queryCache.redisUrl, config.queryCache.monitorPrefix, owner, store, logger)
      : new LeaseClaims(store, owner),
    logger,
  );
  const services: Services = {
    monitors,
    monitorScheduler,
    generations,
    catalog,
    access,
    auth,
    roles,
    apps,
    users: new UsersService(store, auth),
    entries,
    datasets,
    pages,
    sections,
    versions: new VersionsService(store, { access: pageAccess, pages, sections }),
    templates: new TemplatesService(store, apps, pageAccess, datasets),
    system: new SystemService(config, store, dist),
    visits: new VisitsService(store),
    connections,
    dataSources,
    options: new OptionsService(store, { apps, datasets, pages }),
    // The cache is Redis when REDIS_URL is set (shared by the instances), else an in-process LRU.
    report: new ReportService({
      pages,
      datasets,
      dataSources,
      access,
      store,
      generations,
      runner: new QueryRunner(results),
      settings: config,
      // Options saved per filter and global select options (map_id) live in the options domain; read when asked.
      optionSources: {
        applySaved: (section) => services.options.filterValues.applyTo(section),
        mapped: async (appId, mapId) => (await services.options.selects.forMapId(appId, mapId))?.values ?? null,
      },
      optionConnections: (appId, ref) => connections.idFor(appId, ref),
    }),
  };
  const guards = authGuards(auth, config);

  const apiPrefix = `${config.basePath}api`;
  const router = new Router<AppState>({ prefix: apiPrefix });
  systemRoutes(router, services);
  const sso = config.oidc ? new OidcService(store, config.oidc, auth, logger) : null;
  authRoutes(router, { auth, sso, guards, config });
  oidcRoutes(router, { sso, config, logger });
  userRoutes(router, { users: services.users, guards });
  appRoutes(router, { apps, guards });
  roleRoutes(router, { manage: new RoleManageService(store, apps), roles, apps, guards });
  entryRoutes(router, { entries: services.entries, guards });
  catalogRoutes(router, { catalog, people: new CatalogPeople(store, apps, catalog), guards });
  const approvals = new ApprovalsService(store, roles, entries);
  approvalRoutes(router, { approvals, guards });
  const favorites = new FavoritesService(store, pageAccess);
  const announcements = new AnnouncementsService(store);
  bootstrapRoutes(router, {
    bootstrap: new BootstrapService({ apps, entries, approvals, favorites, announcements, logger }),
    guards,
  });
  favoriteRoutes(router, { favorites, guards });
  feedbackRoutes(router, { feedback: new FeedbackService(store), guards });
  announcementRoutes(router, { announcements, guards });
  sharingRoutes(router, {
    sharing: new SharingService(store, roles, entries, approvals),
    holders: new PermissionHolders(store),
    guards,
    logger,
  });
  trashRoutes(router, { trash: new TrashService(store), guards });
  visitRoutes(router, { visits: services.visits, ...visitReadServices(store), guards });
  connectionRoutes(router, { connections, guards });
  datasetRoutes(router, { datasets, guards, cacheTtlSeconds: config.queryCache.ttlSeconds });
  pageRoutes(router, { pages: services.pages, sections: services.sections, guards });
  templateRoutes(router, { templates: services.templates, guards });
  versionRoutes(router, { versions: services.versions, guards });
  optionRoutes(router, { options: services.options, guards });
  reportRoutes(router, { report: services.report, guards, logger });
  realtimeRoutes(router, { realtime: new RealtimeService({ report: services.report }), guards });
  abReportRoutes(router, { abReport: new AbReportService({ report: services.report }), guards });
  searchRoutes(router, { search: new SearchService(store, apps), guards });
  overviewRoutes(router, { overview: new OverviewService(store), guards });
  const exports = new ExportService({ pages: services.pages, datasets, dataSources, access, generations }, config);
  exportRoutes(router, { exports, guards, logger });
  const looker = new LookerService(store, {
    pages: services.pages,
    datasets,
    dataSources,
    access,
    generations,
    apps,
    runner: new QueryRunner(results),
    exports,
    catalog,
    sections,
    settings: config,
  });
  lookerRoutes(router, { looker, guards, logger });
  commentRoutes(router, {
    comments: new CommentsService(store, { pages: services.pages, datasets, dataSources, access, generations }),
    guards,
  });
  fieldAuthorityRoutes(router, {
    categories: new CategoriesService(store, apps),
    rowRules: new RowRulesService(store),
    attributes,
    guards,
  });
  const help = new HelpService(store, apps, roles);
  helpRoutes(router, { help, guards });
  // Help images: the app's help editors; app icons: admins, who manage apps.
  const uploads = new UploadsService(
    store,
    new LocalObjectStore(path.join(config.dataDir, 'objects')),
    (user, purpose, appId) =>
      purpose === 'app_icon' ? Promise.resolve(user.is_admin) : help.isOperation(user, appId ?? 0),
  );
  uploadRoutes(router, { uploads, guards });
  monitorRoutes(router, { monitors, guards });
  docsRoutes(router, { apiPrefix, basePath: config.basePath, version: () => services.system.versionInfo().version });
  options.extraRoutes?.(router, { services, store });

  const app = httpApp(config, { router, apiPrefix, dist, logger });

  const close = async () => {
    await monitorScheduler.stop();
    await dataSources.closeAll();
    await services.report.cache.close();
    await generations.close();
    await auth.throttle?.close();
    if (ownStore) await store.close();
  };
  return { app, store, services, logger, close };
}
