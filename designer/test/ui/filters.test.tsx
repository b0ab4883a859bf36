import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReportClient } from '@tessera/renderer';
import { FILTER_TYPES, type Filter, type FilterType } from '@tessera/schema/dsl';
import { filtersIn } from '../../src/commands/filters';
import type { DatasetSource } from '../../src/datasets/source';
import { describeEdit } from '../../src/edit/description';
import { createDesignerStore, type DesignerStore } from '../../src/edit/store';
import { FILTER_TYPE_TRAITS, filterScaffold } from '../../src/kinds/filter-types';
import PageDesigner from '../../src/ui/PageDesigner';
import type { FilterSources } from '../../src/ui/filters/sources';
import { FIELDS } from '../datasets';
import { pageOf } from '../fixtures';

const client = {} as ReportClient;
const datasets: DatasetSource = {
  list: () => Promise.resolve([{ id: 1, name: '浏览日报' }]),
  fields: () => Promise.resolve(Object.values(FIELDS)),
};
const sources: FilterSources = {
  connections: () => Promise.resolve([{ id: 7, name: '演示库' }]),
  globalSelects: () => Promise.resolve([{ id: 3, name: '推送类型' }]),
};

const S1 = { section: 's1' } as const;
const filters = (store: DesignerStore) => filtersIn(store.getState().doc, S1);
const history = (store: DesignerStore) => store.getState().past.map((e) => describeEdit(e.description, 'zh'));

/** The designer with section s1 selected, once the section's dataset fields have loaded. */
async function mount(sectionFilters: Filter[], lang: 'zh' | 'en' = 'zh', pages = 1): Promise<DesignerStore> {
  const page = pageOf(pages);
  page.sections[0].filter_config_model_list = sectionFilters;
  const store = createDesignerStore(page);
  render(<PageDesigner store={store} client={client} lang={lang} datasets={datasets} filterSources={sources} />);
  showFilters();
  act(() => store.getState().select('s1'));
  await screen.findAllByTestId('field-item');
  return store;
}

/** The filters have a tab of their own in the side column. */
const showFilters = () => fireEvent.click(screen.getByTestId('side-tab-filters'));

const items = (list = 'section-filters') => within(screen.getByTestId(list)).queryAllByTestId('filter-item');
const open = (index: number, list = 'section-filters') =>
  fireEvent.click(within(items(list)[index]).getByTestId('filter-open'));
const editor = () => screen.getByTestId('filter-editor');

/** Opens the antd select with that test id (within the editor) and picks the option with that label. */
async function pick(testId: string, label: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const option = await waitFor(() => {
    const open = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    const found = [...open].flatMap((d) => [...d.querySelectorAll<HTMLElement>('.ant-select-item-option')]);
    const hit = found.find((o) => o.getAttribute('title') === label);
    if (!hit) throw new Error(`no option ${label}`);
    return hit;
  });
  fireEvent.click(option);
}

describe('the filter panel', () => {
  it('asks for a section, then adds filters by type as described steps, reorders and deletes them', async () => {
    const page = pageOf(1);
    const store = createDesignerStore(page);
    render(<PageDesigner store={store} client={client} lang="zh" datasets={datasets} filterSources={sources} />);
    showFilters();
    expect(screen.getByTestId('filters-panel').textContent).toContain('选中一个区块来设置它的筛选');
    act(() => store.getState().select('s1'));
    await screen.findAllByTestId('field-item');

    await pick('section-filters-type', '日期');
    fireEvent.click(screen.getByTestId('section-filters-add'));
    await pick('section-filters-type', '下拉选择');
    fireEvent.click(screen.getByTestId('section-filters-add'));
    // Each new filter takes a fitting field of the section's dataset: a date column for the date picker.
    expect(filters(store).map((f) => [f.type, f.class_en, f.name])).toEqual([
      ['datepicker', 'dt', '日期'],
      ['select', 'country', '国家'],
    ]);
    expect(editor()).toBeTruthy(); // the new filter opens

    fireEvent.click(within(items()[1]).getByRole('button', { name: '上移' }));
    expect(filters(store).map((f) => f.class_en)).toEqual(['country', 'dt']);
    fireEvent.click(within(items()[0]).getByTestId('filter-remove'));
    expect(filters(store).map((f) => f.class_en)).toEqual(['dt']);
    expect(history(store)).toEqual(['添加筛选 日期', '添加筛选 国家', '调整筛选 国家 的顺序', '删除筛选 国家']);
  });

  it.each(FILTER_TYPES)('shows the settings a %s filter has, and only those', async (type: FilterType) => {
    await mount([filterScaffold(type, '筛选', 'country')]);
    open(0);
    const traits = FILTER_TYPE_TRAITS[type];
    const has = (id: string) => within(editor()).queryByTestId(id) !== null;
    expect(has('filter-datepicker')).toBe(traits.datepicker);
    expect(has('filter-option-source')).toBe(traits.options);
    expect(has('filter-linked')).toBe(traits.linkable);
    expect(has('filter-range-start')).toBe(traits.range);
    expect(has('filter-flag-is_multi')).toBe(traits.options);
    expect(has('filter-flag-can_delete_time')).toBe(traits.datepicker);
    for (const always of ['filter-name', 'filter-key', 'filter-type', 'filter-operator', 'filter-belonging'])
      expect(has(always)).toBe(true);
  });

  it("offers the operators of the filter's value type only; past N days asks for N", async () => {
    const store = await mount([filterScaffold('datepicker', '日期', 'dt')]);
    open(0);
    fireEvent.mouseDown(within(screen.getByTestId('filter-operator')).getByRole('combobox'));
    const listed = await screen.findAllByRole('option');
    expect(listed).toHaveLength(11);
    expect(screen.queryByTitle('包含')).toBeNull();
    fireEvent.click(screen.getByTitle('最近 N 天'));
    expect(filters(store)[0]).toMatchObject({ where_type: 'past_n_days', filter_value: 7 });
    expect(screen.getByTestId('filter-past-days')).toBeTruthy();
    expect(history(store)).toEqual(['筛选 日期 的运算符已修改']);
  });

  it('edits the date picker: date type, quick selects, default, max date and max range', async () => {
    const store = await mount([filterScaffold('datepicker', '日期', 'dt')]);
    open(0);
    await pick('filter-date-type', '月');
    fireEvent.click(within(screen.getByTestId('filter-quick-select')).getByLabelText('最近 30 天'));
    fireEvent.click(within(screen.getByTestId('filter-quick-select')).getByLabelText('今天'));
    await pick('filter-default-date', '昨天');
    fireEvent.click(within(screen.getByTestId('filter-max-date-kind')).getByLabelText('指定日期'));
    fireEvent.change(screen.getByTestId('filter-max-date'), { target: { value: '2024-06-30' } });
    fireEvent.change(screen.getByTestId('filter-max-range'), { target: { value: '31' } });
    expect(filters(store)[0].datepicker_options).toEqual({
      date_type: 'month',
      default_config_value: 'yesterday',
      quick_select_date: ['today', 'past_30_days'],
      max_date: '2024-06-30',
      max_date_range: 31,
    });
    fireEvent.click(within(screen.getByTestId('filter-max-date-kind')).getByLabelText('今天'));
    expect(filters(store)[0].datepicker_options?.max_date).toBeUndefined();
  });

  it('takes options from fixed values typed as one step per focus, a global select option or SQL on a connection', async () => {
    const store = await mount([filterScaffold('select', '国家', 'country')]);
    open(0);
    fireEvent.click(screen.getByTestId('filter-source-manual'));
    fireEvent.click(screen.getByTestId('filter-option-add'));
    const name = screen.getByTestId('filter-option-name-0');
    for (const text of ['中', '中国']) fireEvent.change(name, { target: { value: text } });
    fireEvent.blur(name);
    fireEvent.change(screen.getByTestId('filter-option-value-0'), { target: { value: 'cn' } });
    expect(filters(store)[0]).toMatchObject({
      get_field_value_type: 'manual',
      values: [{ name: '中国', value: 'cn' }],
    });
    expect(history(store)).toEqual([
      '筛选 国家 的选项来源已修改',
      '筛选 国家 的选项来源已修改',
      '筛选 国家 的选项来源已修改',
      '筛选 国家 的选项来源已修改',
    ]);

    fireEvent.click(screen.getByTestId('filter-source-global'));
    await pick('filter-global-select', '推送类型');
    expect(filters(store)[0]).toMatchObject({ map_id: 3, get_field_value_type: 'dynamic' });
    expect(filters(store)[0].values).toBeUndefined();

    fireEvent.click(screen.getByTestId('filter-source-sql'));
    await pick('filter-connection', '演示库');
    fireEvent.change(screen.getByTestId('filter-select-sql'), { target: { value: 'SELECT country FROM t' } });
    expect(filters(store)[0]).toMatchObject({
      get_field_value_type: 'dynamic',
      sql_db_id: 7,
      select_sql: 'SELECT country FROM t',
    });
    expect(filters(store)[0].map_id).toBeUndefined();
  });

  it('links a select to its parent (the filter before it, or one picked by key)', async () => {
    const store = await mount([
      filterScaffold('select', '国家', 'country'),
      filterScaffold('select', '应用', 'app'),
      filterScaffold('select', '小时', 'hour'),
    ]);
    open(2);
    fireEvent.click(screen.getByTestId('filter-interlock'));
    expect(filters(store)[2]).toMatchObject({ is_interlock: 1, filter_key: 'app' });
    await pick('filter-parent', '国家 (country)');
    expect(filters(store)[2].filter_key).toBe('country');
    await pick('filter-parent', '前一个筛选');
    expect(filters(store)[2].filter_key).toBeUndefined();
    fireEvent.click(screen.getByTestId('filter-interlock'));
    expect(filters(store)[2].is_interlock).toBeUndefined();
  });

  it('sets every flag from the schema, between bounds, value type and placement', async () => {
    const { is_show: _shown, is_control_query: _sent, ...unset } = filterScaffold('between', '浏览量', 'pv');
    const store = await mount([unset]);
    open(0);
    // Absent, these two are on for the filter bar and the query: the switches say so.
    expect(screen.getByTestId('filter-flag-is_show').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('filter-flag-is_control_query').getAttribute('aria-checked')).toBe('true');
    for (const flag of ['is_reset', 'is_fixed', 'is_show']) fireEvent.click(screen.getByTestId(`filter-flag-${flag}`));
    expect(filters(store)[0]).toMatchObject({ is_reset: 1, is_fixed: 1, is_show: 0 });
    fireEvent.change(screen.getByTestId('filter-range-start'), { target: { value: '10' } });
    expect(filters(store)[0].range).toEqual({ start: 10, end: null });
    await pick('filter-belonging', '表格');
    expect(filters(store)[0].belonging_to).toBe('table');
    await pick('filter-trigger', '点击查询时');
    expect(filters(store)[0].trigger).toBe('click');
    // The key is picked among the dataset's fields once they loaded.
    await pick('filter-key', '访客数 (uv)');
    expect(filters(store)[0].class_en).toBe('uv');
    await pick('filter-type', '文本');
    await pick('filter-value-type', '文本');
    expect(filters(store)[0]).toMatchObject({ type: 'text', filter_type: 'string', where_type: 'eq' });
    expect(filters(store)[0].range).toBeUndefined();
  });

  it('edits the values and defaults: default, fixed values, child value, name way and the extra condition', async () => {
    const store = await mount([
      { ...filterScaffold('select', '浏览量', 'pv'), filter_type: 'indicator', where_type: 'eq' },
    ]);
    open(0);
    const values = screen.getByTestId('filter-values');
    expect(values.textContent).toContain('值与默认值');
    // A single default, typed: a number for a filter that compares numbers; one step for the whole typing.
    fireEvent.change(within(values).getByTestId('filter-default'), { target: { value: '1' } });
    fireEvent.change(within(values).getByTestId('filter-default'), { target: { value: '100' } });
    fireEvent.blur(within(values).getByTestId('filter-default'));
    expect(filters(store)[0].default_value).toBe(100);
    // Lists of values are typed as tags (Enter after each).
    const tag = (testId: string, text: string) => {
      const input = within(within(values).getByTestId(testId)).getByRole('combobox');
      fireEvent.change(input, { target: { value: text } });
      fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    };
    tag('filter-fixed-values', '10');
    // Several at once, separated by commas (as pasted).
    fireEvent.change(within(within(values).getByTestId('filter-fixed-values')).getByRole('combobox'), {
      target: { value: '20,30,' },
    });
    expect(filters(store)[0].fixed_values).toEqual([10, 20, 30]);
    tag('filter-child-value', '7');
    expect(filters(store)[0].child_value).toEqual([7]);
    await pick('filter-name-way', '手动填写');
    expect(filters(store)[0].name_way).toBe('manual');
    fireEvent.change(within(values).getByTestId('filter-where'), { target: { value: 'pv > 0' } });
    expect(filters(store)[0].where_condition).toBe('pv > 0');
    fireEvent.change(within(values).getByTestId('filter-where'), { target: { value: '' } });
    expect(filters(store)[0].where_condition).toBeUndefined();
    expect(history(store)).toEqual([
      '筛选 浏览量 的默认值已修改',
      '筛选 浏览量 的固定值（各自作为选项名）已修改',
      '筛选 浏览量 的固定值（各自作为选项名）已修改',
      '筛选 浏览量 的传给联动下级的值已修改',
      '筛选 浏览量 的选项名来源已修改',
      '筛选 浏览量 的附加条件已修改',
    ]);

    // A multi filter's default is a list; a date picker has its own default and no option fields.
    fireEvent.click(screen.getByTestId('filter-flag-is_multi'));
    tag('filter-default-list', '5');
    expect(filters(store)[0].default_value_list).toEqual([5]);
    await pick('filter-type', '日期');
    expect(within(screen.getByTestId('filter-values')).queryByTestId('filter-default')).toBeNull();
    expect(within(screen.getByTestId('filter-values')).queryByTestId('filter-fixed-values')).toBeNull();
    expect(filters(store)[0]).not.toHaveProperty('fixed_values');
    expect(filters(store)[0]).not.toHaveProperty('name_way');
  });

  it('shows which sections a global filter overrides, in English too', () => {
    const page = pageOf(2);
    page.sections[0].filter_config_model_list = [filterScaffold('select', '国家', 'country')];
    page.global_filters = [filterScaffold('select', 'Country', 'country'), filterScaffold('select', 'App', 'app')];
    const store = createDesignerStore(page);
    render(<PageDesigner store={store} client={client} lang="en" filterSources={sources} />);
    showFilters();
    open(0, 'global-filters');
    expect(screen.getByTestId('filter-overrides').textContent).toBe('Overrides sections:区块 1');
    open(0, 'global-filters');
    open(1, 'global-filters');
    expect(screen.getByTestId('filter-overrides').textContent).toBe(
      'No section has a filter with this key: it overrides none',
    );
    expect(screen.getByTestId('filters-panel').textContent).toContain('Global filters');
  });
});
