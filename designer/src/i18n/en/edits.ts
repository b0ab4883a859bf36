import type zh from '../zh/edits';

export default {
  addSection: 'Add section {{title}}',
  deleteSection: 'Delete section {{title}}',
  deleteSections: 'Delete {{count}} sections',
  moveSection: 'Move section {{title}}',
  resizeSection: 'Resize section {{title}}',
  renameSection: 'Rename section {{title}}',
  addGlobalFilter: 'Add global filter {{name}}',
  addField: 'Drag field {{field}} into section {{title}}',
  changeChartType: 'Section {{title}} becomes a {{type}}',
} satisfies Record<keyof typeof zh, string>;
