import { Form, InputNumber, Space } from 'antd';
import { useText } from '../../i18n';
import { useFilterAt, useFilterEdit } from './context';

/** The bounds of a between filter; either may stay open (null). */
export default function RangeEditor() {
  const t = useText();
  const { filter } = useFilterAt();
  const { change } = useFilterEdit();
  const range = filter.range ?? { start: null, end: null };
  const bound = (side: 'start' | 'end') => (
    <InputNumber
      value={typeof range[side] === 'number' ? range[side] : null}
      placeholder={t(side === 'start' ? 'filters.rangeStart' : 'filters.rangeEnd')}
      data-testid={`filter-range-${side}`}
      onChange={(n) => change('filters.range', (d) => void ((d.range ??= { start: null, end: null })[side] = n))}
    />
  );
  return (
    <Form.Item label={t('filters.range')}>
      <Space>
        {bound('start')}
        {bound('end')}
      </Space>
    </Form.Item>
  );
}
