import type { Widen } from './types';
import type { visitsZh } from './visits.zh';

/** English texts of the usage screens: the same keys as visits.zh.ts. */
export const visitsEn: Widen<typeof visitsZh> = {
  visits: {
    statTitle: 'Visit statistics',
    flowTitle: 'User flow',
    statHint:
      'Page views (PV) and visitors (UV) of the report pages, per day, week, page and user, and the visitors added or lost against the period before.',
    flowHint:
      'Pick a start page to see which pages its visitors opened next within a session (gaps of 30 minutes at most), the top paths and where they left.',
    deniedTitle: 'No access',
    loadFailed: 'Failed to load',
  },
};
