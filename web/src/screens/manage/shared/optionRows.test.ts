import { parseSpreadsheet, rowProblems, toItems, toRows } from './optionRows';

const plain = (rows: { name: string; value: string }[]) => rows.map(({ name, value }) => ({ name, value }));

describe('values pasted from a spreadsheet', () => {
  it('reads tab-separated lines as label and value; one column is both; blank lines are skipped', () => {
    const rows = parseSpreadsheet('中国\tCN\r\n\n美国\t US \t note\nJP\n\t\n');
    expect(plain(rows)).toEqual([
      { name: '中国', value: 'CN' },
      { name: '美国', value: 'US' },
      { name: 'JP', value: 'JP' },
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });

  it('flags repeated values as the server does (1 and "1" are one value) and empty cells by row', () => {
    const rows = [...toRows([{ name: '一', value: 1 }]), ...parseSpreadsheet('one\t1\nCN\tCN\n \tx\nCN again\tCN')];
    rows[3].name = ' ';
    const problems = rowProblems(rows);
    expect(problems.duplicateValues).toEqual(['1', 'CN']);
    expect([...problems.duplicateKeys]).toEqual([rows[1].key, rows[4].key]);
    expect(problems.blankRows).toEqual([4]);
  });

  it('saves trimmed texts, keeping a stored number a number while it still reads as one', () => {
    const rows = toRows([
      { name: 'a', value: 1 },
      { name: 'b', value: 2 },
      { name: 'c', value: '3' },
    ]);
    rows[1].value = 'two';
    rows[2].name = ' c ';
    expect(toItems(rows)).toEqual([
      { name: 'a', value: 1 },
      { name: 'b', value: 'two' },
      { name: 'c', value: '3' },
    ]);
  });
});
