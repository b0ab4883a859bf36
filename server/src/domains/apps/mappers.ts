import type { AppInfo, OnlineStatus } from '@tessera/schema/api';
import type { AppModel } from './models';

export function toAppInfo(a: AppModel): AppInfo {
  return {
    id: a.id,
    app_name: a.app_name,
    app_name_en: a.app_name_en ?? null,
    app_key: a.app_key,
    image_url: a.image_url ?? null,
    status: Number(a.status) as OnlineStatus,
    sort: Number(a.sort),
  };
}
