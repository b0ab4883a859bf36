/** The display formatters of an indicator (FORMATTERS of the DSL). */
export default {
  none: '原样',
  percent: '百分比',
  add_percent_sign: '加百分号',
  thousands: '千分位',
  thousands_point: '千分位两位小数',
  round: '取整',
  ym: '年月',
  ymd: '年月日',
  replace: '替换',
};
