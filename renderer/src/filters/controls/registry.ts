import { lazy, type ComponentType } from 'react';
import type { FilterType } from '@tessera/schema/dsl';
import type { FilterControlProps } from '../types';
import DatepickerFilter from './DatepickerFilter';
import FuzzyTextFilter from './FuzzyTextFilter';
import SelectFilter from './SelectFilter';
import TextFilter from './TextFilter';

/**
 * The control of each filter type (spec section 3 "Filter types"); a filter without a type is a select.
 * Selects and date pickers sit on nearly every page and load with it. Tabs, radios, the tree select and the number
 * inputs are rare and bring their own antd parts (segmented, radio, the tree, the decimal input), so they load only on
 * a page that has one.
 */
export const FILTER_CONTROLS: Record<FilterType, ComponentType<FilterControlProps>> = {
  select: SelectFilter,
  datepicker: DatepickerFilter,
  text: TextFilter,
  fuzzytext: FuzzyTextFilter,
  tab: lazy(() => import('./TabFilter')),
  radio: lazy(() => import('./RadioFilter')),
  treeselect: lazy(() => import('./TreeSelectFilter')),
  between: lazy(() => import('./BetweenFilter')),
  input: lazy(() => import('./InputFilter')),
};
