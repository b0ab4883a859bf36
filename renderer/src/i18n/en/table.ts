import type zh from '../zh/table';

export default {
  total: '{{total}} rows in total',
  export: 'Export',
  exportFailed: 'Export failed: {{message}}',
  exportLargeTitle: 'Large export',
  exportLargeContent:
    'This export has about {{rows}} rows × {{fields}} fields. Consider reducing the selected fields first. Export anyway?',
  exportTruncatedTitle: 'Export incomplete',
  exportTruncatedContent:
    'The data exceeds the export limit: the file holds only part of the rows. Reduce the selected fields or narrow the filters and export again. Save this file anyway?',
  exportContinue: 'Export anyway',
  exportSave: 'Save anyway',
  cancel: 'Cancel',
  columns: 'Fields',
  columnsHint: 'Choose the fields to show and export',
} satisfies Record<keyof typeof zh, string>;
