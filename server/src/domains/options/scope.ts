import { Op, type WhereOptions } from 'sequelize';
import type { FieldError } from '@tessera/schema/api';
import { repeatedOptionValues } from '@tessera/schema/rules';
import { badRequest } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { AppsService } from '../apps/service';
import type { SelectOptionItem } from './types';

/**
 * Who sees which definitions: a row with an app belongs to that app (its members read it), a row without one is
 * shared by every app (every logged-in user reads it). Writing is for admins (checked by the routes).
 */
export class OptionScope {
  constructor(private readonly apps: AppsService) {}

  /** The rows a reader may list: with an app (membership checked: 404/403), that app's and the shared ones; without, the shared ones. */
  async readable(user: CurrentUser, appId: number | undefined): Promise<WhereOptions> {
    if (appId === undefined) return { app_id: null };
    await this.apps.getForMember(user, appId);
    return { [Op.or]: [{ app_id: appId }, { app_id: null }] };
  }

  /** One row: shared rows are for everyone, an app's rows for its members. */
  async assertRead(user: CurrentUser, appId: number | null): Promise<void> {
    if (appId !== null) await this.apps.getForMember(user, appId);
  }

  /**
   * The app a write lands in: the body's (absent or null: shared) for a new row; an update keeps the row's app, and
   * naming another one is refused, because moving a list would silently change what other apps' filters show.
   */
  async target(bodyAppId: number | null | undefined, row: { app_id: number | null } | null): Promise<number | null> {
    if (row) {
      if (bodyAppId !== undefined && (bodyAppId ?? null) !== (row.app_id ?? null))
        throw badRequest('options.app_mismatch');
      return row.app_id ?? null;
    }
    const appId = bodyAppId ?? null;
    if (appId !== null) await this.apps.get(appId);
    return appId;
  }
}

/** Rows by key where an app's own row shadows a shared one with the same key, in the order the keys were asked. */
export function byKeys<T extends { app_id: number | null }>(rows: T[], keys: string[], keyOf: (row: T) => string): T[] {
  const best = new Map<string, T>();
  for (const row of rows) {
    const held = best.get(keyOf(row));
    if (!held || (held.app_id === null && row.app_id !== null)) best.set(keyOf(row), row);
  }
  return [...new Set(keys)].flatMap((k) => {
    const row = best.get(k);
    return row ? [row] : [];
  });
}

/** Two options with the same value would be indistinguishable in a query: each repeat is named (`values.3.value`). */
export function duplicateValueErrors(values: SelectOptionItem[], field = 'values'): FieldError[] {
  return repeatedOptionValues(values).map((i) => ({ field: `${field}.${i}.value`, rule: 'duplicate' }));
}
