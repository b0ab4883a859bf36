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
  setSetting: '区块 {{title}} 的{{setting}}改为 {{value}}',
  clearSetting: '区块 {{title}} 的{{setting}}恢复默认',
  setSeries: '区块 {{title}} 的系列 {{name}}：{{setting}}改为 {{value}}',
  addSeries: '区块 {{title}} 添加系列 {{name}}',
  removeSeries: '区块 {{title}} 删除系列 {{name}}',
  addTableColumns: '区块 {{title}} 加入 {{count}} 个表格列',
  moveTableColumn: '调整表格列 {{column}} 的顺序',
  removeTableColumn: '删除表格列 {{column}}',
  setColumn: '表格列 {{column}} 的{{setting}}改为 {{value}}',
  addCard: '区块 {{title}} 添加指标卡 {{name}}',
  removeCard: '区块 {{title}} 删除指标卡 {{name}}',
  setCard: '指标卡 {{name}} 的{{setting}}改为 {{value}}',
  addGlobalFilter: '添加全局筛选 {{name}}',
  addDimension: '添加维度 {{field}}',
  addIndicator: '添加指标 {{field}}',
  setDataset: '区块 {{title}} 使用数据集 {{dataset}}',
  reorderField: '调整字段 {{field}} 的顺序',
  removeField: '移出字段 {{field}}',
  setIndicator: '指标 {{field}} 的{{setting}}改为{{value}}',
  changeChartType: '区块 {{title}} 改为{{type}}',
};
