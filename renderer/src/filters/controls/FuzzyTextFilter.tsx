import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { currentFilterValue } from '@tessera/schema';
import { useText } from '../../i18n';
import type { FilterControlProps } from '../types';
import { textOf } from './TextFilter';
import { useTyped } from './useTyped';

/** Part of a text: rows whose value contains it (the filter's where_type, 'contains', decides the match). */
export default function FuzzyTextFilter({ filter, values, onChange, onInput, disabled }: FilterControlProps) {
  const t = useText();
  const typed = useTyped(onInput, onChange);
  return (
    <Input
      prefix={<SearchOutlined />}
      value={textOf(currentFilterValue(filter, values))}
      onChange={(event) => typed.input(event.target.value)}
      onPressEnter={typed.commit}
      onBlur={typed.commit}
      onClear={() => onChange('')}
      allowClear
      disabled={disabled}
      placeholder={t('filters.containsPlaceholder')}
      style={{ width: 180 }}
    />
  );
}
