import { quickDateRange } from '@tessera/schema/rules';
import { serverNow, setServerClock } from './serverClock';

const SHANGHAI = { time_zone: 'Asia/Shanghai', utc_offset_minutes: 480 };
const browserTimeZone = process.env.TZ;

describe("the server's clock in the browser", () => {
  beforeEach(() => {
    // The browser is in American Samoa (UTC−11): at 17:30 UTC its day is still the 25th, Shanghai's the 26th.
    process.env.TZ = 'Pacific/Pago_Pago';
    jest.useFakeTimers({ now: new Date('2026-11-25T17:30:00Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
    process.env.TZ = browserTimeZone;
  });

  test("today and the quick ranges are the server's days, not the browser's", () => {
    expect(quickDateRange('today', new Date())).toEqual({ start: '2026-11-25', end: '2026-11-25' });
    setServerClock({ now: '2026-11-26T01:30:00.000', ...SHANGHAI });
    expect(quickDateRange('today', serverNow())).toEqual({ start: '2026-11-26', end: '2026-11-26' });
    expect(quickDateRange('yesterday', serverNow())).toEqual({ start: '2026-11-25', end: '2026-11-25' });
    expect(quickDateRange('past_7_days', serverNow())).toEqual({ start: '2026-11-19', end: '2026-11-25' });
    expect(quickDateRange('this_month', serverNow())).toEqual({ start: '2026-11-01', end: '2026-11-26' });
  });

  test("the server's clock runs on with the browser's, and the day turns at the server's midnight", () => {
    setServerClock({ now: '2026-11-26T01:30:00.000', ...SHANGHAI });
    expect(serverNow().getHours()).toBe(1);
    jest.advanceTimersByTime(22 * 3600_000);
    expect(quickDateRange('today', serverNow())?.start).toBe('2026-11-26');
    jest.advanceTimersByTime(3600_000);
    // 00:30 in Shanghai, the 27th there; in the browser's Samoa it is 05:30 on the 26th.
    expect(quickDateRange('today', serverNow())).toEqual({ start: '2026-11-27', end: '2026-11-27' });
    expect(new Date().getDate()).toBe(26);
  });

  test('a clock text that is no time leaves the clock as it was', () => {
    setServerClock({ now: '2026-11-26T01:30:00.000', ...SHANGHAI });
    setServerClock({ now: 'soon', ...SHANGHAI });
    expect(quickDateRange('today', serverNow())?.start).toBe('2026-11-26');
  });
});
