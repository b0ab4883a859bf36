import type zh from '../zh/realtime';

export default {
  lastUpdate: 'Last update {{time}}',
  lastUpdateTip:
    'Real-time section, refreshed every {{seconds}} s (paused while the page is hidden); the time is when the server read the data',
  abUnavailable: 'The A/B report cannot be shown here',
  abIndicator: 'Indicator',
  abControl: 'control group',
  abChartTitle: '{{index}} by {{second}}',
  significance_very_significant: 'very significant',
  significance_significant: 'significant',
  significance_not_significant: 'not significant',
  abNoTest: 'too few observations',
} satisfies Record<keyof typeof zh, string>;
