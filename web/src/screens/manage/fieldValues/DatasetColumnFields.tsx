import { useEffect, useState } from 'react';
import { ProForm, ProFormSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { DatasetColumn } from '@tessera/schema/dsl';
import { datasetWithColumns } from '../../../api/manage';

/** The value and label columns of the chosen dataset. */
export default function DatasetColumnFields({ datasetId }: { datasetId: number | null | undefined }) {
  const { t } = useTranslation();
  const [columns, setColumns] = useState<{ id: number; list: DatasetColumn[] } | null>(null);

  useEffect(() => {
    if (!datasetId) return undefined;
    let current = true;
    datasetWithColumns(datasetId).then(
      (d) => current && setColumns({ id: datasetId, list: d.columns }),
      () => current && setColumns({ id: datasetId, list: [] }),
    );
    return () => {
      current = false;
    };
  }, [datasetId]);

  const options = (columns && columns.id === datasetId ? columns.list : []).map((c) => ({
    value: c.column_key,
    label: `${c.column_name} (${c.column_key})`,
  }));
  const loading = !!datasetId && columns?.id !== datasetId;
  return (
    <ProForm.Group>
      <ProFormSelect
        name="column_key"
        label={t('fieldValues.valueColumn')}
        width="sm"
        options={options}
        fieldProps={{ loading, showSearch: true }}
        rules={[{ required: true, message: t('fieldValues.valueColumnRequired') }]}
      />
      <ProFormSelect
        name="name_column_key"
        label={t('fieldValues.labelColumn')}
        tooltip={t('fieldValues.labelColumnHelp')}
        width="sm"
        options={options}
        fieldProps={{ loading, showSearch: true, allowClear: true }}
      />
    </ProForm.Group>
  );
}
