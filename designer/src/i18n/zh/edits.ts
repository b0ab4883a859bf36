/**
 * Descriptions of edits: the undo history list shows them and a saved version takes them as its change summary
 * (spec: "Move section 销售趋势", "Add filter 日期").
 */
export default {
  addSection: '添加区块 {{title}}',
  deleteSection: '删除区块 {{title}}',
  deleteSections: '删除 {{count}} 个区块',
  moveSection: '移动区块 {{title}}',
  resizeSection: '调整区块 {{title}} 的大小',
  renameSection: '重命名区块 {{title}}',
  addGlobalFilter: '添加全局筛选 {{name}}',
  addField: '将字段 {{field}} 拖入区块 {{title}}',
  changeChartType: '区块 {{title}} 改为{{type}}',
};
