import type zh from '../zh/canvas';

export default {
  copyTitle: '{{title}} copy',
  displayCollapse: 'Collapse report',
  displayKanban: 'Kanban board',
  displayMode: 'Display',
  refreshInterval: 'Refresh interval (s)',
  duplicate: 'Duplicate',
  copy: 'Copy',
  paste: 'Paste',
  copied: '{{count}} sections copied',
  pasted: '{{count}} sections pasted',
  pastedForeign: '{{count}} sections pasted: they come from another app, pick a dataset of this app for them',
  nothingToPaste: 'The clipboard holds no sections to paste',
  outline: 'Outline',
  dragHandle: 'Drag {{title}}',
  selectHint: 'Click to select; Shift or Ctrl click to select more',
} satisfies Record<keyof typeof zh, string>;
