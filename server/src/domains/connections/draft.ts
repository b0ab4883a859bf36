import type { DbConnectionSaveBody, FieldError } from '@tessera/schema/api';
import { ValidationError } from '../../core/errors';
import { parseOptions, storedOptions, type ConnectionOptions } from '../../datasources/options';
import { resolveSqliteFile, SqlitePathError } from '../../datasources/sqlite-path';
import type { DataSourceKind } from '../../datasources/types';
import type { DbConnectionModel } from './models';

/** The connection a save or a test describes: the request merged over the stored row, validated per kind. */
export interface Draft {
  app_id: number | null;
  name: string | null;
  kind: DataSourceKind;
  host: string | null;
  port: number | null;
  username: string | null;
  database_name: string | null;
  file: string | null;
  options: ConnectionOptions;
  /** keep: the stored password stays; otherwise the new one (null clears). */
  password: { keep: true } | { keep: false; value: string | null };
}

type TextField = 'host' | 'username' | 'database_name' | 'file';

/** What each kind needs; the other network/file fields are cleared so a row never mixes kinds. */
const REQUIRED: Record<DataSourceKind, TextField[]> = {
  mysql: ['host', 'username'],
  postgres: ['host', 'username', 'database_name'],
  sqlite: ['file'],
};

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function draftOf(
  body: DbConnectionSaveBody,
  existing: DbConnectionModel | null,
  dataSourcesDir: string,
  requireName: boolean,
): Draft {
  const errors: FieldError[] = [];
  const pick = <K extends TextField>(field: K): string | null =>
    body[field] !== undefined ? clean(body[field]) : (existing?.[field] ?? null);
  const kind = body.kind ?? existing?.kind;
  const name = body.name !== undefined ? clean(body.name) : (existing?.name ?? null);
  if (requireName && !name) errors.push({ field: 'name', rule: 'required' });
  if (!kind) throw new ValidationError([...errors, { field: 'kind', rule: 'required' }]);

  const draft: Draft = {
    app_id: body.app_id !== undefined ? body.app_id : (existing?.app_id ?? null),
    name,
    kind,
    host: pick('host'),
    port: body.port !== undefined ? body.port : (existing?.port ?? null),
    username: pick('username'),
    database_name: pick('database_name'),
    file: pick('file'),
    options: {},
    password:
      body.password === undefined
        ? { keep: true }
        : { keep: false, value: body.password === '' ? null : body.password },
  };
  for (const field of REQUIRED[kind]) if (!draft[field]) errors.push({ field, rule: 'required' });
  if (kind === 'sqlite') {
    Object.assign(draft, {
      host: null,
      port: null,
      username: null,
      database_name: null,
      password: { keep: false, value: null },
    });
    if (draft.file) {
      try {
        resolveSqliteFile(dataSourcesDir, draft.file, false);
      } catch (err) {
        if (!(err instanceof SqlitePathError)) throw err;
        errors.push({ field: 'file', rule: err.problem });
      }
    }
  } else draft.file = null;

  try {
    // Options sent are checked for this kind; stored ones are re-checked when the kind changes.
    draft.options =
      body.options !== undefined
        ? parseOptions(kind, body.options)
        : existing
          ? storedOptions(kind, existing.options)
          : {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    errors.push(...err.errors);
  }
  if (errors.length) throw new ValidationError(errors);
  return draft;
}
