import type {
  DbConnectionInfo,
  DbConnectionKind,
  DbConnectionOptions,
  DbConnectionRegion,
  DbConnectionSaveBody,
} from '@tessera/schema/api';

/** The connection form's SSL choice: off, on with the certificate checked, or on without the check. */
export type SslChoice = 'off' | 'verify' | 'no-verify';

/** `app_id` 0: shared by every app (a Select cannot hold null). */
export const SHARED_APP = 0;

export interface ConnectionValues {
  name: string;
  kind: DbConnectionKind;
  region: DbConnectionRegion;
  app_id: number;
  host?: string;
  port?: number | null;
  username?: string;
  /** On edit, used only when `keep_password` is off; empty then clears the stored password. */
  password?: string;
  keep_password: boolean;
  database_name?: string;
  file?: string;
  ssl: SslChoice;
  charset?: string;
  timezone?: string;
  connect_timeout?: number | null;
}

function sslChoice(ssl: DbConnectionOptions['ssl']): SslChoice {
  if (ssl === undefined || ssl === false) return 'off';
  return ssl === true || ssl.reject_unauthorized ? 'verify' : 'no-verify';
}

/** The form's values for a new connection, or for editing `c` (its password stays unless the admin says otherwise). */
export function valuesOf(c: DbConnectionInfo | null): ConnectionValues {
  if (!c) return { name: '', kind: 'mysql', region: 'cn', app_id: SHARED_APP, keep_password: false, ssl: 'off' };
  return {
    name: c.name,
    kind: c.kind,
    region: c.region,
    app_id: c.app_id ?? SHARED_APP,
    host: c.host ?? undefined,
    port: c.port,
    username: c.username ?? undefined,
    keep_password: c.has_password,
    database_name: c.database_name ?? undefined,
    file: c.file ?? undefined,
    ssl: sslChoice(c.options.ssl),
    charset: c.options.charset,
    timezone: c.options.timezone,
    connect_timeout: c.options.connect_timeout ?? null,
  };
}

const text = (value: string | undefined) => value?.trim() || null;

function optionsOf(v: ConnectionValues): DbConnectionOptions {
  if (v.kind === 'sqlite') return {};
  const options: DbConnectionOptions = {};
  if (v.ssl !== 'off') options.ssl = v.ssl === 'verify' ? true : { reject_unauthorized: false };
  if (v.kind === 'mysql' && v.charset) options.charset = v.charset;
  if (v.timezone?.trim()) options.timezone = v.timezone.trim();
  if (v.connect_timeout) options.connect_timeout = v.connect_timeout;
  return options;
}

/**
 * The save (and test) body of the form: the fields of its kind; `password` only when it changes (absent keeps the
 * stored one, '' clears it). `id` when editing, so a test merges over the saved row.
 */
export function bodyOf(v: ConnectionValues, id: number | null): DbConnectionSaveBody {
  const base: DbConnectionSaveBody = {
    ...(id ? { id } : {}),
    name: v.name.trim(),
    kind: v.kind,
    region: v.region,
    app_id: v.app_id === SHARED_APP ? null : v.app_id,
    options: optionsOf(v),
  };
  if (v.kind === 'sqlite') return { ...base, file: text(v.file) };
  return {
    ...base,
    host: text(v.host),
    port: v.port ?? null,
    username: text(v.username),
    database_name: text(v.database_name),
    ...(v.keep_password ? {} : { password: v.password ?? '' }),
  };
}

/**
 * The part of a validation message that is about `field` ("host: is required; port: …" → "is required"), so each
 * form field shows its own problem as the server worded it.
 */
export function fieldMessages(message: string, fields: string[]): Record<string, string> {
  const found = fields
    .map((field) => ({ field, at: message.indexOf(`${field}: `) }))
    .filter((f) => f.at >= 0)
    .sort((a, b) => a.at - b.at);
  const out: Record<string, string> = {};
  found.forEach((f, i) => {
    const end = i + 1 < found.length ? found[i + 1].at : message.length;
    out[f.field] = message
      .slice(f.at + f.field.length + 2, end)
      .replace(/[\s;；,，、]+$/u, '')
      .trim();
  });
  return out;
}
