import { Input } from 'antd';
import { currentFilterValue } from '@tessera/schema';
import { useText } from '../../i18n';
import type { FilterControlProps } from '../types';
import { useTyped } from './useTyped';

export const textOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** Free text, compared with the filter's operator. */
export default function TextFilter({ filter, values, onChange, onInput, disabled }: FilterControlProps) {
  const t = useText();
  const typed = useTyped(onInput, onChange);
  return (
    <Input
      value={textOf(currentFilterValue(filter, values))}
      onChange={(event) => typed.input(event.target.value)}
      onPressEnter={typed.commit}
      onBlur={typed.commit}
      onClear={() => onChange('')}
      allowClear
      disabled={disabled}
      placeholder={t('filters.textPlaceholder')}
      style={{ width: 180 }}
    />
  );
}
