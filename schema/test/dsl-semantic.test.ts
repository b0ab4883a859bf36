import { validateDocument } from '../src/validate';
import {
  CHART_TYPES,
  COMPARE_TYPES,
  ZONE_MESSAGES,
  type BuilderColumn,
  type ChartConfig,
  type ChartType,
  type DocumentIssue,
  type DslKind,
  type Section,
} from '../src/dsl';
import { loadPage, loadTemplate } from './fixtures/documents';

/** [severity, pointer, english message] of every issue: compact to compare. */
const brief = (issues: DocumentIssue[]) => issues.map((i) => [i.severity, i.pointer, i.message.en]);
const check = (kind: DslKind, doc: unknown) => validateDocument(kind, doc);
const enOf = (kind: DslKind, doc: unknown) => check(kind, doc).issues.map((i) => i.message.en);

const dim = (key: string, extra: Partial<BuilderColumn> = {}): BuilderColumn => ({
  column_key: key,
  column_name: key,
  column_type: 0,
  ...extra,
});
const ind = (key: string, extra: Partial<BuilderColumn> = {}): BuilderColumn => ({
  column_key: key,
  column_name: key,
  column_type: 1,
  ...extra,
});

/** A section whose chart reads its builder columns (indicator comparison, not free drag). */
function chartSection(
  type: ChartType,
  dimensions: number,
  indicators: number,
  chart: Partial<ChartConfig> = {},
): Section {
  return {
    id: 'chart',
    title: 'Chart',
    column_config_model_list: [
      ...['dt', 'country', 'channel'].slice(0, dimensions).map((k) => dim(k)),
      ...['gmv', 'orders', 'visits', 'paid'].slice(0, indicators).map((k) => ind(k)),
    ],
    chart_config: { config_type: type, chart_compare_type: COMPARE_TYPES.INDICATOR, ...chart },
  };
}

describe('fixtures are clean', () => {
  it('the stored page and the template bundle have no issue at all', () => {
    expect(check('page', loadPage())).toEqual({ valid: true, issues: [] });
    expect(check('template', loadTemplate())).toEqual({ valid: true, issues: [] });
  });
});

describe('drag zones of the column builder', () => {
  it('dimension zone: an indicator field (is_index 1) is refused with the spec message', () => {
    const page = loadPage();
    page.sections[0].column_config_model_list![1].column_type = 0; // gmv (is_index 1) dragged into the dimension zone
    const { valid, issues } = check('page', page);
    expect(valid).toBe(false);
    expect(brief(issues)).toContainEqual([
      'error',
      '/sections/0/column_config_model_list/1/column_type',
      'please drag a dimension here ("gmv")',
    ]);
    expect(issues.find((i) => i.pointer === '/sections/0/column_config_model_list/1/column_type')?.message.zh).toBe(
      '请拖入维度（"gmv"）',
    );
  });

  it('value zone: a non-numeric field (is_index 0) is refused with the spec message', () => {
    const page = loadPage();
    page.sections[1].column_config_model_list![0].column_type = 1; // country (is_index 0) into the value zone
    expect(brief(check('page', page).issues)).toContainEqual([
      'error',
      '/sections/1/column_config_model_list/0/column_type',
      'please drag a value here ("country")',
    ]);
  });

  it('without is_index a page does not say what a field is, so nothing is claimed', () => {
    const section: Section = { id: 's', title: 'S', column_config_model_list: [dim('gmv'), ind('country')] };
    expect(check('section', section).issues).toEqual([]);
  });

  it('in a template the dataset decides: an indicator column in the dimension zone, a varchar in the value zone', () => {
    const bundle = loadTemplate();
    const columns = bundle.pages[0].sections[1].column_config_model_list!;
    columns[0] = ind('country'); // varchar dimension in the value zone
    columns[1] = dim('gmv'); // indicator in the dimension zone
    const en = enOf('template', bundle);
    expect(en).toContain('please drag a value here ("country")');
    expect(en).toContain('please drag a dimension here ("gmv")');
  });

  it('in a template a numeric dimension (bigint) may sit in the value zone', () => {
    const bundle = loadTemplate();
    bundle.datasets![0].columns.push({
      column_key: 'user_count',
      column_name: '用户数',
      column_type: 0,
      data_type: 'bigint unsigned',
    });
    bundle.pages[0].sections[2].column_config_model_list = [ind('user_count')];
    bundle.pages[0].sections[2].card_info_models = [{ column_key: 'user_count' }];
    expect(check('template', bundle).issues).toEqual([]);
  });

  it('columns not selected (selected 0) are not judged', () => {
    const section: Section = {
      id: 's',
      title: 'S',
      column_config_model_list: [
        dim('gmv', { is_index: 1, selected: 0 }),
        ind('country', { is_index: 0, selected: 0 }),
      ],
    };
    expect(check('section', section).issues).toEqual([]);
  });

  it('free-drag lists are zones too: an indicator among dimensions, a dimension among indicators', () => {
    const page = loadPage();
    page.sections[4].chart_config!.free_chart_options = { dimension_list: ['gmv'], indicator_list: ['dt', 'orders'] };
    const issues = brief(check('page', page).issues);
    expect(issues).toContainEqual([
      'error',
      '/sections/4/chart_config/free_chart_options/dimension_list/0',
      'please drag a dimension here ("gmv")',
    ]);
    expect(issues).toContainEqual([
      'error',
      '/sections/4/chart_config/free_chart_options/indicator_list/0',
      'please drag a value here ("dt")',
    ]);
  });
});

describe('dimension and indicator counts of the builder', () => {
  // Builder columns are drag zones of a chart drawn from them (here a bar chart in indicator comparison).
  const section = (columns: BuilderColumn[]): Section => ({
    id: 's',
    title: 'S',
    column_config_model_list: columns,
    chart_config: { config_type: CHART_TYPES.BAR, chart_compare_type: 1 },
  });
  const zoneIssues = (s: Section) =>
    brief(check('section', s).issues).filter(([, pointer]) => pointer.startsWith('/column_config_model_list'));

  it('a second dimension dragged after two indicators: only one dimension under multiple indicators', () => {
    const { valid, issues } = check('section', section([dim('dt'), ind('gmv'), ind('orders'), dim('country')]));
    expect(valid).toBe(false);
    expect(zoneIssues(section([dim('dt'), ind('gmv'), ind('orders'), dim('country')]))).toEqual([
      [
        'error',
        '/column_config_model_list/3',
        'only one dimension under multiple indicators; for two dimensions keep one indicator',
      ],
    ]);
    expect(issues.find((i) => i.pointer === '/column_config_model_list/3')?.message.zh).toBe(
      ZONE_MESSAGES.oneDimensionUnderIndicators.zh,
    );
  });

  it('a second indicator dragged after two dimensions: 2 dimensions allow only 1 indicator', () => {
    expect(zoneIssues(section([dim('dt'), dim('country'), ind('gmv'), ind('orders')]))).toEqual([
      ['error', '/column_config_model_list/3', '2 dimensions allow only 1 indicator'],
    ]);
  });

  it('1 dimension with many indicators, 2 dimensions with 1 indicator, and unselected columns pass', () => {
    expect(check('section', section([dim('dt'), ind('gmv'), ind('orders'), ind('paid')])).issues).toEqual([]);
    expect(check('section', section([dim('dt'), dim('country'), ind('gmv')])).issues).toEqual([]);
    expect(
      check('section', section([dim('dt'), dim('country', { selected: 0 }), ind('gmv'), ind('orders')])).issues,
    ).toEqual([]);
  });

  it('a report table is no drag zone: many dimensions with many indicators is a valid table', () => {
    const table: Section = {
      id: 't',
      title: 'T',
      column_config_model_list: [dim('dt'), dim('country'), dim('platform'), ind('gmv'), ind('orders')],
    };
    expect(check('section', table).issues).toEqual([]);
    const hiddenChart: Section = { ...table, chart_config: { config_type: CHART_TYPES.LINE, have_chart: 0 } };
    expect(check('section', hiddenChart).issues).toEqual([]);
  });
});

describe('chart-type data rules', () => {
  const cases: [string, ChartType, number, number, boolean][] = [
    ['line 1 dim + 1 ind (one line)', CHART_TYPES.LINE, 1, 1, true],
    ['line 1 dim + 3 ind', CHART_TYPES.LINE, 1, 3, true],
    ['line 2 dim + 1 ind', CHART_TYPES.LINE, 2, 1, true],
    ['line 0 dim + 2 ind', CHART_TYPES.LINE, 0, 2, false],
    ['line 3 dim + 1 ind', CHART_TYPES.LINE, 3, 1, false],
    ['bar 1 dim + 2 ind', CHART_TYPES.BAR, 1, 2, true],
    ['bar 2 dim + 1 ind', CHART_TYPES.BAR, 2, 1, true],
    ['bar 1 dim + 0 ind', CHART_TYPES.BAR, 1, 0, false],
    ['pie 1 dim + 1 ind', CHART_TYPES.PIE, 1, 1, true],
    ['pie 0 dim + 3 ind', CHART_TYPES.PIE, 0, 3, true],
    ['pie 1 dim + 2 ind', CHART_TYPES.PIE, 1, 2, false],
    ['pie 2 dim + 1 ind', CHART_TYPES.PIE, 2, 1, false],
    ['dual-axis 1 dim + 2 ind', CHART_TYPES.LINE_BAR, 1, 2, true],
    ['dual-axis 1 dim + 1 ind', CHART_TYPES.LINE_BAR, 1, 1, false],
    ['dual-axis 1 dim + 3 ind', CHART_TYPES.LINE_BAR, 1, 3, false],
    ['dual-axis 2 dim + 1 ind', CHART_TYPES.LINE_BAR, 2, 1, false],
    ['card 0 dim + 1 ind', CHART_TYPES.CARD, 0, 1, true],
    ['card 1 dim + 1 ind', CHART_TYPES.CARD, 1, 1, true],
    ['card 0 dim + 2 ind', CHART_TYPES.CARD, 0, 2, false],
    ['funnel 0 dim + 3 ind', CHART_TYPES.FUNNEL, 0, 3, true],
    ['funnel 1 dim + 2 ind', CHART_TYPES.FUNNEL, 1, 2, false],
    ['funnel 0 dim + 0 ind', CHART_TYPES.FUNNEL, 0, 0, false],
    ['table: no chart rule', CHART_TYPES.TABLE, 0, 0, true],
  ];

  it.each(cases)('%s', (_name, type, dimensions, indicators, ok) => {
    const issues = check('section', chartSection(type, dimensions, indicators)).issues.filter(
      (i) => i.pointer === '/chart_config/config_type',
    );
    expect(issues).toHaveLength(ok ? 0 : 1);
    if (!ok) {
      expect(issues[0].severity).toBe('error');
      expect(issues[0].message.en).toContain(
        `(the selected builder columns have ${dimensions} dimension(s) and ${indicators} indicator(s))`,
      );
    }
  });

  it('the messages name the rule of the chart type, in both languages', () => {
    const [line] = check('section', chartSection(CHART_TYPES.LINE, 0, 1)).issues;
    expect(line.message.en).toBe(
      'a line or bar chart needs 1 dimension with 1 or more indicators, or 2 dimensions with 1 indicator (the selected builder columns have 0 dimension(s) and 1 indicator(s))',
    );
    expect(line.message.zh).toBe(
      '折线图和柱状图需要 1 个维度加 1 个或多个指标，或 2 个维度加 1 个指标（已选字段中有 0 个维度、1 个指标）',
    );
    expect(enOf('section', chartSection(CHART_TYPES.LINE_BAR, 1, 1))[0]).toMatch(
      /^a dual-axis \(line-bar\) chart needs exactly 1 dimension and 2 indicators/,
    );
    expect(enOf('section', chartSection(CHART_TYPES.CARD, 0, 2))[0]).toMatch(/^a card needs exactly one indicator/);
    expect(enOf('section', chartSection(CHART_TYPES.FUNNEL, 1, 1))[0]).toMatch(/^a funnel chart takes indicators only/);
    expect(enOf('section', chartSection(CHART_TYPES.PIE, 1, 2))[0]).toMatch(
      /^a pie chart needs 1 dimension with 1 indicator, or no dimension/,
    );
  });

  it('a hidden chart (have_chart 0) is not judged', () => {
    expect(check('section', chartSection(CHART_TYPES.LINE_BAR, 1, 1, { have_chart: 0 })).issues).toEqual([]);
  });

  it('free drag (the default compare type) reads the dragged lists instead of the builder', () => {
    const section = chartSection(CHART_TYPES.LINE_BAR, 1, 2, {
      chart_compare_type: undefined,
      free_chart_options: { dimension_list: ['dt'], indicator_list: ['gmv'] },
    });
    expect(brief(check('section', section).issues)).toEqual([
      [
        'error',
        '/chart_config/config_type',
        'a dual-axis (line-bar) chart needs exactly 1 dimension and 2 indicators (the free-drag lists have 1 dimension(s) and 1 indicator(s))',
      ],
    ]);
    section.chart_config!.free_chart_options!.indicator_list = ['gmv', 'orders'];
    expect(check('section', section).issues).toEqual([]);
  });

  it('a chart checked on its own knows its data only from the free-drag lists', () => {
    expect(check('chart', { config_type: CHART_TYPES.PIE }).issues).toEqual([]);
    expect(
      enOf('chart', {
        config_type: CHART_TYPES.PIE,
        free_chart_options: { dimension_list: ['dt', 'country'], indicator_list: ['gmv'] },
      })[0],
    ).toMatch(/^a pie chart needs/);
  });
});

describe('pie: dimension filters must be unique', () => {
  const pie = (filters: Record<string, string | string[]>): Section =>
    chartSection(CHART_TYPES.PIE, 0, 2, {
      series: [
        { type: 'pie', field: 'gmv', filters },
        { type: 'pie', field: 'orders' },
      ],
    });

  it('a series filter with several values (or none) is a warning: the first row is used', () => {
    const { valid, issues } = check('section', pie({ country: ['cn', 'us'], channel: [] }));
    expect(valid).toBe(true);
    expect(brief(issues)).toEqual([
      [
        'warning',
        '/chart_config/series/0/filters/channel',
        'pie chart: every dimension filter must pick one value, otherwise the first row is used',
      ],
      [
        'warning',
        '/chart_config/series/0/filters/country',
        'pie chart: every dimension filter must pick one value, otherwise the first row is used',
      ],
    ]);
    expect(issues[0].message.zh).toBe('饼图：维度筛选必须唯一，否则取第一行数据');
  });

  it('one value each passes; other chart types are not concerned', () => {
    expect(check('section', pie({ country: 'cn', channel: ['app'] })).issues).toEqual([]);
    expect(
      check(
        'section',
        chartSection(CHART_TYPES.BAR, 1, 2, { series: [{ type: 'bar', filters: { country: ['cn', 'us'] } }] }),
      ).issues,
    ).toEqual([]);
  });
});

describe('series type', () => {
  it('a series without type is a warning that does not make the document invalid', () => {
    const page = loadPage();
    delete page.sections[0].chart_config!.series![1].type;
    const { valid, issues } = check('page', page);
    expect(valid).toBe(true);
    expect(brief(issues)).toEqual([
      [
        'warning',
        '/sections/0/chart_config/series/1/type',
        'the series has no type: set type to one of line, bar, pie',
      ],
    ]);
    expect(issues[0].message.zh).toBe('图表系列缺少类型：请将 type 设为 line, bar, pie 之一');
  });

  it('series with a type pass, also for a chart checked alone', () => {
    expect(check('chart', { config_type: 2, series: [{ type: 'bar' }] }).issues).toEqual([]);
    expect(brief(check('chart', { config_type: 2, series: [{ type: 'bar' }, {}] }).issues)).toEqual([
      ['warning', '/series/1/type', 'the series has no type: set type to one of line, bar, pie'],
    ]);
  });
});

describe('chart and table height', () => {
  it.each([360, 0, '360', '420.5', 'auto'])('accepts %p', (height) => {
    const page = loadPage();
    page.sections[0].chart_config!.height = height;
    page.sections[0].table_config!.basic!.height = height;
    expect(check('page', page).issues).toEqual([]);
  });

  it.each([
    ['300px', '"300px"'],
    [true, 'true'],
    [-5, '-5'],
    ['', '""'],
  ])('refuses %p with the spec wording', (height, shown) => {
    const page = loadPage() as unknown as {
      sections: { chart_config: Record<string, unknown>; table_config: { basic: Record<string, unknown> } }[];
    };
    page.sections[0].chart_config.height = height;
    page.sections[0].table_config.basic.height = height;
    const issues = check('page', page).issues;
    expect(brief(issues)).toEqual([
      [
        'error',
        '/sections/0/chart_config/height',
        `chart height must be a number, a numeric string or "auto" (got ${shown})`,
      ],
      [
        'error',
        '/sections/0/table_config/basic/height',
        `table height must be a number, a numeric string or "auto" (got ${shown})`,
      ],
    ]);
    expect(issues[0].message.zh).toBe(`图表高度必须是数字、数字字符串或 "auto"（实际为 ${shown}）`);
  });

  it('a chart checked alone gets the same message at /height', () => {
    expect(brief(check('chart', { config_type: 1, height: 'tall' }).issues)).toEqual([
      ['error', '/height', 'chart height must be a number, a numeric string or "auto" (got "tall")'],
    ]);
  });
});

describe('unique column keys', () => {
  it('a repeated builder column key is a warning at the second occurrence', () => {
    const page = loadPage();
    page.sections[3].column_config_model_list!.push(ind('orders', { is_index: 1 }));
    const { valid, issues } = check('page', page);
    expect(valid).toBe(true);
    expect(brief(issues)).toEqual([
      [
        'warning',
        '/sections/3/column_config_model_list/3/column_key',
        'duplicate column key "orders" (first at /sections/3/column_config_model_list/1)',
      ],
    ]);
    expect(issues[0].message.zh).toBe('列键 "orders" 重复（首次出现在 /sections/3/column_config_model_list/1）');
  });

  it('a repeated table column key is a warning at the second occurrence', () => {
    const page = loadPage();
    page.sections[0].table_config!.columns!.push({ column_key: 'dt', column_name: 'again' });
    expect(brief(check('page', page).issues)).toEqual([
      [
        'warning',
        '/sections/0/table_config/columns/3/column_key',
        'duplicate column key "dt" (first at /sections/0/table_config/columns/0)',
      ],
    ]);
  });

  it('dataset columns and looker columns are checked the same way; distinct keys pass', () => {
    const dataset = {
      key: 'd',
      name: 'D',
      connection: 'main',
      table: 't',
      columns: [
        { column_key: 'a', column_name: 'A', column_type: 0 },
        { column_key: 'a', column_name: 'A2', column_type: 1 },
      ],
    };
    expect(brief(check('dataset', dataset).issues)).toEqual([
      ['warning', '/columns/1/column_key', 'duplicate column key "a" (first at /columns/0)'],
    ]);
    expect(
      check('looker', { title: 'L', data_set_id: 1, selected_columns: [dim('a'), ind('a')] }).issues.map(
        (i) => i.pointer,
      ),
    ).toEqual(['/selected_columns/1/column_key']);
    expect(check('looker', { title: 'L', data_set_id: 1, selected_columns: [dim('a'), ind('b')] }).issues).toEqual([]);
  });
});
