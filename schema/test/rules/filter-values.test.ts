import {
  currentFilterValue,
  filterDefaultValue,
  isAllOption,
  isEmptyValue,
  isFlagOn,
  splitMultiValue,
} from '../../src/rules';

describe('filter values', () => {
  it('knows what is empty', () => {
    for (const empty of [undefined, null, '', Number.NaN, [], [null, '']]) expect(isEmptyValue(empty)).toBe(true);
    for (const value of [0, false, ' ', 'a', [0], {}]) expect(isEmptyValue(value)).toBe(false);
  });

  it('reads 0/1 and boolean flags', () => {
    expect([true, 1, 2].map(isFlagOn)).toEqual([true, true, true]);
    expect([false, 0, null, undefined].map(isFlagOn)).toEqual([false, false, false, false]);
  });

  it("splits '###' texts and drops empty parts", () => {
    expect(splitMultiValue('a###b######c')).toEqual(['a', 'b', 'c']);
    expect(splitMultiValue('a')).toEqual(['a']);
    expect(splitMultiValue('')).toEqual([]);
  });

  it('picks the default by multiplicity', () => {
    expect(filterDefaultValue({ class_en: 'k', default_value: 'a', default_value_list: ['b'] })).toBe('a');
    expect(filterDefaultValue({ class_en: 'k', is_multi: 1, default_value: 'a', default_value_list: ['b'] })).toEqual([
      'b',
    ]);
    expect(filterDefaultValue({ class_en: 'k', is_multi: 1, default_value: 'a###c', default_value_list: [] })).toEqual([
      'a',
      'c',
    ]);
    expect(filterDefaultValue({ class_en: 'k', default_value: '', default_value_list: ['b'] })).toEqual(['b']);
    expect(filterDefaultValue({ class_en: 'k' })).toBeUndefined();
  });

  it('takes the user value over the default, even an emptied one', () => {
    const filter = { class_en: 'k', default_value: 'd' };
    expect(currentFilterValue(filter, { k: 'u' })).toBe('u');
    expect(currentFilterValue(filter, { k: null })).toBeNull();
    expect(currentFilterValue(filter, {})).toBe('d');
    expect(currentFilterValue({ ...filter, is_default_select_all: true }, {})).toBe('all');
  });

  it("recognises the 'all' option", () => {
    expect(isAllOption('all')).toBe(true);
    expect(isAllOption(['x', 'all'])).toBe(true);
    expect(isAllOption('All')).toBe(false);
    expect(isAllOption(null)).toBe(false);
  });
});
