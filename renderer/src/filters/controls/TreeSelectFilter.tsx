import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import { currentFilterValue, isAllOption, isFlagOn } from '@tessera/schema/rules';
import { useText } from '../../i18n';
import { useFilterOptions } from '../options/useFilterOptions';
import { chosenOptions, nodeOfValue, optionTree, singleChoice } from '../tree/optionTree';
import type { FilterControlProps } from '../types';
import { choiceView, multiChoice } from './choice';

/**
 * Options as a tree of their '/'-separated value paths (see optionTree); checkboxes with is_multi. Choosing a
 * node means every option under it: the value holds those options, and the tree shows the node as chosen.
 */
export default function TreeSelectFilter({ filter, values, onChange, disabled, source }: FilterControlProps) {
  const t = useText();
  const { options, loading, onSearch } = useFilterOptions(filter, source);
  const view = choiceView(filter, values, options, t('filters.all'));
  const tree = useMemo(() => optionTree(view.options), [view.options]);
  const multi = isFlagOn(filter.is_multi);
  const current = currentFilterValue(filter, values);
  const shown = multi || isAllOption(current) ? view.value : (nodeOfValue(tree, current ?? undefined) ?? null);
  return (
    <TreeSelect
      className="ts-filter-tree"
      treeData={tree}
      value={shown}
      treeCheckable={multi}
      multiple={multi}
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      onChange={(next: unknown) => {
        if (multi)
          onChange(chosenOptions(tree, multiChoice(view.value as unknown[], (next as unknown[] | undefined) ?? [])));
        else onChange(next === undefined ? null : singleChoice(tree, next));
      }}
      disabled={disabled}
      loading={loading}
      allowClear
      showSearch
      treeNodeFilterProp="title"
      onSearch={onSearch}
      maxTagCount="responsive"
      // Nothing chosen restricts nothing: it reads 全部, as a filter set to the all option does.
      placeholder={t('filters.all')}
      notFoundContent={t('filters.noOptions')}
      popupMatchSelectWidth={false}
      style={{ minWidth: 180 }}
    />
  );
}
