import type { AppInfo, Entry } from '@tessera/schema/api';

let nextId = 1000;

export function page(name: string, url: string, extra: Partial<Entry> = {}): Entry {
  const id = extra.id ?? nextId++;
  return {
    id,
    name,
    url,
    catalog_or_page: 2,
    childs: [],
    is_expand: 0,
    is_show: 1,
    data_level: 'C',
    authorized: true,
    parent_id: null,
    app_id: 1,
    status: 1,
    develop_charge_username: null,
    work_charge_username: null,
    requirement_type: null,
    requirement_url: null,
    tips: null,
    remark: null,
    expand_statement: null,
    router_config: { component: 'ReportPage', meta: { title: name } },
    sort: 0,
    ...extra,
  };
}

export function catalog(name: string, childs: Entry[], extra: Partial<Entry> = {}): Entry {
  const id = extra.id ?? nextId++;
  return {
    ...page(name, '', { id }),
    url: null,
    catalog_or_page: 1,
    router_config: null,
    childs: childs.map((c) => ({ ...c, parent_id: id })),
    ...extra,
  };
}

export function app(id: number, app_name: string, app_key: string, extra: Partial<AppInfo> = {}): AppInfo {
  return { id, app_name, app_key, image_url: null, status: 1, sort: id, ...extra };
}

/** The demo menu of the growth app, trimmed. */
export function growthMenu(): Entry[] {
  return [
    catalog(
      '用户留存',
      [
        page('留存日报', '/growth/retention/daily', { id: 11 }),
        page('留存对比', '/growth/retention/compare', { id: 12, data_level: 'B' }),
      ],
      { id: 1, is_expand: 1 },
    ),
    catalog(
      '用户画像',
      [
        page('用户类型', '/growth/users/type', { id: 21 }),
        page('国家分布', '/growth/users/country', { id: 22, data_level: 'A' }),
        catalog('版本', [page('版本分布', '/growth/users/version', { id: 31 })], { id: 3 }),
      ],
      { id: 2 },
    ),
    catalog('空目录', [], { id: 4 }),
    page('实时核心', '/growth/realtime/core', { id: 41, router_config: null }),
  ];
}
