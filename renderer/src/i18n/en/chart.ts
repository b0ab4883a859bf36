import type zh from '../zh/chart';

export default {
  dimension: 'Dimension',
  indicator: 'Indicator',
  chartType: 'Chart type',
  pickDimension: 'Pick a dimension',
  pickIndicator: 'Pick indicators',
  typeLine: 'Line',
  typeBar: 'Bar',
  typePie: 'Pie',
  typeLineBar: 'Line and bar',
  typeFunnel: 'Funnel',
  comparedWith: '{{label}} vs {{previous}}',
  cardDescription: 'Description',
} satisfies Record<keyof typeof zh, string>;
