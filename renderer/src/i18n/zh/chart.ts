/** Texts of the chart domain (chart and card section bodies). */
export default {
  dimension: '维度',
  indicator: '指标',
  chartType: '图表类型',
  pickDimension: '请选择维度',
  pickIndicator: '请选择指标',
  typeLine: '折线图',
  typeBar: '柱状图',
  typePie: '饼图',
  typeLineBar: '折柱图',
  typeFunnel: '漏斗图',
  comparedWith: '{{label}} 较 {{previous}}',
  cardDescription: '说明',
};
