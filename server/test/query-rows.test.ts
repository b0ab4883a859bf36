/**
 * How report rows are shaped for the answer: decimal text from the drivers becomes numbers (unless too long to be
 * exact), and the keys follow the answer's columns whatever the driver row held.
 */
import { compactRows, normalizeRows } from '../src/query/rows';
import type { ResultColumn } from '../src/query/types';

const columns = [
  { key: 'day', role: 'dimension' },
  { key: 'users', role: 'indicator', aggregate: 'SUM' },
  { key: 'names', role: 'indicator', aggregate: 'GROUP_CONCAT' },
] as ResultColumn[];

describe('normalizeRows', () => {
  it('turns indicator text into numbers, keeps GROUP_CONCAT text and integer parts beyond 15 digits', () => {
    const rows = normalizeRows(
      [
        { day: '2026-01-01', users: '12.50', names: '1,2' },
        { day: '2026-01-06', users: '-4.5E+3', names: '6' },
        { day: '2026-01-07', users: '.5', names: '7' },
        { day: '2026-01-02', users: '999999999999999', names: null },
        { day: '2026-01-03', users: '1000000000000000', names: '3' },
        { day: '2026-01-04', users: 7n, names: '4' },
        { day: '2026-01-05', users: '12345678901234567890', names: '5' },
      ],
      columns,
    );
    expect(rows).toEqual([
      { day: '2026-01-01', users: 12.5, names: '1,2' },
      { day: '2026-01-06', users: -4500, names: '6' },
      { day: '2026-01-07', users: '.5', names: '7' },
      { day: '2026-01-02', users: 999999999999999, names: null },
      { day: '2026-01-03', users: '1000000000000000', names: '3' },
      { day: '2026-01-04', users: 7, names: '4' },
      { day: '2026-01-05', users: '12345678901234567890', names: '5' },
    ]);
  });

  it('answers in column order, without keys the columns do not name', () => {
    const rows = normalizeRows(
      [
        { users: '3', extra: 1, day: 'a', names: 'x' },
        { users: '4', extra: 2, day: 'b' },
      ],
      columns,
    );
    expect(rows.map((row) => Object.keys(row))).toEqual([
      ['day', 'users', 'names'],
      ['day', 'users', 'names'],
    ]);
    expect(rows).toEqual([
      { day: 'a', users: 3, names: 'x' },
      { day: 'b', users: 4, names: undefined },
    ]);
  });

  it('gives the compact shape the same values', () => {
    const rows = [{ day: 'a', users: '1.5', names: '7' }];
    expect(compactRows(rows, columns)).toEqual({ keys: ['day', 'users', 'names'], rows: [['a', 1.5, '7']] });
  });
});
