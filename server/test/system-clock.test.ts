import { clockAt } from '../src/domains/system/service';

describe("the server's clock (GET /version's clock)", () => {
  test('reads the wall clock of the process zone, with its name and offset', () => {
    const at = new Date(2026, 10, 26, 1, 2, 3, 4);
    expect(clockAt(at)).toEqual({
      now: '2026-11-26T01:02:03.004',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      utc_offset_minutes: 0 - at.getTimezoneOffset(),
    });
  });
});
