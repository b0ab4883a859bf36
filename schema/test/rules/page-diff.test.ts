import type { Page } from '../../src/dsl';
import { diffPages, summarizeChanges } from '../../src/rules';

const date = { type: 'datepicker', name: '日期', class_en: 'dt', default_config_value: 'past_7_days' } as const;
const country = { type: 'select', name: '国家', class_en: 'country' } as const;

function page(overrides: Partial<Page> = {}): Page {
  return {
    version: 2,
    name: '销售日报',
    sections: [
      {
        id: 1,
        title: '销售趋势',
        chart_config: { config_type: 1, height: 300 },
        filter_config_model_list: [country],
        table_config: {
          columns: [
            { column_key: 'dt', column_name: '日期' },
            { column_key: 'amount', column_name: '金额' },
          ],
        },
      },
      { id: 2, title: '明细' },
      { id: 3, title: '地区' },
    ],
    ...overrides,
  };
}

const messages = (before: Page, after: Page, lang: 'zh' | 'en') => diffPages(before, after).map((c) => c.message[lang]);

describe('diffPages: what changed between two page documents, as a person reads it', () => {
  it('names a chart type change by the chart names, in both languages', () => {
    const after = page();
    after.sections[0] = { ...after.sections[0], chart_config: { config_type: 2, height: 300 } };
    expect(messages(page(), after, 'zh')).toEqual(['区块 销售趋势：图表类型 折线图 → 柱状图']);
    expect(messages(page(), after, 'en')).toEqual(['section 销售趋势: chart type line → bar']);
    expect(diffPages(page(), after)[0]).toMatchObject({
      pointer: '/sections/0/chart_config/config_type',
      kind: 'changed',
    });
  });

  it('names filters by their label: added to a section, a default changed, a global filter added', () => {
    const after = page({ global_filters: [date] });
    after.sections[0] = {
      ...after.sections[0],
      filter_config_model_list: [{ ...country, default_value: 'cn' }, date],
    };
    expect(messages(page(), after, 'en')).toEqual([
      'global filter 日期 added',
      'section 销售趋势: filter 国家 changed (default_value (none) → cn)',
      'section 销售趋势: filter 日期 added',
    ]);
    expect(messages(page(), after, 'zh')).toContain('全局筛选 日期 已添加');
    expect(messages(page(), after, 'zh')).toContain('区块 销售趋势：筛选 日期 已添加');
  });

  it('says which section was added, removed or moved, not every section that shifted', () => {
    const before = page();
    before.sections.push({ id: 4, title: '目标' });
    const [trend, detail, region] = before.sections;
    const after = page({ sections: [region, trend, detail, { id: 'new_one', title: '新区块' }] });
    expect(messages(before, after, 'en')).toEqual([
      'section 新区块 added',
      'section 目标 removed',
      'section 地区 moved (position 3 → 1)',
    ]);
  });

  it('reads page meta, height, title, column and layout changes; anything else by its path', () => {
    const after = page({
      name: '销售周报',
      display: 1,
      layout: { items: [{ section_id: 1, x: 0, y: 0, w: 6, h: 4 }] },
    });
    after.sections[0] = {
      ...after.sections[0],
      title: '销售走势',
      chart_config: { config_type: 1, height: 400, legend: { show: false } },
      table_config: { columns: [{ column_key: 'amount', column_name: '金额' }], basic: { table_is_export: 1 } },
    };
    expect(messages(page(), after, 'en')).toEqual([
      'page name 销售日报 → 销售周报',
      'display (none) → kanban board',
      'layout changed',
      'section 销售走势: title 销售趋势 → 销售走势',
      'section 销售走势: chart height 300 → 400',
      'section 销售走势: column 日期 removed',
      'section 销售走势: chart_config.legend added',
      'section 销售走势: table_config.basic added',
    ]);
  });

  it('finds nothing between equal documents and ignores the version and id the store assigns', () => {
    expect(diffPages(page(), page({ id: 28 }))).toEqual([]);
  });
});

describe('summarizeChanges', () => {
  it('lists a few changes as they are and counts many', () => {
    const after = page();
    after.sections[0] = { ...after.sections[0], chart_config: { config_type: 2, height: 300 } };
    expect(summarizeChanges(diffPages(page(), after)).en).toBe('section 销售趋势: chart type line → bar');

    const many = page({ global_filters: [date], sections: [] });
    many.sections = page().sections.map((s) => ({ ...s, title: `${s.title}!` }));
    many.sections.push({ id: 9, title: '新' });
    const summary = summarizeChanges(diffPages(page(), many));
    expect(summary.en).toBe('3 sections changed, 1 section added, global filter 日期 added');
    expect(summary.zh).toBe('3 个区块已更改，1 个区块已添加，全局筛选 日期 已添加');
    expect(summarizeChanges([]).en).toBe('no changes');
  });
});
