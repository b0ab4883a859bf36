import type zh from '../zh/formatters';

export default {
  none: 'as is',
  percent: 'percent',
  add_percent_sign: 'percent sign',
  thousands: 'thousands',
  thousands_point: 'thousands, 2 decimals',
  round: 'rounded',
  ym: 'year-month',
  ymd: 'date',
  replace: 'replace',
} satisfies Record<keyof typeof zh, string>;
