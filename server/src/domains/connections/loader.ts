import { AppError } from '../../core/errors';
import type { ConnectionLoader } from '../../datasources/registry';
import { SecretBox, SecretError } from '../../datasources/secrets';
import { storedOptions } from '../../datasources/options';
import type { ConnectionSettings } from '../../datasources/settings';
import type { Store } from '../../store';
import type { DbConnectionModel } from './models';

/** The password of a stored row in clear; 500 with an actionable message when it cannot be decrypted. */
export function passwordOf(secrets: SecretBox, row: DbConnectionModel): string | null {
  if (!row.password_enc) return null;
  try {
    return secrets.decrypt(row.password_enc);
  } catch (err) {
    if (err instanceof SecretError) throw new AppError(500, 'connections.secret_unreadable');
    throw err;
  }
}

export function settingsOf(secrets: SecretBox, row: DbConnectionModel): ConnectionSettings {
  return {
    kind: row.kind,
    host: row.host,
    port: row.port === null ? null : Number(row.port),
    username: row.username,
    password: passwordOf(secrets, row),
    database_name: row.database_name,
    file: row.file,
    options: storedOptions(row.kind, row.options),
  };
}

/** What the data-source registry reads: live rows only, password decrypted. */
export function connectionLoader(store: Store, secrets: SecretBox): ConnectionLoader {
  return async (id) => {
    const row = await store.models.DbConnection.findByPk(id);
    return row ? settingsOf(secrets, row) : null;
  };
}
