import { readFileSync } from 'node:fs';
import { Op, type Transaction } from 'sequelize';
import { COMMON_APP_KEY, PERMISSION_TYPES } from '@tessera/schema/api';
import type { Store } from '../store';

/** An entry of examples/demo/apps.json: catalogs nest `children`; absent fields take the Entry defaults. */
interface DemoEntry {
  name: string;
  name_en?: string | null;
  tips_en?: string | null;
  catalog_or_page: number;
  url?: string | null;
  children?: DemoEntry[];
  is_expand?: number;
  is_show?: number;
  status?: number;
  data_level?: string;
  develop_charge_username?: string | null;
  work_charge_username?: string | null;
  requirement_type?: string | null;
  requirement_url?: string | null;
  tips?: string | null;
  remark?: string | null;
  expand_statement?: string | null;
  router_config?: unknown;
}

interface DemoRole {
  name: string;
  permission_types?: string[];
  urls?: string[];
}

interface DemoApp {
  app_name: string;
  app_name_en?: string | null;
  app_key: string;
  sort?: number;
  status?: number;
  image_url?: string | null;
  announcement?: string | null;
  roles?: DemoRole[];
  entries?: DemoEntry[];
}

export const DEMO_SETTING = 'demo_loaded';

async function insertEntries(
  store: Store,
  transaction: Transaction,
  appId: number,
  parentId: number | null,
  entries: DemoEntry[],
) {
  for (const [index, e] of entries.entries()) {
    const row = await store.models.Entry.create(
      {
        app_id: appId,
        parent_id: parentId,
        name: e.name,
        name_en: e.name_en ?? null,
        tips_en: e.tips_en ?? null,
        url: e.url ?? null,
        catalog_or_page: e.catalog_or_page,
        is_expand: e.is_expand ?? 1,
        is_show: e.is_show ?? 1,
        status: e.status ?? 1,
        data_level: e.data_level ?? 'C',
        develop_charge_username: e.develop_charge_username ?? null,
        work_charge_username: e.work_charge_username ?? null,
        requirement_type: e.requirement_type ?? null,
        requirement_url: e.requirement_url ?? null,
        tips: e.tips ?? null,
        remark: e.remark ?? null,
        expand_statement: e.expand_statement ?? null,
        router_config: e.router_config == null ? null : JSON.stringify(e.router_config),
        sort: index + 1,
      },
      { transaction },
    );
    if (e.children?.length) await insertEntries(store, transaction, appId, row.id, e.children);
  }
}

/**
 * Loads the demo apps (with announcements), their entry trees (order kept as `sort`) and roles with urls,
 * in one transaction — only into a store that never had an app and never had the demo. Returns whether it loaded.
 */
export async function loadDemo(store: Store, file: string): Promise<boolean> {
  const { App, Role, RoleUrl, Setting } = store.models;
  // The common app (the workbench, seeded by migration 0007) is not content: a store holding only it is empty.
  const apps = await App.count({ where: { app_key: { [Op.ne]: COMMON_APP_KEY } }, paranoid: false });
  if ((await Setting.findByPk(DEMO_SETTING)) || apps > 0) return false;
  const demoApps = JSON.parse(readFileSync(file, 'utf8')) as DemoApp[];
  await store.sequelize.transaction(async (transaction) => {
    for (const a of demoApps) {
      const app = await App.create(
        {
          app_name: a.app_name,
          app_name_en: a.app_name_en ?? null,
          app_key: a.app_key,
          sort: a.sort ?? 0,
          status: a.status ?? 1,
          image_url: a.image_url ?? null,
          announcement: a.announcement ?? null,
        },
        { transaction },
      );
      await insertEntries(store, transaction, app.id, null, a.entries ?? []);
      for (const r of a.roles ?? []) {
        const types = (r.permission_types ?? []).filter((p) => (PERMISSION_TYPES as readonly string[]).includes(p));
        const role = await Role.create(
          { app_id: app.id, name: r.name, permission_types: JSON.stringify(types) },
          { transaction },
        );
        for (const url of new Set(r.urls ?? [])) await RoleUrl.create({ role_id: role.id, url }, { transaction });
      }
    }
    await Setting.create({ key: DEMO_SETTING, value: new Date().toISOString() }, { transaction });
  });
  return true;
}
