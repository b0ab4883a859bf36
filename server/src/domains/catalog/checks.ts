import type { Transaction } from 'sequelize';
import type { FieldError } from '@tessera/schema/api';
import { isCatalogEntry } from '@tessera/schema/rules';
import { ValidationError } from '../../core/errors';
import type { Store } from '../../store';
import type { EntryModel } from '../entries/models';

/** 400 naming every in-charge field whose username is no user. */
export async function assertUsers(
  store: Store,
  fields: Record<string, string | null | undefined>,
  transaction?: Transaction,
): Promise<void> {
  const errors: FieldError[] = [];
  for (const [field, username] of Object.entries(fields)) {
    if (!username) continue;
    const user = await store.models.User.findOne({ where: { username }, attributes: ['id'], transaction });
    if (!user) errors.push({ field, rule: 'not_found' });
  }
  if (errors.length > 0) throw new ValidationError(errors);
}

/** The live catalog `parentId` of the app, or 400 naming `field`. Null stays null (the app's root). */
export async function catalogParent(
  store: Store,
  appId: number,
  parentId: number | null,
  transaction: Transaction,
  field = 'parent_id',
): Promise<EntryModel | null> {
  if (parentId === null) return null;
  const parent = await store.models.Entry.findByPk(parentId, { transaction });
  if (!parent || parent.app_id !== appId || !isCatalogEntry(parent))
    throw new ValidationError([{ field, rule: 'not_a_catalog' }]);
  return parent;
}

/** Whether `candidate` is `entry` itself or sits below it (walking up from the candidate through live parents). */
export async function isSelfOrBelow(
  store: Store,
  entry: EntryModel,
  candidate: EntryModel,
  transaction: Transaction,
): Promise<boolean> {
  const seen = new Set<number>();
  let current: EntryModel | null = candidate;
  while (current && !seen.has(current.id)) {
    if (current.id === entry.id) return true;
    seen.add(current.id);
    current = current.parent_id == null ? null : await store.models.Entry.findByPk(current.parent_id, { transaction });
  }
  return false;
}

/** The next sort value among the children of `parentId` in the app. */
export async function nextSiblingSort(
  store: Store,
  appId: number,
  parentId: number | null,
  transaction: Transaction,
): Promise<number> {
  const max = await store.models.Entry.max<number | null, EntryModel>('sort', {
    where: { app_id: appId, parent_id: parentId },
    transaction,
  });
  return max === null || max === undefined ? 0 : Number(max) + 1;
}
