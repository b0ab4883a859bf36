/** Texts of the palette: the kinds of section (and the global filter) an admin can add to a page. */
export default {
  table: '表格',
  card: '指标卡',
  line: '折线图',
  bar: '柱状图',
  pie: '饼图',
  lineBar: '折柱双轴图',
  funnel: '漏斗图',
  freeDrag: '自由拖拽图表',
  globalFilter: '全局筛选',
  newFilterName: '日期',
};
