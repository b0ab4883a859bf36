import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import isoWeek from 'dayjs/plugin/isoWeek';
import quarterOfYear from 'dayjs/plugin/quarterOfYear';

/**
 * The one place the rules configure dayjs. Plugins extend the shared dayjs instance; extending twice is
 * harmless, so the web app may register the same plugins for its own pickers.
 */
dayjs.extend(customParseFormat);
dayjs.extend(isoWeek);
dayjs.extend(quarterOfYear);

export { dayjs, type Dayjs };

/** "Now" is always passed in (never read from the clock here) so the rules are deterministic in tests. */
export type Now = Date | Dayjs;
