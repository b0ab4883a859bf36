import type zh from '../zh/realtime';

export default {
  lastUpdate: 'Last update {{time}}',
  lastUpdateTip:
    'Real-time section, refreshed every {{seconds}} s (paused while the page is hidden); the time is when the server read the data',
  abUnavailable: 'The A/B report cannot be shown here',
  abIndicator: 'Indicator',
  abControl: 'control group',
  significance_very_significant: 'very significant',
  significance_significant: 'significant',
  significance_not_significant: 'not significant',
  abNoTest: 'too few observations',
  abRule:
    "One observation per {{second}}; each group against the control by Welch's t-test: |t| ≥ 2 very significant, 1 ≤ |t| < 2 significant, otherwise not significant",
} satisfies Record<keyof typeof zh, string>;
