import { repeatedOptionValues } from '../../src/rules';

describe('repeatedOptionValues', () => {
  it('names each later repeat of a value; 1 and "1" are the same value', () => {
    expect(
      repeatedOptionValues([{ value: 'CN' }, { value: 1 }, { value: 'US' }, { value: '1' }, { value: 'CN' }]),
    ).toEqual([3, 4]);
    expect(repeatedOptionValues([{ value: 'a' }, { value: 'A' }, { value: ' a' }])).toEqual([]);
  });
});
