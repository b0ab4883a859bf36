/** Texts of the data panel: a section's dataset, its fields, the dimension and value zones, the chart type. */
export default {
  title: '数据',
  pickSection: '选中一个区块来设置它的数据',
  dataset: '数据集',
  pickDataset: '选择本应用的数据集',
  noDatasets: '本应用还没有数据集',
  fields: '字段',
  aggregate: '聚合方式',
  formatter: '格式',
  sort: '默认排序',
  sortNone: '不排序',
  sortAsc: '升序',
  sortDesc: '降序',
  chartType: '图表类型',
  loadFailed: '数据集加载失败：{{message}}',
};
