import { chartCategoryField } from '../../src/rules';
import { type BuilderColumn } from '../../src/dsl';

const columns: BuilderColumn[] = [
  { column_key: 'city', column_name: 'City', column_type: 0 },
  { column_key: 'day', column_name: 'Day', column_type: 0 },
  { column_key: 'gmv', column_name: 'GMV', column_type: 1 },
];

describe('chartCategoryField (the field a chart point is keyed by)', () => {
  it('is the configured category axis field', () => {
    expect(
      chartCategoryField(
        { chart_config: { config_type: 1, chart_compare_type: 1, category_axis: { field: 'day' } }, columns },
        [],
      ),
    ).toBe('day');
  });

  it('is dt when the rows carry it and nothing is configured', () => {
    expect(
      chartCategoryField({ chart_config: { config_type: 1, chart_compare_type: 1 }, columns }, [
        { dt: '2024-05-01', gmv: 1 },
      ]),
    ).toBe('dt');
  });

  it('is the first usable dimension otherwise', () => {
    expect(
      chartCategoryField({ chart_config: { config_type: 2, chart_compare_type: 1 }, columns }, [{ city: 'a', gmv: 1 }]),
    ).toBe('city');
  });

  it('is the first dragged dimension in free-drag mode', () => {
    const chart_config = {
      config_type: 1 as const,
      chart_compare_type: 4 as const,
      free_chart_options: { dimension_list: ['day'], indicator_list: ['gmv'] },
    };
    expect(chartCategoryField({ chart_config, columns }, [])).toBe('day');
  });

  it('falls back to dt for a config it cannot read', () => {
    expect(chartCategoryField({ chart_config: { config_type: 42 as 1 }, columns }, [])).toBe('dt');
  });
});
