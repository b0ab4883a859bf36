/** Texts of the designer screen: its toolbar, panels and canvas. */
export default {
  palette: '组件',
  canvas: '画布',
  preview: '预览',
  sideData: '数据',
  sideSettings: '设置',
  sideFilters: '筛选',
  history: '操作记录',
  historyOpened: '打开时的页面',
  undo: '撤销',
  redo: '重做',
  delete: '删除',
  noSections: '页面还没有区块：从左侧组件中添加',
  sectionsSelected: '已选 {{count}} 个区块',
};
