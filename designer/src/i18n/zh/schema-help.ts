/**
 * Chinese help of the property panel's fields: the JSON Schema's descriptions (the published contract is written
 * in English), translated, keyed by the description itself. A description reworded in the schema loses its
 * translation here (the field then shows no help in Chinese) rather than showing a stale one.
 */
const help: Readonly<Record<string, string>> = {
  'Section title': '区块标题',
  'Real-time mode: 0 not real-time, 1 fill gaps with 0, 2 fill with the previous value, 3 no fill':
    '实时模式：0 非实时，1 缺失的点补 0，2 缺失的点沿用前一个值，3 不补；实时模块按页面的刷新间隔自动刷新',
  "Seconds between two refreshes of the page's real-time sections (default 60)":
    '页面中实时模块两次自动刷新之间的秒数（默认 60）；页面隐藏时暂停',
  '1: staff may comment on chart points': '开启后员工可以在图表数据点上添加评论',
  '1: the section shows a table': '开启后区块显示表格（图表下方）',
  '1: the data service pages the rows; 0: all rows are sent and paged in the browser':
    '开启：由数据服务分页；关闭：一次取回全部行，在浏览器中分页',
  '1: staff may export the table as CSV': '开启后员工可以把表格导出为 CSV',
  '1: the table is paged': '开启后表格分页显示',
  '1: show the radio filters derived from the columns above the table': '在表格上方显示由列的单选项生成的单选切换',
  'Help text shown beside the table title': '显示在表格标题旁的提示文字',
  'Table height: a number of pixels, a numeric string or "auto"': '表格高度：像素数、数字字符串或 "auto"',
  'Chart height: a number of pixels, a numeric string or "auto"': '图表高度：像素数、数字字符串或 "auto"',
  'How series are built: 1 indicator comparison, 2 dimension comparison, 3 custom, 4 free drag (default)':
    '系列的生成方式：1 指标对比，2 维度对比，3 自定义，4 自由拖拽（默认）',
  '1: plot the table transposed (rows become series)': '开启后按转置的表格作图（每行成为一个系列）',
  '1: free drag reverses the data order': '开启后自由拖拽图表倒序排列数据',
  '1: free drag uses a second y axis': '开启后自由拖拽图表使用第二 Y 轴',
  '1: swap the category and value axes (horizontal bars)': '开启后交换类目轴和数值轴（横向柱状图）',
  'Distance from the bottom edge: pixels or a percentage such as "10%"': '距下边缘的距离：像素数或百分比，如 "10%"',
  'Keep axis labels inside the grid': '坐标轴标签算在绘图区内',
  'Distance from the left edge: pixels or a percentage such as "10%"': '距左边缘的距离：像素数或百分比，如 "10%"',
  'Distance from the right edge: pixels or a percentage such as "10%"': '距右边缘的距离：像素数或百分比，如 "10%"',
  'Distance from the top edge: pixels or a percentage such as "10%"': '距上边缘的距离：像素数或百分比，如 "10%"',
  'One series at a time (single) or several (multiple)': '一次只选一个系列（单选）或可选多个（多选）',
  'Show the legend': '显示图例',
  'plain or scroll (many series)': '普通或可滚动（系列很多时）',
  'Show the tooltip': '显示提示框',
  'axis: all series at a category; item: one point; none':
    '按坐标轴：显示一个类目下的全部系列；按数据项：只显示一个点；无',
  'Axis title': '坐标轴名称，画在轴的一端',
  'Minimum of the axis; null lets the chart decide': '坐标轴最小值；留空由图表决定',
  'Maximum of the axis; null lets the chart decide': '坐标轴最大值；留空由图表决定',
  'What the column means': '这一列的含义',
  '1: the column is an indicator (numeric); 0: a dimension': '开启：该列是指标（数值）；关闭：维度',
  '1: show the description as a tooltip on the header': '开启后在表头以提示显示说明',
  '1: staff may sort by this column (none → asc → desc)': '开启后员工可以按此列排序（不排序 → 升序 → 降序）',
  '1: colour values: positive green, negative red, neutral grey': '开启后按正负着色：正数绿色，负数红色，零灰色',
  '1: keep width as given instead of estimating it from the text': '开启后保持设定宽度，不按文字估算',
  'How cell values are displayed': '单元格值的显示格式',
  'Threshold rules that colour or label the cells': '按阈值给单元格着色或加标签的规则',
  'CSS colour of each band': '每一段的 CSS 颜色',
  'Label of each band, e.g. significance labels': '每一段的标签，如显著性',
  'Ascending thresholds that split values into bands': '把数值分段的阈值，从小到大',
  'Column width in pixels (default 110)': '列宽像素（默认 110）',
  "Radio option the column belongs to; radio filters are derived from the columns' radio_type":
    '该列所属的单选项；单选筛选由各列的所属单选项生成',
  'Initial sort: 0 none, 1 asc, 2 desc': '打开时的排序：不排序、升序或降序',
  'Column processing (z value, image, markdown, …)': '列的特殊处理（Z 值、图片、Markdown 等）',
  "Tab the column belongs to; tab filters are derived from the columns' tab_name":
    '该列所属的标签页；标签筛选由各列的所属标签页生成',
  'dynamic: names come from name_field values; manual: name is used':
    '动态：名称取自命名字段的值；手动：使用填写的名称',
  'Series name shown in the legend (manual naming)': '图例中显示的系列名称（手动命名）',
  'Dataset column whose values name the series (dynamic naming)': '其值作为系列名称的数据集字段（动态命名）',
  'Indicator column plotted by the series': '该系列绘制的指标字段',
  'Series kind: line, bar or pie': '系列类型：折线、柱状或饼图',
  'Which x axis (0 or 1) the series uses': '系列使用的 X 轴（第一或第二）',
  'Which y axis (0 or 1) the series uses; 1 is the second axis': '系列使用的 Y 轴（第一或第二）',
  'Point symbol of a line': '折线上数据点的标记形状',
  'Point symbol size in pixels': '标记大小（像素）',
  'Series with the same stack name are stacked': '堆叠组相同的系列堆叠显示',
  'Show the value on each point': '在每个数据点上显示数值',
  'Where the value is drawn': '数值显示的位置',
  'Line width in pixels': '线宽（像素）',
  'Dash style': '线型',
  'CSS colour': 'CSS 颜色',
  'Corner radius of bars in pixels': '柱子的圆角（像素）',
  'Indicator column the card shows': '指标卡显示的指标',
  'Card title; the column name when absent': '指标卡标题；留空时用字段名',
  "Aggregate of the summary; the builder column's when absent": '汇总的聚合方式；留空时用字段的聚合方式',
  'How the value is displayed': '数值的显示格式',
  'Help text shown on the card': '显示在指标卡上的说明',
  '1: visible': '开启后显示',
};
export default help;
