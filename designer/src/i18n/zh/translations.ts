/** Texts of the side-by-side language fields (page content in zh and en). */
export default {
  english: 'English',
  englishOf: '{{field}}（英文）',
  sectionTitle: '区块标题',
  description: '说明（英文）',
  pageTexts: '页面文字',
  pageName: '页面名称',
  pageTips: '页面提示',
  pageStatement: '页面说明',
  xAxisName: 'X 轴名称',
  yAxisName: 'Y 轴名称',
  y2AxisName: '第二 Y 轴名称',
  fieldTexts: '名称与说明',
  fieldName: '字段名称',
  fieldDescription: '字段说明',
};
