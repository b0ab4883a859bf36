import { dayjs } from '../../src/rules/day';
import { DATE_TEXT_PATTERNS, parseAnyDateText, parseDateText, readDateTexts } from '../../src/rules/date-text';

const SAMPLES = [
  '2026-11-21 08:30:05',
  '2026-11-21 23:59',
  '2026-11-21',
  '2026-11',
  '20261121',
  '202611',
  '2026/11/21',
  '2024-02-29',
  '2026-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '2026-11-21 24:00',
  '2026-11-21 12:60',
  '2026-11-21 12:00:60',
  '2026-1-5',
  '2026-11-21T08:00:00',
  ' 2026-11-21',
  '2026-11-21 ',
  'abcd-ef-gh',
  '',
];

describe('date text', () => {
  // dayjs itself misreads years below 100 (as 19xx), so those are checked on their own below.
  test.each(DATE_TEXT_PATTERNS)('reads exactly what dayjs reads strictly in %s', (pattern) => {
    for (const text of SAMPLES) {
      const strict = dayjs(text, pattern, true);
      const ours = parseDateText(text, pattern);
      expect({ text, value: ours?.valueOf() ?? null }).toEqual({
        text,
        value: strict.isValid() ? strict.valueOf() : null,
      });
    }
  });

  test('impossible dates and times are refused', () => {
    expect(parseDateText('2026-02-29', 'YYYY-MM-DD')).toBeNull();
    expect(parseDateText('2024-02-29', 'YYYY-MM-DD')?.format('YYYY-MM-DD')).toBe('2024-02-29');
    expect(parseDateText('2026-11-21 24:00', 'YYYY-MM-DD HH:mm')).toBeNull();
    expect(parseDateText('202613', 'YYYYMM')).toBeNull();
  });

  test('a year below 100 stays that year', () => {
    expect(parseDateText('0099-05-01', 'YYYY-MM-DD')?.year()).toBe(99);
  });

  test('the shared pattern of a set of keys is the first that reads them all', () => {
    expect(readDateTexts(['2026-11-01', '2026-11-02'])?.pattern).toBe('YYYY-MM-DD');
    expect(readDateTexts(['202611', '202612'])?.pattern).toBe('YYYYMM');
    expect(readDateTexts(['2026-11-01', '2026-11'])).toBeNull();
    expect(parseAnyDateText('2026/11/21')?.format('YYYY-MM-DD')).toBe('2026-11-21');
    expect(parseAnyDateText('21.11.2026')).toBeNull();
  });
});
