import type { LookerConfig, LookerSavedReport } from '../dsl/looker';

/** A stored looker config as lists show it (`/looker/config/search`, `/looker/page/list`). */
export interface LookerSummary {
  id: number;
  app_id: number;
  data_set_id: number;
  title: string;
  description: string;
  remark: string;
  /** Place in the app's looker list (`/looker/page/update/position`). */
  position: number;
  /** Pages the view was saved to. */
  save_reports: LookerSavedReport[];
  created_by: string;
  updated_at: string;
  /** The caller may change or delete it (its author, or an admin). */
  can_edit: boolean;
}

/** `/looker/config/looker-detail` and the answer of save-or-update: the summary and the whole config. */
export interface LookerDetail extends LookerSummary {
  config: LookerConfig;
}

/** A viewer's saved filter values on a url (`/viewer/filter/value/get-or-update`); `values` null when none. */
export interface ViewerFilterValues {
  url: string;
  values: Record<string, unknown> | null;
  updated_at: string | null;
}
