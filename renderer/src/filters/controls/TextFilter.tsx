import type { ReactNode } from 'react';
import { Input } from 'antd';
import { currentFilterValue } from '@tessera/schema/rules';
import { useText } from '../../i18n';
import type { FilterControlProps } from '../types';
import { useTyped } from './useTyped';

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** A text box committed on Enter or leaving it; text and fuzzy text differ only in their hint and icon. */
export function TextBox({
  filter,
  values,
  onChange,
  onInput,
  disabled,
  placeholder,
  prefix,
}: FilterControlProps & { placeholder: string; prefix?: ReactNode }) {
  const typed = useTyped(onInput, onChange);
  return (
    <Input
      prefix={prefix}
      value={textOf(currentFilterValue(filter, values))}
      onChange={(event) => typed.input(event.target.value)}
      onPressEnter={typed.commit}
      onBlur={typed.commit}
      onClear={() => onChange('')}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: 180 }}
    />
  );
}

/** Free text, compared with the filter's operator. */
export default function TextFilter(props: FilterControlProps) {
  const t = useText();
  return <TextBox {...props} placeholder={t('filters.textPlaceholder')} />;
}
