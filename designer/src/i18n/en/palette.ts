import type zh from '../zh/palette';

export default {
  table: 'Table',
  card: 'Cards',
  line: 'Line chart',
  bar: 'Bar chart',
  pie: 'Pie chart',
  lineBar: 'Line-bar (two y axes)',
  funnel: 'Funnel',
  freeDrag: 'Free-drag chart',
  globalFilter: 'Global filter',
  newFilterName: 'Date',
} satisfies Record<keyof typeof zh, string>;
