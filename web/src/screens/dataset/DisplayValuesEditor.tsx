import { Button, Input, Table, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_DISPLAY_VALUES, type DisplayValue } from '@tessera/schema/dsl';
import { withEnglish } from './draft';
import EnglishInput from './EnglishInput';

/**
 * Value → label mappings of one column (cn → 中国, and its English label China); a value typed twice is marked, as
 * the server refuses it.
 */
export default function DisplayValuesEditor({
  values,
  onChange,
}: {
  values: DisplayValue[];
  onChange: (values: DisplayValue[]) => void;
}) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<DisplayValue>) =>
    onChange(values.map((v, i) => (i === index ? { ...v, ...patch } : v)));
  const firstIndex = new Map<string, number>();
  values.forEach((v, i) => {
    if (v.value !== '' && !firstIndex.has(v.value)) firstIndex.set(v.value, i);
  });
  const duplicate = (index: number) => values[index].value !== '' && firstIndex.get(values[index].value) !== index;

  return (
    <div data-testid="display-values">
      {values.length > 0 && (
        <Table<DisplayValue & { index: number }>
          size="small"
          pagination={false}
          rowKey="index"
          dataSource={values.map((v, index) => ({ ...v, index }))}
          columns={[
            {
              title: t('datasets.value'),
              dataIndex: 'value',
              render: (_, row) => (
                <Tooltip open={duplicate(row.index) ? undefined : false} title={t('datasets.duplicateValue')}>
                  <Input
                    data-testid="display-value"
                    status={duplicate(row.index) ? 'error' : undefined}
                    value={row.value}
                    onChange={(e) => update(row.index, { value: e.target.value })}
                  />
                </Tooltip>
              ),
            },
            {
              title: t('datasets.shownAs'),
              dataIndex: 'label',
              render: (_, row) => (
                <Input
                  data-testid="display-label"
                  value={row.label}
                  onChange={(e) => update(row.index, { label: e.target.value })}
                />
              ),
            },
            {
              title: t('datasets.shownAsEn'),
              key: 'label_en',
              render: (_, row) => (
                <EnglishInput
                  testId="display-label-en"
                  label={t('datasets.shownAs')}
                  value={row.i18n?.en?.label ?? ''}
                  fallback={row.label}
                  onChange={(text) =>
                    onChange(values.map((v, i) => (i === row.index ? withEnglish(v, 'label', text) : v)))
                  }
                />
              ),
            },
            {
              width: 44,
              render: (_, row) => (
                <Button
                  type="text"
                  size="small"
                  aria-label={t('datasets.removeDisplayValue')}
                  icon={<DeleteOutlined />}
                  onClick={() => onChange(values.filter((_, i) => i !== row.index))}
                />
              ),
            },
          ]}
        />
      )}
      <Button
        className="ts-ds-add-value"
        type="dashed"
        size="small"
        icon={<PlusOutlined />}
        data-testid="add-display-value"
        disabled={values.length >= MAX_DISPLAY_VALUES}
        onClick={() => onChange([...values, { value: '', label: '' }])}
      >
        {t('datasets.addDisplayValue')}
      </Button>
    </div>
  );
}
