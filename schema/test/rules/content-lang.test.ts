import type { Page } from '../../src/dsl';
import { validateDocument } from '../../src/validate';
import { localizeDatasetColumn, localizePage, textIn } from '../../src/rules';

const page: Page = {
  version: 2,
  name: '核心总览',
  i18n: { en: { name: 'Core overview', tips: '  ' } },
  tips: '核心指标',
  global_filters: [
    {
      name: '平台',
      i18n: { en: { name: 'Platform' } },
      class_en: 'platform',
      values: [
        { name: '安卓', value: 'android', i18n: { en: { name: 'Android' } } },
        { name: '苹果', value: 'ios' },
      ],
    },
  ],
  sections: [
    {
      id: 'a',
      title: '活跃',
      i18n: { en: { title: 'Active' } },
      column_config_model_list: [
        { column_key: 'dau', column_name: '活跃用户', column_type: 1, i18n: { en: { column_name: 'Active users' } } },
      ],
      table_config: { columns: [{ column_key: 'dau', column_name: '活跃用户', description: '日活' }] },
      chart_config: {
        config_type: 0,
        series: [{ name: '活跃用户', i18n: { en: { name: 'Active users' } } }],
        y_axis: [{ name: '人数', i18n: { en: { name: 'Users' } } }],
      },
    },
  ],
};

describe('page content in the reader’s language', () => {
  it('a document with translations is a valid page, and one without stays valid', () => {
    expect(validateDocument('page', page).issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(validateDocument('page', { version: 2, name: 'x', sections: [] }).valid).toBe(true);
  });

  it('names a misspelt language or text key', () => {
    const bad = { ...page, i18n: { en: { nmae: 'x' } } };
    expect(validateDocument('page', bad).issues.map((i) => i.pointer)).toContain('/i18n/en/nmae');
    expect(validateDocument('page', { ...page, i18n: { fr: {} } }).valid).toBe(false);
  });

  it('in English, every translated text replaces its default; blank or missing ones fall back', () => {
    const en = localizePage(page, 'en');
    expect(en.name).toBe('Core overview');
    expect(en.tips).toBe('核心指标');
    expect(en.global_filters?.[0]?.name).toBe('Platform');
    expect(en.global_filters?.[0]?.values?.map((v) => v.name)).toEqual(['Android', '苹果']);
    const section = en.sections[0];
    expect(section.title).toBe('Active');
    expect(section.column_config_model_list?.[0]?.column_name).toBe('Active users');
    expect(section.table_config?.columns?.[0]?.column_name).toBe('活跃用户');
    expect(section.chart_config?.series?.[0]?.name).toBe('Active users');
    expect(section.chart_config?.y_axis?.[0]?.name).toBe('Users');
    // keys and values stay: the localized page queries like the original
    expect(en.global_filters?.[0]?.values?.map((v) => v.value)).toEqual(['android', 'ios']);
  });

  it('in Chinese the document is returned as it is, and the original is never changed', () => {
    expect(localizePage(page, 'zh')).toBe(page);
    localizePage(page, 'en');
    expect(page.name).toBe('核心总览');
    expect(textIn(page.sections[0], 'title', 'en')).toBe('Active');
  });

  it('translates a dataset column’s display labels', () => {
    const column = localizeDatasetColumn(
      {
        column_key: 'country',
        column_name: '国家',
        column_type: 0,
        display_values: [
          { value: 'cn', label: '中国', i18n: { en: { label: 'China' } } },
          { value: 'us', label: '美国' },
        ],
      },
      'en',
    );
    expect(column.display_values?.map((d) => d.label)).toEqual(['China', '美国']);
  });
});
