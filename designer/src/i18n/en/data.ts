import type zh from '../zh/data';

export default {
  title: 'Data',
  pickSection: 'Select one section to set its data',
  dataset: 'Dataset',
  pickDataset: 'Pick a dataset of this app',
  noDatasets: 'This app has no datasets yet',
  fields: 'Fields',
  aggregate: 'Aggregate',
  formatter: 'Format',
  sort: 'Default sort',
  sortNone: 'unsorted',
  sortAsc: 'ascending',
  sortDesc: 'descending',
  chartType: 'Chart type',
  loadFailed: 'The dataset could not be loaded: {{message}}',
} satisfies Record<keyof typeof zh, string>;
