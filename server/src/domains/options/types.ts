import type { SelectOptionItem } from '@tessera/schema/api';

// The records the calls answer are wire shapes the web reads too: they live in @tessera/schema/api.
export type {
  GlobalColumnRecord,
  GlobalSelectOptionRecord,
  SelectDiyConfig,
  SelectDiyRecord,
  SelectDiySource,
  SelectOptionItem,
} from '@tessera/schema/api';
export { SELECT_DIY_SOURCES } from '@tessera/schema/api';

/** What filter_values.values holds: the options (and optionally the defaults) that replace the published ones. */
export interface SavedFilterValues {
  values: SelectOptionItem[];
  default_value?: string | number | null;
  default_value_list?: (string | number)[];
}

/**
 * `POST /customize/filter/values/get-update`: one filter's saved values. `values` null: nothing saved, the
 * published config applies.
 */
export interface FilterValuesRecord {
  diagram_id: number;
  filter_key: string;
  values: SelectOptionItem[] | null;
  default_value?: string | number | null;
  default_value_list?: (string | number)[];
  updated_by: number | null;
  updated_at: string | null;
}
