import { storedOptions } from '../../datasources/options';
import type { DbConnectionModel } from './models';
import type { DbConnectionInfo } from './types';

export function toConnectionInfo(c: DbConnectionModel): DbConnectionInfo {
  return {
    id: c.id,
    app_id: c.app_id === null ? null : Number(c.app_id),
    name: c.name,
    kind: c.kind,
    region: c.region,
    host: c.host,
    port: c.port === null ? null : Number(c.port),
    username: c.username,
    database_name: c.database_name,
    file: c.file,
    options: storedOptions(c.kind, c.options),
    has_password: Boolean(c.password_enc),
    created_by: c.created_by,
    updated_by: c.updated_by,
    created_at: new Date(c.created_at).toISOString(),
    updated_at: new Date(c.updated_at).toISOString(),
  };
}
