import type zh from '../zh/edits';

export default {
  editJson: 'Edit the JSON',
  addSection: 'Add section {{title}}',
  deleteSection: 'Delete section {{title}}',
  deleteSections: 'Delete {{count}} sections',
  moveSection: 'Move section {{title}}',
  resizeSection: 'Resize section {{title}}',
  renameSection: 'Rename section {{title}}',
  addGlobalFilter: 'Add global filter {{name}}',
  addDimension: 'Add dimension {{field}}',
  addIndicator: 'Add indicator {{field}}',
  setDataset: 'Section {{title}} uses dataset {{dataset}}',
  reorderField: 'Reorder field {{field}}',
  removeField: 'Remove field {{field}}',
  setIndicator: 'Indicator {{field}}: {{setting}} {{value}}',
  changeChartType: 'Section {{title}} becomes a {{type}}',
} satisfies Record<keyof typeof zh, string>;
