import { DatePicker, Input, InputNumber, Select, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATASET_PARAM_TYPES, type DatasetParam, type DatasetParamType } from '@tessera/schema/dsl';
import { paramTypeLabel } from './labels';

const DAY = 'YYYY-MM-DD';
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** A default of the parameter's type; an empty input means no default. */
export function ParamValueInput({
  type,
  value,
  onChange,
  placeholder,
  testId,
}: {
  type: DatasetParamType;
  value: string | number | undefined;
  onChange: (value: string | number | undefined) => void;
  placeholder?: string;
  testId?: string;
}) {
  if (type === 'number')
    return (
      <InputNumber
        data-testid={testId}
        style={{ width: '100%' }}
        placeholder={placeholder}
        value={typeof value === 'number' ? value : value === undefined ? null : Number(value)}
        onChange={(v) => onChange(v ?? undefined)}
      />
    );
  if (type === 'date')
    return (
      <DatePicker
        data-testid={testId}
        style={{ width: '100%' }}
        placeholder={placeholder}
        value={typeof value === 'string' && DAY_TEXT.test(value) ? dayjs(value) : null}
        onChange={(d) => onChange(d ? d.format(DAY) : undefined)}
      />
    );
  return (
    <Input
      data-testid={testId}
      placeholder={placeholder}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}

/** The SQL's `{{param}}`s (one row each, following the SQL) with a type and a default. */
export default function ParamsTable({
  params,
  onChange,
}: {
  params: DatasetParam[];
  onChange: (params: DatasetParam[]) => void;
}) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<DatasetParam>) =>
    onChange(
      params.map((p, i) => {
        if (i !== index) return p;
        const next = { ...p, ...patch };
        if (next.default === undefined) delete next.default;
        return next;
      }),
    );

  return (
    <Table<DatasetParam>
      data-testid="dataset-params"
      size="small"
      rowKey="name"
      pagination={false}
      dataSource={params}
      columns={[
        {
          title: t('datasets.paramName'),
          dataIndex: 'name',
          width: 200,
          render: (name: string) => <code>{`{{${name}}}`}</code>,
        },
        {
          title: t('datasets.paramType'),
          dataIndex: 'type',
          width: 140,
          render: (type: DatasetParamType, _, index) => (
            <Select<DatasetParamType>
              style={{ width: '100%' }}
              value={type}
              // A default of the old type would not fit the new one.
              onChange={(next) => update(index, { type: next, default: undefined })}
              options={DATASET_PARAM_TYPES.map((v) => ({ value: v, label: paramTypeLabel(t, v) }))}
            />
          ),
        },
        {
          title: t('datasets.paramDefault'),
          dataIndex: 'default',
          render: (_, param, index) => (
            <ParamValueInput
              type={param.type}
              value={param.default}
              placeholder={t('datasets.noDefault')}
              onChange={(value) => update(index, { default: value })}
            />
          ),
        },
      ]}
    />
  );
}
