import type zh from '../zh/ui';

export default {
  palette: 'Add',
  canvas: 'Canvas',
  preview: 'Preview',
  sideData: 'Data',
  sideSettings: 'Settings',
  sideFilters: 'Filters',
  history: 'History',
  historyOpened: 'Page as opened',
  undo: 'Undo',
  redo: 'Redo',
  delete: 'Delete',
  noSections: 'The page has no sections yet: add one from the palette',
  sectionsSelected: '{{count}} sections selected',
} satisfies Record<keyof typeof zh, string>;
