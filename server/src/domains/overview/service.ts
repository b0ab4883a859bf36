import { Op } from 'sequelize';
import {
  CATALOG_OR_PAGE,
  COMMON_APP_KEY,
  ONLINE_STATUS,
  TRASH_KINDS,
  type RecentChange,
  type RecentChangeKind,
  type TrashKind,
  type WorkbenchCounts,
  type WorkbenchOverview,
} from '@tessera/schema/api';
import type { LocalizedMessage } from '@tessera/schema/dsl';
import type { Lang } from '@tessera/schema/rules';
import type { Store } from '../../store';
import { usernamesOf } from '../search/users';

/** How many of the last changes the workbench home lists. */
export const RECENT_LIMIT = 10;

interface Change {
  kind: RecentChangeKind;
  id: number;
  name: string;
  deleted_kind?: TrashKind;
  app_id: number | null;
  at: Date;
  by?: number | null;
  by_name?: string | null;
  summary?: LocalizedMessage;
}

// Ties (MySQL keeps whole seconds) go to the later row.
const newest = {
  order: [
    ['updated_at', 'DESC'],
    ['id', 'DESC'],
  ] as [string, string][],
  limit: RECENT_LIMIT,
};

function summaryText(text: string): LocalizedMessage | undefined {
  try {
    const value = JSON.parse(text) as Partial<LocalizedMessage>;
    return typeof value.zh === 'string' && typeof value.en === 'string' ? (value as LocalizedMessage) : undefined;
  } catch {
    return undefined;
  }
}

/** The workbench home (`/config`): totals of the install and its last changes. */
export class OverviewService {
  constructor(private readonly store: Store) {}

  async overview(lang: Lang): Promise<WorkbenchOverview> {
    const common = await this.store.models.App.findOne({ where: { app_key: COMMON_APP_KEY }, attributes: ['id'] });
    return { counts: await this.counts(common?.id ?? null), recent: await this.recent(lang) };
  }

  /** The workbench's own app and its built-in screens are not counted: they are no one's reports. */
  private async counts(commonId: number | null): Promise<WorkbenchCounts> {
    const m = this.store.models;
    const notCommon = commonId === null ? {} : { app_id: { [Op.ne]: commonId } };
    const pages = (status: number) =>
      m.Entry.count({ where: { ...notCommon, catalog_or_page: CATALOG_OR_PAGE.PAGE, status } });
    const [apps, connections, datasets, online, offline, columns, selects, diy, trash] = await Promise.all([
      m.App.count({ where: commonId === null ? {} : { id: { [Op.ne]: commonId } } }),
      m.DbConnection.count(),
      m.Dataset.count(),
      pages(ONLINE_STATUS.ONLINE),
      pages(ONLINE_STATUS.OFFLINE),
      m.GlobalColumn.count(),
      m.GlobalSelectOption.count(),
      m.SelectDiy.count(),
      m.TrashItem.count(),
    ]);
    return {
      apps,
      connections,
      datasets,
      pages_online: online,
      pages_offline: offline,
      global_columns: columns,
      global_selects: selects,
      select_diy: diy,
      trash,
    };
  }

  /**
   * The newest of: page versions (saves and publishes, with their summary), datasets, connections, options and apps
   * saved, and items sent to the recycle bin. Each source gives its newest few; the merge keeps the newest overall.
   */
  private async recent(lang: Lang): Promise<RecentChange[]> {
    const m = this.store.models;
    const [versions, datasets, connections, columns, selects, diy, apps, trash] = await Promise.all([
      m.PageVersion.findAll({
        attributes: ['id', 'entry_id', 'summary', 'created_by', 'created_at'],
        order: [['id', 'DESC']],
        limit: RECENT_LIMIT,
      }),
      m.Dataset.findAll({ attributes: ['id', 'name', 'app_id', 'updated_at', 'updated_by'], ...newest }),
      m.DbConnection.findAll({ attributes: ['id', 'name', 'app_id', 'updated_at'], ...newest }),
      m.GlobalColumn.findAll({ attributes: ['id', 'column_name', 'app_id', 'updated_at'], ...newest }),
      m.GlobalSelectOption.findAll({ attributes: ['id', 'name', 'app_id', 'updated_at'], ...newest }),
      m.SelectDiy.findAll({ attributes: ['id', 'name', 'app_id', 'updated_at'], ...newest }),
      m.App.findAll({ attributes: ['id', 'app_name', 'updated_at'], ...newest }),
      m.TrashItem.findAll({
        order: [
          ['deleted_at', 'DESC'],
          ['id', 'DESC'],
        ],
        limit: RECENT_LIMIT,
      }),
    ]);
    const entryIds = versions.map((v) => v.entry_id);
    const entries = entryIds.length
      ? await m.Entry.findAll({ where: { id: entryIds }, attributes: ['id', 'name', 'app_id'], paranoid: false })
      : [];
    const entryById = new Map(entries.map((e) => [e.id, e]));
    const changes: Change[] = [
      ...versions.flatMap((v): Change[] => {
        const entry = entryById.get(v.entry_id);
        if (!entry) return [];
        const summary = summaryText(v.summary);
        return [
          {
            kind: 'page',
            id: entry.id,
            name: entry.name,
            app_id: entry.app_id,
            at: v.created_at,
            by: v.created_by,
            summary,
          },
        ];
      }),
      ...datasets.map((d): Change => ({
        kind: 'dataset',
        id: d.id,
        name: d.name,
        app_id: d.app_id,
        at: d.updated_at,
        by: d.updated_by,
      })),
      ...connections.map((c): Change => ({
        kind: 'connection',
        id: c.id,
        name: c.name,
        app_id: c.app_id,
        at: c.updated_at,
      })),
      ...columns.map((c): Change => ({
        kind: 'global_column',
        id: c.id,
        name: c.column_name,
        app_id: c.app_id,
        at: c.updated_at,
      })),
      ...selects.map((s): Change => ({
        kind: 'global_select',
        id: s.id,
        name: s.name,
        app_id: s.app_id,
        at: s.updated_at,
      })),
      ...diy.map((s): Change => ({ kind: 'select_diy', id: s.id, name: s.name, app_id: s.app_id, at: s.updated_at })),
      ...apps.map((a): Change => ({ kind: 'app', id: a.id, name: a.app_name, app_id: a.id, at: a.updated_at })),
      ...trash.map((t): Change => ({
        kind: 'deleted',
        id: t.id,
        name: t.name,
        deleted_kind: (TRASH_KINDS as readonly string[]).includes(t.kind) ? (t.kind as TrashKind) : undefined,
        app_id: t.app_id,
        at: t.deleted_at,
        by_name: t.deleted_by,
      })),
    ];
    const latest = changes.sort((a, b) => new Date(b.at).getTime() - new Date(a.at).getTime()).slice(0, RECENT_LIMIT);
    const names = await usernamesOf(
      this.store,
      latest.map((c) => c.by),
    );
    const appIds = [...new Set(latest.map((c) => c.app_id).filter((id): id is number => id !== null))];
    const appRows = appIds.length
      ? await m.App.findAll({ where: { id: appIds }, attributes: ['id', 'app_name'], paranoid: false })
      : [];
    const appName = new Map(appRows.map((a) => [a.id, a.app_name]));
    return latest.map((c) => ({
      kind: c.kind,
      id: c.id,
      name: c.name,
      deleted_kind: c.deleted_kind ?? null,
      app_id: c.app_id,
      app_name: c.app_id === null ? null : (appName.get(c.app_id) ?? null),
      at: new Date(c.at).toISOString(),
      by: c.by_name ?? (c.by ? (names.get(c.by) ?? null) : null),
      summary: c.summary?.[lang] ?? null,
    }));
  }
}
