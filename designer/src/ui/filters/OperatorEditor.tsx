import { Form, InputNumber, Select } from 'antd';
import type { FilterOperator } from '@tessera/schema/dsl';
import { useText } from '../../i18n';
import { operatorsFor, valueTypeOf } from '../../kinds/filter-types';
import { useFilterAt, useFilterEdit } from './context';
import { SchemaLabel } from './fields';

/** The default N of "in the past N days" (spec section 5). */
const PAST_DAYS = 7;

/** The operator, among those of the filter's value type only (spec section 5), and N for "past N days". */
export default function OperatorEditor() {
  const t = useText();
  const { filter } = useFilterAt();
  const { change } = useFilterEdit();
  const operators = operatorsFor(valueTypeOf(filter));
  return (
    <>
      <Form.Item label={<SchemaLabel field="where_type" label="filters.operator" />}>
        <Select<FilterOperator>
          value={filter.where_type}
          data-testid="filter-operator"
          popupMatchSelectWidth={false}
          options={operators.map((op) => ({ value: op, label: t(`filters.op_${op}`) }))}
          onChange={(op) =>
            change('filters.operator', (d) => {
              d.where_type = op;
              if (op === 'past_n_days') d.filter_value ??= PAST_DAYS;
              else if (d.filter_value !== undefined && filter.where_type === 'past_n_days') delete d.filter_value;
            })
          }
        />
      </Form.Item>
      {filter.where_type === 'past_n_days' && (
        <Form.Item label={t('filters.pastDays')}>
          <InputNumber
            min={1}
            precision={0}
            value={typeof filter.filter_value === 'number' ? filter.filter_value : PAST_DAYS}
            data-testid="filter-past-days"
            onChange={(n) =>
              change('filters.pastDays', (d) => {
                d.filter_value = n ?? PAST_DAYS;
              })
            }
          />
        </Form.Item>
      )}
    </>
  );
}
