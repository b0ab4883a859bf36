import { dayjs, type Dayjs } from './day';

/**
 * The text shapes a date may take in data and filters, most specific first, with their fields in order
 * (year, month[, day[, hour, minute[, second]]]).
 */
const SHAPES = {
  'YYYY-MM-DD HH:mm:ss': /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/,
  'YYYY-MM-DD HH:mm': /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/,
  'YYYY-MM-DD': /^(\d{4})-(\d{2})-(\d{2})$/,
  'YYYY-MM': /^(\d{4})-(\d{2})$/,
  YYYYMMDD: /^(\d{4})(\d{2})(\d{2})$/,
  YYYYMM: /^(\d{4})(\d{2})$/,
  'YYYY/MM/DD': /^(\d{4})\/(\d{2})\/(\d{2})$/,
} as const;

export type DateTextPattern = keyof typeof SHAPES;
export const DATE_TEXT_PATTERNS = Object.keys(SHAPES) as DateTextPattern[];

/**
 * `text` read strictly in `pattern` (the digits must form a real date: no 2026-02-30, no hour 24), else null.
 * Same result as dayjs' strict customParseFormat for these shapes, but that one compiles the format on every call,
 * which made a chart's date axis (hundreds of keys tried against each shape) cost a tenth of a second.
 */
export function parseDateText(text: string, pattern: DateTextPattern): Dayjs | null {
  const match = SHAPES[pattern].exec(text);
  if (!match) return null;
  const [year, month, day = 1, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(2000, month - 1, day, hour, minute, second);
  date.setFullYear(year); // years below 100 would otherwise be read as 19xx
  if (date.getDate() !== day || date.getMonth() !== month - 1) return null;
  return dayjs(date);
}

/** The keys read in the first pattern that reads them all (each key parsed once per pattern tried), or null. */
export function readDateTexts(keys: readonly string[]): { pattern: DateTextPattern; dates: Dayjs[] } | null {
  for (const pattern of DATE_TEXT_PATTERNS) {
    const dates: Dayjs[] = [];
    for (const key of keys) {
      const parsed = parseDateText(key, pattern);
      if (!parsed) break;
      dates.push(parsed);
    }
    if (dates.length === keys.length) return { pattern, dates };
  }
  return null;
}

/** `text` in the first pattern that reads it, or null. */
export function parseAnyDateText(text: string): Dayjs | null {
  for (const pattern of DATE_TEXT_PATTERNS) {
    const parsed = parseDateText(text, pattern);
    if (parsed) return parsed;
  }
  return null;
}
