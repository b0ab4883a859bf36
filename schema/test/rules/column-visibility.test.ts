import { isColumnVisible, visibleColumns, type SwitchFilterInput } from '../../src/rules';

const filters: SwitchFilterInput[] = [
  { class_en: 'platform', type: 'radio', default_value: 'ios' },
  { class_en: 'period', type: 'tab', default_value: 'day' },
  { class_en: 'city', type: 'select' },
];

describe('column visibility', () => {
  it('shows a column that declares no radio/tab condition', () => {
    expect(isColumnVisible({}, filters, {})).toBe(true);
    expect(isColumnVisible({ filters: [] }, filters, {})).toBe(true);
    expect(isColumnVisible({ filters: [{ key: 'city', value: 'Paris' }] }, filters, {})).toBe(true);
  });

  it('needs every named radio/tab filter to have the pair value selected', () => {
    const column = {
      filters: [
        { key: 'platform', value: 'ios' },
        { key: 'period', value: 'day' },
      ],
    };
    expect(isColumnVisible(column, filters, {})).toBe(true);
    expect(isColumnVisible(column, filters, { platform: 'android' })).toBe(false);
    expect(isColumnVisible(column, filters, { period: 'week' })).toBe(false);
  });

  it('accepts key/value records, numbers as text, and lists of values', () => {
    expect(isColumnVisible({ filters: { platform: 'ios' } }, filters, {})).toBe(true);
    expect(isColumnVisible({ filters: { platform: 2 } }, filters, { platform: '2' })).toBe(true);
    expect(isColumnVisible({ filters: { platform: ['ios', 'android'] } }, filters, { platform: 'android' })).toBe(true);
    expect(isColumnVisible({ filters: { platform: ['ios', 'android'] } }, filters, { platform: 'web' })).toBe(false);
  });

  it('checks tab_name against the tab and radio_type against the radio', () => {
    expect(isColumnVisible({ tab_name: 'day' }, filters, {})).toBe(true);
    expect(isColumnVisible({ tab_name: 'week' }, filters, {})).toBe(false);
    expect(isColumnVisible({ radio_type: 'ios' }, filters, {})).toBe(true);
    expect(isColumnVisible({ radio_type: 'android' }, filters, { platform: 'android' })).toBe(true);
    expect(isColumnVisible({ radio_type: 'android' }, filters, {})).toBe(false);
  });

  it("restricts nothing when a switch has no selection or 'all'", () => {
    const column = { filters: { platform: 'android' }, radio_type: 'android' };
    expect(isColumnVisible(column, filters, { platform: 'all' })).toBe(true);
    expect(isColumnVisible(column, filters, { platform: null })).toBe(true);
    expect(isColumnVisible({ tab_name: 'week' }, [], {})).toBe(true);
    expect(isColumnVisible({ filters: { platform: '' } }, filters, {})).toBe(true);
  });

  it('filters a column list in order', () => {
    const columns = [
      { column_key: 'dt' },
      { column_key: 'ios_pv', filters: [{ key: 'platform', value: 'ios' }] },
      { column_key: 'android_pv', filters: [{ key: 'platform', value: 'android' }] },
      { column_key: 'weekly', tab_name: 'week' },
    ];
    expect(visibleColumns(columns, filters, {}).map((column) => column.column_key)).toEqual(['dt', 'ios_pv']);
    expect(
      visibleColumns(columns, filters, { platform: 'android', period: 'week' }).map((column) => column.column_key),
    ).toEqual(['dt', 'android_pv', 'weekly']);
  });
});
