import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserSearch } from '../../../components/useUserSearch';

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
  const { options, loading, onSearch } = useUserSearch();
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
      onSearch={onSearch}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      options={shown}
    />
  );
}
