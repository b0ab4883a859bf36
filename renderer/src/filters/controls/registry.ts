import type { ComponentType } from 'react';
import type { FilterType } from '@tessera/schema';
import type { FilterControlProps } from '../types';
import BetweenFilter from './BetweenFilter';
import DatepickerFilter from './DatepickerFilter';
import FuzzyTextFilter from './FuzzyTextFilter';
import InputFilter from './InputFilter';
import RadioFilter from './RadioFilter';
import SelectFilter from './SelectFilter';
import TabFilter from './TabFilter';
import TextFilter from './TextFilter';
import TreeSelectFilter from './TreeSelectFilter';

/** The control of each filter type (spec section 3 "Filter types"); a filter without a type is a select. */
export const FILTER_CONTROLS: Record<FilterType, ComponentType<FilterControlProps>> = {
  select: SelectFilter,
  datepicker: DatepickerFilter,
  text: TextFilter,
  fuzzytext: FuzzyTextFilter,
  tab: TabFilter,
  radio: RadioFilter,
  treeselect: TreeSelectFilter,
  between: BetweenFilter,
  input: InputFilter,
};
