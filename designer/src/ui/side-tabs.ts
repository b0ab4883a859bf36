/** The tabs of the side column: the selected section's data binding and settings, and the filters. */
export type SideTab = 'data' | 'settings' | 'filters';

/**
 * The side tab that holds the field a pointer names, for a problem's jump: filters (a section's or the page's),
 * the data binding (dataset and builder columns), else the section's settings; a page-level field stays put.
 */
export function sideTabOf(pointer: string): SideTab | null {
  if (/^\/global_filters(\/|$)/.test(pointer) || /^\/sections\/\d+\/filter_config_model_list(\/|$)/.test(pointer))
    return 'filters';
  if (/^\/sections\/\d+\/(data_set_id|column_config_model_list|diagram_sql_model)(\/|$)/.test(pointer)) return 'data';
  if (/^\/sections\/\d+\//.test(pointer)) return 'settings';
  return null;
}
