import { FILTER_TYPES, OPERATORS_BY_VALUE_TYPE, type Filter, type Page } from '@tessera/schema/dsl';
import { validateDocument } from '@tessera/schema/validate';
import {
  addFilter,
  changeFilter,
  filtersIn,
  moveFilter,
  optionSourceOf,
  overriddenSections,
  removeFilter,
  setFilterKey,
  setFilterType,
  setOptionSource,
  type FilterScope,
} from '../../src/commands/filters';
import { describeEdit } from '../../src/edit/description';
import { createDesignerStore, type DesignerStore } from '../../src/edit/store';
import { FILTER_TYPE_TRAITS, filterScaffold, retyped } from '../../src/kinds/filter-types';
import { pageOf } from '../fixtures';

const S1: FilterScope = { section: 's1' };
const history = (store: DesignerStore, lang: 'zh' | 'en' = 'zh') =>
  store.getState().past.map((e) => describeEdit(e.description, lang));
const filters = (store: DesignerStore, scope: FilterScope = S1) => filtersIn(store.getState().doc, scope);

/** The page with its filters checked by the schema and the semantic rules (operators by value type included). */
const errorsOf = (doc: Page) => validateDocument('page', doc).issues.filter((i) => i.severity === 'error');

describe('filter types', () => {
  it.each(FILTER_TYPES)('a new %s filter is a valid document with an operator of its value type', (type) => {
    const filter = filterScaffold(type, '筛选', type === 'datepicker' ? 'dt' : 'country');
    const traits = FILTER_TYPE_TRAITS[type];
    expect(filter.type).toBe(type);
    expect(traits.valueTypes).toContain(filter.filter_type);
    expect(OPERATORS_BY_VALUE_TYPE[filter.filter_type!]).toContain(filter.where_type);
    expect(filter.datepicker_options !== undefined).toBe(traits.datepicker);
    expect(filter.range !== undefined).toBe(traits.range);
    expect(filter.get_field_value_type !== undefined).toBe(traits.options);
    const page = pageOf(1);
    page.sections[0].filter_config_model_list = [filter];
    expect(errorsOf(page)).toEqual([]);
  });

  it.each(FILTER_TYPES.flatMap((from) => FILTER_TYPES.map((to) => [from, to] as const)))(
    'retyping %s to %s keeps a valid filter without the old type settings',
    (from, to) => {
      const start: Filter = {
        ...filterScaffold(from, '筛选', 'country'),
        ...(FILTER_TYPE_TRAITS[from].options ? { values: [{ name: '中国', value: 'cn' }] } : {}),
      };
      const next = retyped(start, to);
      const traits = FILTER_TYPE_TRAITS[to];
      expect(next.type).toBe(to);
      expect(OPERATORS_BY_VALUE_TYPE[next.filter_type!]).toContain(next.where_type);
      expect(next.datepicker_options !== undefined).toBe(traits.datepicker);
      expect(next.range !== undefined).toBe(traits.range);
      if (!traits.options) expect(next.values).toBeUndefined();
      const page = pageOf(1);
      page.sections[0].filter_config_model_list = [next];
      expect(errorsOf(page)).toEqual([]);
    },
  );
});

describe('filter commands', () => {
  it('adds, reorders and removes filters, each one described step that undoes', () => {
    const store = createDesignerStore(pageOf(1));
    const before = store.getState().doc;
    addFilter(store, S1, 'datepicker', 'zh', { key: 'dt', name: '日期' });
    addFilter(store, S1, 'select', 'zh', { key: 'country', name: '国家' });
    addFilter(store, S1, 'select', 'zh');
    expect(filters(store).map((f) => f.class_en)).toEqual(['dt', 'country', 'field']);
    expect(filters(store)[2].name).toBe('下拉选择');
    moveFilter(store, S1, 1, 0);
    expect(filters(store).map((f) => f.class_en)).toEqual(['country', 'dt', 'field']);
    removeFilter(store, S1, 2);
    expect(history(store)).toEqual([
      '添加筛选 日期',
      '添加筛选 国家',
      '添加筛选 下拉选择',
      '调整筛选 国家 的顺序',
      '删除筛选 下拉选择',
    ]);
    expect(history(store, 'en')[0]).toBe('Add filter 日期');
    for (let i = 0; i < 5; i++) store.getState().undo();
    expect(store.getState().doc).toEqual(before);
  });

  it('gives a second filter on the same column its own key', () => {
    const store = createDesignerStore(pageOf(1));
    addFilter(store, S1, 'select', 'zh', { key: 'country', name: '国家' });
    addFilter(store, S1, 'radio', 'zh', { key: 'country', name: '国家' });
    expect(filters(store).map((f) => f.class_en)).toEqual(['country', 'country_2']);
  });

  it('adds global filters to the page and lists the sections each one overrides', () => {
    const store = createDesignerStore(pageOf(3));
    addFilter(store, S1, 'select', 'zh', { key: 'country', name: '国家' });
    addFilter(store, { section: 's3' }, 'select', 'zh', { key: 'country', name: '国家' });
    addFilter(store, 'global', 'select', 'zh', { key: 'country', name: '国家' });
    const global = filters(store, 'global')[0];
    expect(overriddenSections(store.getState().doc, global)).toEqual(['区块 1', '区块 3']);
    expect(overriddenSections(store.getState().doc, { ...global, class_en: 'app' })).toEqual([]);
  });

  it('types into one field as one step per focus, and a type change applies its resets in one step', () => {
    const store = createDesignerStore(pageOf(1));
    addFilter(store, S1, 'select', 'zh', { key: 'country', name: '国家' });
    for (const name of ['国', '国家', '国家地区'])
      changeFilter(store, S1, 0, 'filters.name', (d) => void (d.name = name), { typing: 'name' });
    store.getState().endTyping();
    changeFilter(store, S1, 0, 'filters.name', (d) => void (d.name = '地区'), { typing: 'name' });
    expect(history(store)).toEqual(['添加筛选 国家', '筛选 国家地区 的名称已修改', '筛选 地区 的名称已修改']);

    setFilterType(store, S1, 0, 'datepicker');
    const date = filters(store)[0];
    expect(date).toMatchObject({ type: 'datepicker', filter_type: 'date', where_type: 'date_range' });
    expect(date.get_field_value_type).toBeUndefined();
    expect(history(store).at(-1)).toBe('筛选 地区 的筛选类型已修改');
    store.getState().undo();
    expect(filters(store)[0].type).toBe('select');
  });

  it('switches the option source, dropping the other sources, each one step', () => {
    const store = createDesignerStore(pageOf(1));
    addFilter(store, S1, 'select', 'zh', { key: 'country', name: '国家' });
    expect(optionSourceOf(filters(store)[0])).toBe('dataset');
    setOptionSource(store, S1, 0, 'manual');
    expect(filters(store)[0]).toMatchObject({ get_field_value_type: 'manual', values: [] });
    setOptionSource(store, S1, 0, 'sql');
    expect(filters(store)[0]).toMatchObject({ get_field_value_type: 'dynamic', select_sql: '', sql_db_id: null });
    expect(filters(store)[0].values).toBeUndefined();
    expect(optionSourceOf(filters(store)[0])).toBe('sql');
    setOptionSource(store, S1, 0, 'global');
    expect(filters(store)[0]).toMatchObject({ map_id: null });
    expect(filters(store)[0].select_sql).toBeUndefined();
    expect(optionSourceOf(filters(store)[0])).toBe('global');
    setOptionSource(store, S1, 0, 'dataset');
    expect(filters(store)[0].map_id).toBeUndefined();
    setOptionSource(store, S1, 0, 'dataset');
    expect(history(store)).toHaveLength(5);
  });
});

describe("a parent filter's key", () => {
  const linked = (): Page => {
    const page = pageOf(2);
    page.global_filters = [{ ...filterScaffold('select', '国家', 'country') }];
    page.sections[0].filter_config_model_list = [
      filterScaffold('select', '国家', 'country'),
      { ...filterScaffold('select', '平台', 'platform'), is_interlock: 1, filter_key: 'country' },
      // A fixed condition on the same key is no link: it keeps its key.
      { ...filterScaffold('text', '渠道', 'channel'), filter_key: 'country', filter_value: 'cn' },
    ];
    page.sections[1].filter_config_model_list = [
      { ...filterScaffold('select', '平台', 'platform'), is_interlock: 1, filter_key: 'country' },
    ];
    return page;
  };

  it('renamed, takes its linked children along in the same step; undo brings both back', () => {
    const store = createDesignerStore(linked());
    const before = JSON.stringify(store.getState().doc);
    setFilterKey(store, S1, 0, 'nation');
    expect(filters(store).map((f) => [f.class_en, f.filter_key])).toEqual([
      ['nation', undefined],
      ['platform', 'nation'],
      ['channel', 'country'],
    ]);
    // Another section's child links to the global filter of that key, not to this one.
    expect(filters(store, { section: 's2' })[0].filter_key).toBe('country');
    expect(history(store)).toEqual(['筛选 国家 的筛选键（数据集字段）已修改']);
    expect(errorsOf(store.getState().doc)).toEqual([]);
    store.getState().undo();
    expect(JSON.stringify(store.getState().doc)).toBe(before);
  });

  it('of a global filter, renamed, moves the section filters linked to it too', () => {
    const store = createDesignerStore(linked());
    setFilterKey(store, 'global', 0, 'nation');
    expect(filters(store, 'global')[0].class_en).toBe('nation');
    expect(filters(store, { section: 's2' })[0].filter_key).toBe('nation');
    expect(filters(store)[1].filter_key).toBe('nation');
  });

  it('typed key by key is one step per focus, the child following each keystroke', () => {
    const store = createDesignerStore(linked());
    for (const key of ['c', 'co', 'cou']) setFilterKey(store, S1, 0, key, { typing: 'key' });
    store.getState().endTyping();
    expect(filters(store)[1].filter_key).toBe('cou');
    expect(store.getState().past).toHaveLength(1);
  });
});
