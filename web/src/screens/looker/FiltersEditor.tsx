import { Button, Input, InputNumber, Select, Space, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  COLUMN_TYPES,
  DEFAULT_OPERATORS,
  OPERATORS_BY_VALUE_TYPE,
  VALUELESS_OPERATORS,
  type DatasetColumn,
  type FilterCondition,
  type FilterValueType,
} from '@tessera/schema/dsl';

/** What a field's conditions compare: dates by their name (dt, *_date), indicators as numbers, the rest as text. */
function valueTypeOf(field: DatasetColumn | undefined): FilterValueType {
  if (!field) return 'string';
  if (field.column_type === COLUMN_TYPES.INDICATOR) return 'indicator';
  return /(^dt$|date|_day$)/i.test(field.column_key) ? 'date' : 'string';
}

const LIST_OPERATORS = ['eq', 'ne'];
const RANGE_OPERATORS = ['between', 'not_between', 'date_range'];

function ValueInput({
  condition,
  onChange,
}: {
  condition: FilterCondition;
  onChange: (next: FilterCondition) => void;
}) {
  const { t } = useTranslation();
  const { operator, value_type: type } = condition;
  if (VALUELESS_OPERATORS.includes(operator)) return null;
  if (RANGE_OPERATORS.includes(operator)) {
    const range = condition.range ?? { start: null, end: null };
    const bound = (key: 'start' | 'end', v: string | number | null) =>
      onChange({ ...condition, range: { ...range, [key]: v === '' ? null : v } });
    return type === 'indicator' ? (
      <Space.Compact block>
        <InputNumber
          placeholder={t('looker.from')}
          value={range.start as number | null}
          onChange={(v) => bound('start', v)}
        />
        <InputNumber
          placeholder={t('looker.to')}
          value={range.end as number | null}
          onChange={(v) => bound('end', v)}
        />
      </Space.Compact>
    ) : (
      <Space.Compact block>
        <Input
          placeholder={t('looker.from')}
          value={String(range.start ?? '')}
          onChange={(e) => bound('start', e.target.value)}
        />
        <Input
          placeholder={t('looker.to')}
          value={String(range.end ?? '')}
          onChange={(e) => bound('end', e.target.value)}
        />
      </Space.Compact>
    );
  }
  if (type === 'indicator' || operator === 'past_n_days')
    return (
      <InputNumber
        style={{ width: '100%' }}
        placeholder={t('looker.value')}
        value={typeof condition.value === 'number' ? condition.value : null}
        onChange={(v) => onChange({ ...condition, value: v ?? undefined })}
      />
    );
  if (LIST_OPERATORS.includes(operator))
    return (
      <Input
        placeholder={t('looker.valuesHint')}
        value={(condition.values ?? []).join(',')}
        onChange={(e) => {
          const values = e.target.value
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean);
          onChange({ ...condition, values, value: undefined });
        }}
        data-testid="looker-filter-value"
      />
    );
  return (
    <Input
      placeholder={t('looker.value')}
      value={String(condition.value ?? '')}
      onChange={(e) => onChange({ ...condition, value: e.target.value })}
      data-testid="looker-filter-value"
    />
  );
}

/** The looker's conditions: a field, any operator its value type allows, and the value that operator takes. */
export default function FiltersEditor({
  fields,
  filters,
  onChange,
}: {
  fields: readonly DatasetColumn[];
  filters: readonly FilterCondition[];
  onChange: (next: FilterCondition[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, next: FilterCondition) => onChange(filters.map((f, j) => (j === i ? next : f)));
  const pick = (i: number, key: string) => {
    const type = valueTypeOf(fields.find((f) => f.column_key === key));
    set(i, { key, value_type: type, operator: DEFAULT_OPERATORS[type] });
  };
  return (
    <div className="ts-looker-filters" data-testid="looker-filters">
      {filters.map((condition, i) => (
        <div className="ts-looker-filter" key={i}>
          <Space.Compact block>
            <Select
              style={{ width: '50%' }}
              aria-label={t('looker.field')}
              value={condition.key}
              options={fields.map((f) => ({ value: f.column_key, label: f.column_name }))}
              onChange={(key: string) => pick(i, key)}
              showSearch
              optionFilterProp="label"
            />
            <Select
              style={{ width: '50%' }}
              aria-label={t('looker.operator')}
              value={condition.operator}
              options={OPERATORS_BY_VALUE_TYPE[condition.value_type].map((op) => ({
                value: op,
                label: t(`looker.operators.${op}`),
              }))}
              onChange={(operator: FilterCondition['operator']) =>
                set(i, { key: condition.key, value_type: condition.value_type, operator })
              }
              popupMatchSelectWidth={false}
            />
            <Tooltip title={t('looker.removeFilter')}>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('looker.removeFilter')}
                onClick={() => onChange(filters.filter((_, j) => j !== i))}
              />
            </Tooltip>
          </Space.Compact>
          <ValueInput condition={condition} onChange={(next) => set(i, next)} />
        </div>
      ))}
      <Button
        block
        type="dashed"
        size="small"
        icon={<PlusOutlined />}
        disabled={fields.length === 0}
        onClick={() => {
          const first = fields[0];
          const type = valueTypeOf(first);
          onChange([...filters, { key: first.column_key, value_type: type, operator: DEFAULT_OPERATORS[type] }]);
        }}
      >
        {t('looker.addFilter')}
      </Button>
    </div>
  );
}
