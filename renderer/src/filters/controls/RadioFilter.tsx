import { Radio } from 'antd';
import { useText } from '../../i18n';
import { useFilterOptions } from '../options/useFilterOptions';
import type { FilterControlProps } from '../types';
import { choiceView } from './choice';

/** One option at a time, as a row of buttons. */
export default function RadioFilter({ filter, values, onChange, disabled, source }: FilterControlProps) {
  const t = useText();
  const { options } = useFilterOptions(filter, source);
  const view = choiceView(filter, values, options, t('filters.all'));
  const value: unknown = Array.isArray(view.value) ? view.value[0] : view.value;
  return (
    <Radio.Group
      optionType="button"
      buttonStyle="solid"
      value={value ?? null}
      options={view.options.map((option) => ({ label: option.name, value: option.value }))}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
    />
  );
}
