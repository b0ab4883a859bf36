/** Server messages of the real-time calls and the A/B report, kept apart from the rest. */

export const realtimeZh = {
  'realtime.bad_json': '{field} 必须是 JSON 文本（{expected}）',
  'realtime.not_realtime': '该报表模块不是实时模式（other_config.realtime_mode 为 0）',
  'abreport.unknown_column': '列 {key} 不是该报表模块的列',
  'abreport.not_indicator': '{key} 不是该报表模块的指标列',
  'abreport.no_indicator': '该报表模块没有可比较的指标列',
  'abreport.no_control': '没有对照组 {control}：分组列 {key} 的值中找不到它',
} as const;

export const realtimeEn: Record<keyof typeof realtimeZh, string> = {
  'realtime.bad_json': '{field} must be JSON text ({expected})',
  'realtime.not_realtime': 'This section is not in a real-time mode (other_config.realtime_mode is 0)',
  'abreport.unknown_column': 'Column {key} is not a column of this section',
  'abreport.not_indicator': '{key} is not an indicator column of this section',
  'abreport.no_indicator': 'This section has no indicator column to compare',
  'abreport.no_control': 'No control group {control}: it is not among the values of the group column {key}',
};
