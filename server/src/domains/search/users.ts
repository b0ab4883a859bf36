import type { Store } from '../../store';

/** Usernames of user ids (missing users are left out). */
export async function usernamesOf(store: Store, ids: (number | null | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const users = await store.models.User.findAll({ where: { id: wanted }, attributes: ['id', 'username'] });
  return new Map(users.map((u) => [u.id, u.username]));
}

/** The page of a list already filtered and sorted in memory. */
export function pageOf<T>(items: T[], page: number, pageSize: number) {
  return {
    list: items.slice((page - 1) * pageSize, page * pageSize),
    page,
    page_size: pageSize,
    total_size: items.length,
  };
}
