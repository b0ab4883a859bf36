import { Select } from 'antd';
import { isFlagOn } from '@tessera/schema/rules';
import { useText } from '../../i18n';
import { useFilterOptions } from '../options/useFilterOptions';
import type { FilterControlProps } from '../types';
import { choiceView, multiChoice, type ChoiceView } from './choice';
import { MULTI_MIN_WIDTH, multiSelectWidth } from './multiWidth';

/** The names of a multi choice's chosen options, as its tags show them. */
function chosenNames(view: ChoiceView): string[] {
  const chosen = Array.isArray(view.value) ? view.value : [];
  return view.options.filter((option) => chosen.includes(option.value)).map((option) => option.name);
}

/** A dropdown (the default filter widget); multi-select with is_multi. Remote options are searched on the server. */
export default function SelectFilter({ filter, values, onChange, disabled, source }: FilterControlProps) {
  const t = useText();
  const { options, loading, onSearch } = useFilterOptions(filter, source);
  const view = choiceView(filter, values, options, t('filters.all'));
  const multi = isFlagOn(filter.is_multi);
  return (
    <Select
      className="ts-filter-select"
      mode={multi ? 'multiple' : undefined}
      value={view.value}
      options={view.options.map((option) => ({ label: option.name, value: option.value }))}
      onChange={(next: unknown) =>
        onChange(
          multi
            ? multiChoice(view.value as unknown[], (next as unknown[] | undefined) ?? [])
            : next === undefined
              ? null
              : next,
        )
      }
      disabled={disabled}
      loading={loading}
      allowClear
      showSearch
      filterOption={onSearch ? false : undefined}
      optionFilterProp="label"
      onSearch={onSearch}
      onOpenChange={(open) => {
        if (!open) onSearch?.('');
      }}
      maxTagCount="responsive"
      // Nothing chosen restricts nothing: it reads 全部, as a filter set to the all option does.
      placeholder={t('filters.all')}
      notFoundContent={t('filters.noOptions')}
      popupMatchSelectWidth={false}
      style={multi ? { width: multiSelectWidth(chosenNames(view)) } : { minWidth: MULTI_MIN_WIDTH }}
    />
  );
}
