/** Options (spec section 7 "Global columns and select-diy", "Global select options"): what the calls answer. */
import type { Aggregate, ColumnType, Formatter } from '../dsl';

/** One option of a list: the label shown and the value sent in queries (spec "Global select option": name, value). */
export interface SelectOptionItem {
  name: string;
  value: string | number;
  /** The option's English name, where one was given (saved filter values). */
  i18n?: { en?: { name?: string } };
}

/** A reusable column definition (`/customize/global-column/*`). */
export interface GlobalColumnRecord {
  id: number;
  /** null: shared by every app. */
  app_id: number | null;
  column_key: string;
  column_name: string;
  column_type: ColumnType;
  formatter: Formatter | null;
  aggregate: Aggregate | null;
  description: string | null;
  created_at: string;
  updated_at: string;
}

/** A global select option list (`/customize/common/global-select-config/*`). */
export interface GlobalSelectOptionRecord {
  id: number;
  /** null: shared by every app. */
  app_id: number | null;
  key: string;
  name: string;
  values: SelectOptionItem[];
  created_at: string;
  updated_at: string;
}

/** Where a custom select's options come from: typed in, or the distinct values of a dataset column. */
export type SelectDiySource = 'manual' | 'dataset';
export const SELECT_DIY_SOURCES: readonly SelectDiySource[] = ['manual', 'dataset'];

/**
 * A custom select's source and its saved values. `manual`: `values` ARE the options. `dataset`: the column
 * (`column_key`, labels from `name_column_key` when set) of a dataset of the same app, and `values` is the snapshot
 * of its options the designer last saved (`select/value/save`) — reading never queries the dataset.
 */
export interface SelectDiyConfig {
  source: SelectDiySource;
  data_set_id: number | null;
  column_key: string | null;
  name_column_key: string | null;
  values: SelectOptionItem[];
}

/** A custom select (`/select-diy/*`). */
export interface SelectDiyRecord {
  id: number;
  app_id: number;
  key: string;
  name: string;
  config: SelectDiyConfig;
  created_at: string;
  updated_at: string;
}
