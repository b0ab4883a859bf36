import { Op } from 'sequelize';
import type { FieldError } from '@tessera/schema/api';
import { ValidationError } from '../../core/errors';
import type { Store } from '../../store';
import { foldUsername } from '../users/models';

/** Users by username (compared without regard to case); an unknown one is a 400 naming `fieldOf(N)`. */
export async function usersByName(
  store: Store,
  usernames: readonly string[],
  fieldOf: (i: number) => string,
): Promise<Map<string, { id: number; username: string }>> {
  const folded = usernames.map(foldUsername);
  const rows = folded.length
    ? await store.models.User.findAll({
        where: { username_folded: { [Op.in]: folded } },
        attributes: ['id', 'username', 'username_folded'],
      })
    : [];
  const found = new Map(rows.map((u) => [u.username_folded ?? foldUsername(u.username), u]));
  const errors: FieldError[] = [];
  folded.forEach((name, i) => {
    if (!found.has(name)) errors.push({ field: fieldOf(i), rule: 'not_found' });
  });
  if (errors.length) throw new ValidationError(errors);
  return new Map(folded.map((name) => [name, found.get(name) as { id: number; username: string }]));
}

/** Parses a stored JSON list, an unreadable one as empty (rules then admit fewer rows, never more). */
export function jsonList<T>(text: string | null | undefined): T[] {
  try {
    const value: unknown = JSON.parse(text || '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}
