/**
 * Descriptions of edits: the undo history list shows them and a saved version takes them as its change summary
 * (spec: "Move section 销售趋势", "Add filter 日期").
 */
export default {
  editJson: '编辑 JSON',
  addSection: '添加区块 {{title}}',
  deleteSection: '删除区块 {{title}}',
  deleteSections: '删除 {{count}} 个区块',
  moveSection: '移动区块 {{title}}',
  resizeSection: '调整区块 {{title}} 的大小',
  renameSection: '重命名区块 {{title}}',
  addGlobalFilter: '添加全局筛选 {{name}}',
  addDimension: '添加维度 {{field}}',
  addIndicator: '添加指标 {{field}}',
  setDataset: '区块 {{title}} 使用数据集 {{dataset}}',
  reorderField: '调整字段 {{field}} 的顺序',
  removeField: '移出字段 {{field}}',
  setIndicator: '指标 {{field}} 的{{setting}}改为{{value}}',
  changeChartType: '区块 {{title}} 改为{{type}}',
};
