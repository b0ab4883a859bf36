import { Segmented } from 'antd';
import { useText } from '../../i18n';
import { useFilterOptions } from '../options/useFilterOptions';
import type { FilterControlProps } from '../types';
import { choiceView } from './choice';

/** One option at a time, as tabs. Nothing is highlighted while none is chosen (no condition is sent then). */
export default function TabFilter({ filter, values, onChange, disabled, source }: FilterControlProps) {
  const t = useText();
  const { options } = useFilterOptions(filter, source);
  const view = choiceView(filter, values, options, t('filters.all'));
  const value: unknown = Array.isArray(view.value) ? view.value[0] : view.value;
  return (
    <Segmented
      // null (not undefined) keeps it controlled: undefined would highlight the first tab while none is chosen.
      value={(value ?? null) as string | number}
      options={view.options.map((option) => ({ label: option.name, value: option.value }))}
      onChange={(next) => onChange(next)}
      disabled={disabled}
    />
  );
}
