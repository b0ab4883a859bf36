import { sideTabOf } from '../../src/ui/side-tabs';

describe("the side tab of a problem's field", () => {
  it.each([
    ['/global_filters/0/where_type', 'filters'],
    ['/sections/2/filter_config_model_list/1/class_en', 'filters'],
    ['/sections/0/data_set_id', 'data'],
    ['/sections/0/column_config_model_list/1/column_type', 'data'],
    ['/sections/3/chart_config/height', 'settings'],
    ['/sections/3/table_config/columns/0/column_key', 'settings'],
    ['/layout/items/0', null],
    ['', null],
  ])('%s → %s', (pointer, tab) => {
    expect(sideTabOf(pointer)).toBe(tab);
  });
});
