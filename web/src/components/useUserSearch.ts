import { useEffect, useState } from 'react';
import { DELAYS } from '@tessera/schema/rules';
import { searchUsers } from '../api/users';
import { feedback } from '../lib/feedback';
import { useDebounced } from '../lib/useDebounced';

const PAGE_SIZE = 20;

export interface UserOption {
  value: string;
  label: string;
}

/**
 * The user search of spec section 2's user search select: users found by username or realname, debounced. A failed
 * search shows its message and empties the list (spec section 8).
 */
export function useUserSearch() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search, DELAYS.TAG_SEARCH_DEBOUNCE);
  const [found, setFound] = useState<{ query: string; options: UserOption[] } | null>(null);

  useEffect(() => {
    let current = true;
    searchUsers({ page: 1, page_size: PAGE_SIZE, search_content: query.trim() }).then(
      (page) => {
        if (current)
          setFound({
            query,
            options: page.list.map((u) => ({ value: u.username, label: `${u.realname} (${u.username})` })),
          });
      },
      (err: unknown) => {
        if (!current) return;
        feedback.message.error((err as Error).message);
        setFound({ query, options: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [query]);

  return { options: found?.options ?? [], loading: found?.query !== query, onSearch: setSearch };
}
