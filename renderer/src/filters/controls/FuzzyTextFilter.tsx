import { SearchOutlined } from '@ant-design/icons';
import { useText } from '../../i18n';
import type { FilterControlProps } from '../types';
import { TextBox } from './TextFilter';

/** Part of a text: rows whose value contains it (the filter's where_type, 'contains' by default, decides the match). */
export default function FuzzyTextFilter(props: FilterControlProps) {
  const t = useText();
  return <TextBox {...props} prefix={<SearchOutlined />} placeholder={t('filters.containsPlaceholder')} />;
}
