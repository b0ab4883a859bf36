import type { Filter } from '../dsl';

/** The answer of `save-filter-list`: the filters now in the draft of the section or of the page. */
export interface FilterListSaved {
  diagram_id?: number;
  page_id?: number;
  filter_config_model_list: Filter[];
}
