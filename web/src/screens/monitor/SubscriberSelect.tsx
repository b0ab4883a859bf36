import { useEffect, useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MonitorSubscriber } from '@tessera/schema/api';
import { DELAYS } from '@tessera/schema/rules';
import { searchUsers } from '../../api/users';
import { useDebounced } from '../../lib/useDebounced';

interface Option {
  value: number;
  label: string;
}

const labelOf = (u: { username: string; realname: string | null }) =>
  u.realname ? `${u.realname} (${u.username})` : u.username;

/** Users chosen as a monitor's subscribers, by id, found by username or realname; the chosen ones stay named. */
export default function SubscriberSelect({
  value,
  onChange,
  known,
  id,
}: {
  value?: number[];
  onChange?: (value: number[]) => void;
  /** The monitor's stored subscribers, so they show by name before any search. */
  known: MonitorSubscriber[];
  id?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDebounced(search, DELAYS.TAG_SEARCH_DEBOUNCE);
  const [found, setFound] = useState<{ query: string; options: Option[] } | null>(null);
  const [named, setNamed] = useState<Option[]>(() => known.map((u) => ({ value: u.id, label: labelOf(u) })));

  useEffect(() => {
    let current = true;
    searchUsers({ page: 1, page_size: 20, search_content: query.trim() }).then(
      (page) => current && setFound({ query, options: page.list.map((u) => ({ value: u.id, label: labelOf(u) })) }),
      () => current && setFound({ query, options: [] }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  const options = found?.options ?? [];
  const shown = [...named.filter((n) => !options.some((o) => o.value === n.value)), ...options];
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      data-testid="monitor-subscribers"
      showSearch
      filterOption={false}
      placeholder={t('monitor.subscribersSearch')}
      value={value ?? []}
      onChange={(ids) => {
        setNamed((prev) => [
          ...prev,
          ...options.filter((o) => ids.includes(o.value) && !prev.some((p) => p.value === o.value)),
        ]);
        onChange?.(ids);
      }}
      onSearch={setSearch}
      notFoundContent={found?.query !== query ? <Spin size="small" /> : undefined}
      options={shown}
    />
  );
}
