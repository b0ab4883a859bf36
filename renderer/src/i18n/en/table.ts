import type zh from '../zh/table';

export default {
  total: '{{total}} rows in total',
  loaded: 'Rows loaded: {{rows}}',
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
  exportShown: 'Export as shown (default)',
  exportShownHint: 'Exports the values as the page shows them: formatted numbers, percentages',
  exportRaw: 'Export raw values (for spreadsheet maths)',
  exportChoose: 'Choose how to export',
  cancel: 'Cancel',
  columns: 'Fields',
  columnsHint: 'Choose the fields to show and export',
  masked: 'You have no permission on this column',
} satisfies Record<keyof typeof zh, string>;
