import type zh from '../zh/filters';

export default {
  search: 'Search',
  reset: 'Reset',
  panel: 'Filters',
  all: 'All',
  noOptions: 'No options',
  textPlaceholder: 'Enter text',
  containsPlaceholder: 'Contains',
  numberPlaceholder: 'Enter a number',
  min: 'Min',
  max: 'Max',
  rangeSeparator: 'to',
  quickToday: 'Today',
  quickYesterday: 'Yesterday',
  quickPast7Days: 'Past 7 days',
  quickPast30Days: 'Past 30 days',
  quickPast90Days: 'Past 90 days',
  quickThisWeek: 'This week',
  quickThisMonth: 'This month',
  quickThisQuarter: 'This quarter',
  quickThisYear: 'This year',
} satisfies Record<keyof typeof zh, string>;
