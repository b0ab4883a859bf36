import { useEffect, useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DELAYS } from '@tessera/schema/rules';
import { searchUsers } from '../../../api/users';
import { useDebounced } from '../../../lib/useDebounced';

const PAGE_SIZE = 20;

interface Option {
  value: string;
  label: string;
}

/** The user search select of spec section 2: usernames found by username or name on the user search call. */
export default function UserSelect({
  value,
  onChange,
  id,
  testId,
}: {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDebounced(search, DELAYS.TAG_SEARCH_DEBOUNCE);
  const [found, setFound] = useState<{ query: string; options: Option[] } | null>(null);

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
      () => current && setFound({ query, options: [] }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  const options = found?.options ?? [];
  // The current value stays choosable while the search shows other users.
  const shown = value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;

  return (
    <Select
      id={id}
      data-testid={testId}
      showSearch
      allowClear
      filterOption={false}
      placeholder={t('catalog.userSearch')}
      value={value ?? undefined}
      onChange={(v?: string) => onChange?.(v ?? null)}
      onSearch={setSearch}
      notFoundContent={found?.query === query ? undefined : <Spin size="small" />}
      options={shown}
    />
  );
}
