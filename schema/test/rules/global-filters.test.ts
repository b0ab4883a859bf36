import { buildFilterConditions, effectiveFilterValues, globalFilterValue } from '../../src/rules';

const NOW = new Date('2024-05-15T10:00:00');
const section = [{ class_en: 'platform', default_value: 'ios' }, { class_en: 'country' }];

describe('global filters (spec section 4)', () => {
  it('override the section filter of the same key while they hold a value', () => {
    const global = [{ class_en: 'platform' }];
    const result = effectiveFilterValues(section, { platform: 'ios', country: 'cn' }, global, { platform: 'android' });
    expect(result.values).toEqual({ platform: 'android', country: 'cn' });
    expect(result.overridden).toEqual(['platform']);
  });

  it("restore the section's own value when the global value is removed", () => {
    const global = [{ class_en: 'platform' }];
    const sectionValues = { platform: 'ios', country: 'cn' };
    effectiveFilterValues(section, sectionValues, global, { platform: 'android' });
    const removed = effectiveFilterValues(section, sectionValues, global, { platform: undefined });
    expect(removed.values).toEqual({ platform: 'ios', country: 'cn' });
    expect(removed.overridden).toEqual([]);
    expect(effectiveFilterValues(section, sectionValues, global, { platform: [] }).values.platform).toBe('ios');
    expect(sectionValues).toEqual({ platform: 'ios', country: 'cn' });
  });

  it('apply a global default until the user touches the filter', () => {
    const global = [{ class_en: 'platform', default_value: 'web' }];
    expect(effectiveFilterValues(section, {}, global, {}).values.platform).toBe('web');
    expect(effectiveFilterValues(section, {}, global, { platform: '' }).overridden).toEqual([]);
  });

  it('leave sections without that key alone', () => {
    const result = effectiveFilterValues(section, {}, [{ class_en: 'dt', default_config_value: 'yesterday' }], {});
    expect(result).toEqual({ values: {}, overridden: [] });
  });

  it('carry a datepicker default into the query of the section', () => {
    const dt = { class_en: 'dt', type: 'datepicker', datepicker_options: { date_type: 'daterange' } };
    const globalDt = { ...dt, datepicker_options: { date_type: 'daterange', default_config_value: 'yesterday' } };
    expect(globalFilterValue(globalDt, {})).toBe('yesterday');
    const { values } = effectiveFilterValues([dt], { dt: ['2024-01-01', '2024-01-31'] }, [globalDt], {});
    expect(buildFilterConditions([dt], values, NOW)).toEqual([
      {
        key: 'dt',
        value_type: 'date',
        operator: 'date_range',
        range: { start: '2024-05-13 23:59:59', end: '2024-05-14 23:59:59' },
      },
    ]);
  });
});
