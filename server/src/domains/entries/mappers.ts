import {
  type CatalogOrPage,
  type DataLevel,
  type Entry,
  type OnlineStatus,
  type RouterConfig,
} from '@tessera/schema/api';
import type { EntryModel } from './models';

export function parseRouterConfig(text: string | null | undefined): RouterConfig | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && typeof (value as RouterConfig).component === 'string'
      ? (value as RouterConfig)
      : null;
  } catch {
    return null;
  }
}

/** Every Entry field; `childs` and `authorized` are filled in by the tree builder. */
export function toEntry(e: EntryModel, authorized: boolean, childs: Entry[] = []): Entry {
  return {
    id: e.id,
    name: e.name,
    name_en: e.name_en ?? null,
    url: e.url ?? null,
    catalog_or_page: Number(e.catalog_or_page) as CatalogOrPage,
    childs,
    is_expand: Number(e.is_expand) ? 1 : 0,
    is_show: Number(e.is_show) ? 1 : 0,
    data_level: (e.data_level || 'C') as DataLevel,
    authorized,
    parent_id: e.parent_id ?? null,
    app_id: e.app_id,
    status: Number(e.status) as OnlineStatus,
    develop_charge_username: e.develop_charge_username ?? null,
    work_charge_username: e.work_charge_username ?? null,
    requirement_type: e.requirement_type ?? null,
    requirement_url: e.requirement_url ?? null,
    tips: e.tips ?? null,
    tips_en: e.tips_en ?? null,
    remark: e.remark ?? null,
    expand_statement: e.expand_statement ?? null,
    router_config: parseRouterConfig(e.router_config),
    sort: Number(e.sort),
  };
}
