import { validateDocument } from '../src/validate';
import { checkOnline, type DocumentIssue, type DslKind, type Filter } from '../src/dsl';
import { loadPage, loadTemplate } from './fixtures/documents';

const brief = (issues: DocumentIssue[]) => issues.map((i) => [i.severity, i.pointer, i.message.en]);
const check = (kind: DslKind, doc: unknown) => validateDocument(kind, doc);

describe('filter operators by value type', () => {
  const filter = (extra: Partial<Filter>): Filter => ({ name: 'F', class_en: 'f', ...extra });

  it('a date filter with a string operator is refused, naming the date operators', () => {
    const page = loadPage();
    page.sections[0].filter_config_model_list![0].where_type = 'contains';
    const { valid, issues } = check('page', page);
    expect(valid).toBe(false);
    expect(brief(issues)).toEqual([
      [
        'error',
        '/sections/0/filter_config_model_list/0/where_type',
        'operator "contains" does not apply to date values; use one of past_n_days, today, yesterday, this_week, this_month, this_quarter, this_year, one_day, date_range, before_day, after_day',
      ],
    ]);
    expect(issues[0].message.zh).toMatch(/^操作符 "contains" 不适用于日期类型，可选：past_n_days/);
  });

  it.each([
    ['string', 'gt', false],
    ['string', 'manual_ne', true],
    ['indicator', 'between', true],
    ['indicator', 'contains', false],
    ['date', 'past_n_days', true],
    ['date', 'eq', false],
  ] as const)('%s filter with %s: allowed %p', (filterType, whereType, ok) => {
    expect(
      check('filter', filter({ filter_type: filterType, where_type: whereType })).issues.map((i) => i.pointer),
    ).toEqual(ok ? [] : ['/where_type']);
  });

  it('a date picker without filter_type compares dates; other widgets without it are not judged', () => {
    expect(check('filter', filter({ type: 'datepicker', where_type: 'gt' })).issues.map((i) => i.pointer)).toEqual([
      '/where_type',
    ]);
    expect(check('filter', filter({ type: 'select', where_type: 'gt' })).issues).toEqual([]);
  });

  it('global filters are checked too', () => {
    const page = loadPage();
    page.global_filters![0].where_type = 'gte';
    expect(check('page', page).issues.map((i) => i.pointer)).toEqual(['/global_filters/0/where_type']);
  });

  it('report query and looker conditions: operator against value_type', () => {
    const query = {
      diagram_id: 1,
      sort_key_map: {},
      filter_condition: [
        { key: 'dt', value_type: 'date', operator: 'date_range' },
        { key: 'gmv', value_type: 'indicator', operator: 'starts_with' },
      ],
    };
    expect(brief(check('report-query', query).issues)).toEqual([
      [
        'error',
        '/filter_condition/1/operator',
        'operator "starts_with" does not apply to indicator values; use one of gt, gte, lt, lte, eq, ne, between, not_between, is_null, not_null',
      ],
    ]);
    expect(
      check('looker', {
        title: 'L',
        data_set_id: 1,
        filters: [{ key: 'c', value_type: 'string', operator: 'between' }],
      }).issues.map((i) => i.pointer),
    ).toEqual(['/filters/0/operator']);
    expect(
      check('looker', { title: 'L', data_set_id: 1, filters: [{ key: 'c', value_type: 'string', operator: 'eq' }] })
        .issues,
    ).toEqual([]);
  });
});

describe('section ids and references inside a page', () => {
  it('section ids are unique in a page (error at the second)', () => {
    const page = loadPage();
    page.sections[2].id = 101;
    page.layout!.items.splice(2, 1);
    expect(brief(check('page', page).issues)).toEqual([
      ['error', '/sections/2/id', 'section id 101 is used twice on this page (first at /sections/0/id)'],
    ]);
  });

  it('a layout item must place a section of the page', () => {
    const page = loadPage();
    page.layout!.items[3].section_id = 999;
    const { valid, issues } = check('page', page);
    expect(valid).toBe(false);
    expect(brief(issues)).toEqual([
      ['error', '/layout/items/3/section_id', 'the layout places section 999, which is not on this page'],
    ]);
    expect(issues[0].message.zh).toBe('布局放置的区块 999 不在本页面中');
  });

  it('an option that switches sections (global or section filter) must name a section of the page', () => {
    const page = loadPage();
    page.global_filters![0].values = [
      { name: 'A', value: 'a', decision_diagram_id: 102 },
      { name: 'B', value: 'b', decision_diagram_id: 'gone' },
    ];
    page.sections[0].filter_config_model_list![1].values![0].decision_diagram_id = 7;
    expect(brief(check('page', page).issues)).toEqual([
      [
        'error',
        '/global_filters/0/values/1/decision_diagram_id',
        'the option switches to section "gone", which is not on this page',
      ],
      [
        'error',
        '/sections/0/filter_config_model_list/1/values/0/decision_diagram_id',
        'the option switches to section 7, which is not on this page',
      ],
    ]);
  });

  it('a global filter whose key no section filter has is a warning', () => {
    const page = loadPage();
    page.global_filters!.push({ name: '渠道', class_en: 'channel', filter_type: 'string', where_type: 'eq' });
    const { valid, issues } = check('page', page);
    expect(valid).toBe(true);
    expect(brief(issues)).toEqual([
      [
        'warning',
        '/global_filters/1/class_en',
        'no section has a filter with key "channel", so this global filter changes nothing',
      ],
    ]);
  });
});

describe('template bundles', () => {
  it('sections must name datasets the bundle carries', () => {
    const bundle = loadTemplate();
    bundle.pages[0].sections[1].data_set_id = 'sales_hourly';
    bundle.pages[0].sections[1].diagram_sql_model = { data_set_id: 'sales_hourly' };
    bundle.pages[0].sections[0].filter_config_model_list![1].values![1].data_set_id = 'nope';
    const issues = brief(check('template', bundle).issues);
    expect(issues).toEqual([
      [
        'error',
        '/pages/0/sections/0/filter_config_model_list/1/values/1/data_set_id',
        'dataset "nope" is not in this template\'s datasets (known: "sales_daily")',
      ],
      [
        'error',
        '/pages/0/sections/1/data_set_id',
        'dataset "sales_hourly" is not in this template\'s datasets (known: "sales_daily")',
      ],
      [
        'error',
        '/pages/0/sections/1/diagram_sql_model/data_set_id',
        'dataset "sales_hourly" is not in this template\'s datasets (known: "sales_daily")',
      ],
    ]);
  });

  it('a stored dataset id in a template is a warning', () => {
    const bundle = loadTemplate();
    bundle.pages[0].sections[3].data_set_id = 12;
    bundle.pages[0].sections[3].diagram_sql_model = { data_set_id: 12 };
    const { valid, issues } = check('template', bundle);
    expect(valid).toBe(true);
    expect(issues.map((i) => [i.severity, i.pointer])).toEqual([
      ['warning', '/pages/0/sections/3/data_set_id'],
      ['warning', '/pages/0/sections/3/diagram_sql_model/data_set_id'],
    ]);
  });

  it("builder and free-drag columns must be columns of the section's dataset", () => {
    const bundle = loadTemplate();
    bundle.pages[0].sections[3].column_config_model_list![2].column_key = 'refunds';
    bundle.pages[0].sections[4].chart_config!.free_chart_options!.indicator_list = ['gmv', 'refunds'];
    expect(brief(check('template', bundle).issues)).toEqual([
      [
        'error',
        '/pages/0/sections/3/column_config_model_list/2/column_key',
        'column "refunds" is not a column of dataset "sales_daily"',
      ],
      [
        'error',
        '/pages/0/sections/4/chart_config/free_chart_options/indicator_list/1',
        'column "refunds" is not a column of dataset "sales_daily"',
      ],
    ]);
  });

  it('dataset keys are unique', () => {
    const bundle = loadTemplate();
    bundle.datasets!.push({ ...bundle.datasets![0], name: 'copy' });
    expect(brief(check('template', bundle).issues)).toEqual([
      ['error', '/datasets/1/key', 'dataset key "sales_daily" is used twice (first at /datasets/0/key)'],
    ]);
  });

  it('a dataset has exactly one of sql and table', () => {
    const bundle = loadTemplate();
    bundle.datasets![0].table = 'sales_daily';
    expect(brief(check('template', bundle).issues)).toEqual([
      ['error', '/datasets/0/table', 'a dataset takes either sql or table, not both: remove one'],
    ]);
    delete bundle.datasets![0].table;
    delete bundle.datasets![0].sql;
    expect(brief(check('template', bundle).issues)).toEqual([
      ['error', '/datasets/0', 'a dataset needs sql or table: where do its rows come from?'],
    ]);
    expect(check('dataset', { key: 'd', name: 'D', connection: 'main', table: 't', columns: [] }).issues).toEqual([]);
  });
});

describe('checkOnline: putting a page or section online needs valid section ids', () => {
  const page = loadPage();

  it('ids of the page pass', () => {
    expect(checkOnline(page, [101, 105])).toEqual([]);
  });

  it('a missing id: "id must be passed"', () => {
    expect(checkOnline(page, [])).toEqual([
      { pointer: '', severity: 'error', message: { en: 'id must be passed', zh: '必须传入 id' } },
    ]);
    expect(brief(checkOnline(page, [101, null, undefined, '']))).toEqual([
      ['error', '/1', 'id must be passed'],
      ['error', '/2', 'id must be passed'],
      ['error', '/3', 'id must be passed'],
    ]);
  });

  it('an id that is not a stored id, or not on the page', () => {
    expect(brief(checkOnline(page, ['gmv_trend', 1.5, 999]))).toEqual([
      ['error', '/0', 'section id must be a stored id (a positive integer), got "gmv_trend": save the page first'],
      ['error', '/1', 'section id must be a stored id (a positive integer), got 1.5: save the page first'],
      ['error', '/2', 'section 999 is not on page "销售概览"'],
    ]);
  });
});

describe('validateDocument', () => {
  it('runs semantic rules only on a document that conforms to its schema', () => {
    const page = loadPage() as unknown as { sections: Record<string, unknown>[] };
    page.sections[1].id = 101; // semantic: duplicate id
    page.sections[2].colour = 'red'; // structural
    expect(brief(check('page', page).issues)).toEqual([
      ['error', '/sections/2/colour', 'unknown key "colour": remove it or check its spelling'],
    ]);
  });

  it('sorts issues by pointer in document order (indexes as numbers) and is valid with warnings only', () => {
    const page = loadPage();
    for (let i = 0; i < 11; i += 1)
      page.sections[0].table_config!.columns!.push({ column_key: 'dt', column_name: `dt${i}` });
    delete page.sections[4].chart_config!.series![0].type;
    const { valid, issues } = check('page', page);
    expect(valid).toBe(true);
    const pointers = issues.map((i) => i.pointer);
    expect(pointers.slice(0, 3)).toEqual([
      '/sections/0/table_config/columns/3/column_key',
      '/sections/0/table_config/columns/4/column_key',
      '/sections/0/table_config/columns/5/column_key',
    ]);
    expect(pointers[pointers.length - 2]).toBe('/sections/0/table_config/columns/13/column_key');
    expect(pointers[pointers.length - 1]).toBe('/sections/4/chart_config/series/0/type');
  });

  it('never changes the document', () => {
    const page = loadPage();
    const before = JSON.stringify(page);
    page.sections[0].chart_config!.height = 'x';
    const copy = JSON.stringify(page);
    check('page', page);
    expect(JSON.stringify(page)).toBe(copy);
    expect(copy).not.toBe(before);
  });

  it('kinds without document rules only get the structural layer', () => {
    expect(check('pagination', { page: 1, page_size: 10, total_size: 3 })).toEqual({ valid: true, issues: [] });
    expect(check('pagination', { page: 0, page_size: 10, total_size: 3 }).valid).toBe(false);
  });
});
