import { useEffect, useState } from 'react';
import { Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DELAYS } from '@tessera/schema/rules';
import { datasetChoices, datasetWithColumns, type DatasetChoice } from '../../../api/manage';
import { useDebounced } from '../../../lib/useDebounced';

/**
 * A dataset of the app, searched on the server by name or key. A chosen dataset outside the first page of results
 * is named by its own record, so the control never shows a bare id.
 */
export default function DatasetSelect({
  appId,
  value,
  onChange,
  id,
  testId,
  placeholder,
  allowClear = true,
}: {
  appId: number;
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
  testId?: string;
  placeholder?: string;
  allowClear?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useDebounced(search, DELAYS.TAG_SEARCH_DEBOUNCE);
  const [found, setFound] = useState<{ query: string; list: DatasetChoice[] } | null>(null);
  const [chosen, setChosen] = useState<DatasetChoice | null>(null);

  useEffect(() => {
    let current = true;
    datasetChoices(appId, query.trim()).then(
      (list) => current && setFound({ query, list }),
      () => current && setFound({ query, list: [] }),
    );
    return () => {
      current = false;
    };
  }, [appId, query]);

  useEffect(() => {
    if (!value || found?.list.some((d) => d.id === value) || chosen?.id === value) return;
    let current = true;
    datasetWithColumns(value).then(
      (d) => current && setChosen({ id: d.id, key: d.key, name: d.name }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [value, found, chosen]);

  const list = found?.list ?? [];
  const shown = chosen && !list.some((d) => d.id === chosen.id) ? [chosen, ...list] : list;
  return (
    <Select<number>
      id={id}
      data-testid={testId}
      showSearch
      allowClear={allowClear}
      filterOption={false}
      placeholder={placeholder ?? t('chartQuery.dataset')}
      value={value ?? undefined}
      onChange={(v?: number) => onChange?.(v ?? null)}
      onSearch={setSearch}
      notFoundContent={found?.query === query ? undefined : <Spin size="small" />}
      options={shown.map((d) => ({ value: d.id, label: `${d.name} (${d.key})` }))}
    />
  );
}
