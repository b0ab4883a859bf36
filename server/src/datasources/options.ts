import { DB_CONNECT_TIMEOUT_MS, DB_CONNECTION_CHARSETS, type FieldError } from '@tessera/schema/api';
import { ValidationError } from '../core/errors';
import type { DataSourceKind } from './types';

const CHARSETS = DB_CONNECTION_CHARSETS;
export type Charset = (typeof CHARSETS)[number];

export const CONNECT_TIMEOUT = DB_CONNECT_TIMEOUT_MS;

/**
 * The only driver options a connection may carry. Everything else (mysql2 flags, infile factories, pg `options`
 * strings, …) could weaken the hardening, so it is refused rather than passed through.
 */
export interface ConnectionOptions {
  ssl?: boolean | { reject_unauthorized: boolean };
  charset?: Charset;
  /** 'local' (server default), 'Z'/'UTC', an offset like '+08:00', or an IANA name like 'Asia/Shanghai'. */
  timezone?: string;
  /** Milliseconds to establish a connection. */
  connect_timeout?: number;
}

const OPTIONS_BY_KIND: Record<DataSourceKind, readonly (keyof ConnectionOptions)[]> = {
  mysql: ['ssl', 'charset', 'timezone', 'connect_timeout'],
  postgres: ['ssl', 'timezone', 'connect_timeout'],
  sqlite: [],
};
const KNOWN: readonly string[] = OPTIONS_BY_KIND.mysql;

export type Timezone =
  { type: 'local' } | { type: 'utc' } | { type: 'offset'; offset: string } | { type: 'iana'; name: string };

const OFFSET = /^[+-](0\d|1[0-4]):[0-5]\d$/;
/** IANA names are letters, digits, `_`, `+`, `-` in `/`-separated parts; the pattern keeps SQL and URLs safe. */
const IANA = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** null when the value is not a time zone we accept. */
export function parseTimezone(value: string): Timezone | null {
  if (value === 'local') return { type: 'local' };
  if (value === 'Z' || value === 'UTC') return { type: 'utc' };
  if (OFFSET.test(value)) return { type: 'offset', offset: value };
  if (!IANA.test(value)) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return { type: 'iana', name: value };
  } catch {
    return null;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates options for a kind; 400 naming every rejected option (`options.<name>`). */
export function parseOptions(kind: DataSourceKind, input: unknown): ConnectionOptions {
  if (input === undefined || input === null) return {};
  if (!isPlainObject(input))
    throw new ValidationError([{ field: 'options', rule: 'type', params: { type: 'object' } }]);
  const errors: FieldError[] = [];
  const out: ConnectionOptions = {};
  const allowed: readonly string[] = OPTIONS_BY_KIND[kind];
  for (const [name, value] of Object.entries(input)) {
    const field = `options.${name}`;
    if (!KNOWN.includes(name)) {
      errors.push({ field, rule: 'unknown_field' });
      continue;
    }
    if (!allowed.includes(name)) {
      errors.push({ field, rule: 'not_for_kind', params: { kind } });
      continue;
    }
    if (name === 'ssl') {
      if (typeof value === 'boolean') out.ssl = value;
      else if (
        isPlainObject(value) &&
        Object.keys(value).length === 1 &&
        typeof value.reject_unauthorized === 'boolean'
      ) {
        out.ssl = { reject_unauthorized: value.reject_unauthorized };
      } else errors.push({ field, rule: 'invalid' });
    } else if (name === 'charset') {
      if (typeof value === 'string' && (CHARSETS as readonly string[]).includes(value)) out.charset = value as Charset;
      else errors.push({ field, rule: 'enum', params: { values: CHARSETS.join(', ') } });
    } else if (name === 'timezone') {
      if (typeof value === 'string' && parseTimezone(value)) out.timezone = value;
      else errors.push({ field, rule: 'invalid' });
    } else if (name === 'connect_timeout') {
      if (typeof value !== 'number' || !Number.isInteger(value))
        errors.push({ field, rule: 'type', params: { type: 'integer' } });
      else if (value < CONNECT_TIMEOUT.MIN)
        errors.push({ field, rule: 'minimum', params: { limit: CONNECT_TIMEOUT.MIN } });
      else if (value > CONNECT_TIMEOUT.MAX)
        errors.push({ field, rule: 'maximum', params: { limit: CONNECT_TIMEOUT.MAX } });
      else out.connect_timeout = value;
    }
  }
  if (errors.length) throw new ValidationError(errors);
  return out;
}

/** Options read back from the store: re-validated, so a hand-edited row cannot smuggle anything in. */
export function storedOptions(kind: DataSourceKind, text: string | null): ConnectionOptions {
  if (!text) return {};
  return parseOptions(kind, JSON.parse(text) as unknown);
}
