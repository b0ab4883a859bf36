import { useState } from 'react';
import { Select, Spin } from 'antd';
import { useUserSearch, type UserOption } from './useUserSearch';

/**
 * The user search select of spec section 2 picking several users (usernames). Chosen users keep their labels while
 * the search shows others.
 */
export default function UsersSelect({
  value,
  onChange,
  placeholder,
  testId,
  status,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  testId?: string;
  status?: 'error';
}) {
  const { options, loading, onSearch } = useUserSearch();
  const [labels, setLabels] = useState<Record<string, string>>({});
  const chosen: UserOption[] = value
    .filter((v) => !options.some((o) => o.value === v))
    .map((v) => ({ value: v, label: labels[v] ?? v }));

  return (
    <Select
      mode="multiple"
      data-testid={testId}
      showSearch
      allowClear
      filterOption={false}
      status={status}
      placeholder={placeholder}
      value={value}
      onChange={(next: string[]) => {
        setLabels((known) => ({
          ...known,
          ...Object.fromEntries(options.filter((o) => next.includes(o.value)).map((o) => [o.value, o.label])),
        }));
        onChange(next);
      }}
      onSearch={onSearch}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      options={[...chosen, ...options]}
    />
  );
}
