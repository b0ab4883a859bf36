import { InputNumber } from 'antd';
import { currentFilterValue } from '@tessera/schema/rules';
import { useText } from '../../i18n';
import type { FilterControlProps } from '../types';
import { numberOf } from './InputFilter';
import { useTyped } from './useTyped';

interface Bounds {
  start: number | null;
  end: number | null;
}

/** The bounds of a between value ({start, end} or [min, max]). */
function boundsOf(value: unknown): Bounds {
  if (Array.isArray(value)) return { start: numberOf(value[0]), end: numberOf(value[1]) };
  if (typeof value === 'object' && value !== null) {
    const { start, end } = value as { start?: unknown; end?: unknown };
    return { start: numberOf(start), end: numberOf(end) };
  }
  return { start: null, end: null };
}

/** A numeric range: a minimum and a maximum, either of which may stay empty. */
export default function BetweenFilter({ filter, values, onChange, onInput, disabled }: FilterControlProps) {
  const t = useText();
  const typed = useTyped(onInput, onChange);
  const bounds = boundsOf(currentFilterValue(filter, values));
  const bound = (side: keyof Bounds, placeholder: string) => (
    <InputNumber
      value={bounds[side]}
      onChange={(value) => typed.input({ ...bounds, [side]: numberOf(value) })}
      onPressEnter={typed.commit}
      onBlur={typed.commit}
      disabled={disabled}
      placeholder={placeholder}
      aria-label={placeholder}
      style={{ width: 110 }}
    />
  );
  return (
    <span className="ts-filter-between" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {bound('start', t('filters.min'))}
      <span>{t('filters.rangeSeparator')}</span>
      {bound('end', t('filters.max'))}
    </span>
  );
}
