import { InputNumber } from 'antd';
import { currentFilterValue } from '@tessera/schema/rules';
import { useText } from '../../i18n';
import type { FilterControlProps } from '../types';
import TextFilter from './TextFilter';
import { useTyped } from './useTyped';

export const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

/** A typed value: a number for an indicator filter, text otherwise. */
export default function InputFilter(props: FilterControlProps) {
  return props.filter.filter_type === 'indicator' ? <NumberInput {...props} /> : <TextFilter {...props} />;
}

function NumberInput({ filter, values, onChange, onInput, disabled }: FilterControlProps) {
  const t = useText();
  const typed = useTyped(onInput, onChange);
  return (
    <InputNumber
      value={numberOf(currentFilterValue(filter, values))}
      onChange={(value) => typed.input(value)}
      onPressEnter={typed.commit}
      onBlur={typed.commit}
      disabled={disabled}
      placeholder={t('filters.numberPlaceholder')}
      style={{ width: 140 }}
    />
  );
}
