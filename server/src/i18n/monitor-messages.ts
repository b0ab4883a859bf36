/** Server messages of the data monitors, kept apart from the rest. */

export const monitorZh = {
  'monitors.not_found': '监控不存在',
  'monitors.no_source': '数据集或其数据库连接不可用：{reason}',
  'validation.cron': '不是有效的 cron 表达式（{reason}）',
  'validation.http_url': '必须是 http 或 https 地址',
} as const;

export const monitorEn: Record<keyof typeof monitorZh, string> = {
  'monitors.not_found': 'The monitor does not exist',
  'monitors.no_source': 'The dataset or its database connection is not usable: {reason}',
  'validation.cron': 'is not a valid cron expression ({reason})',
  'validation.http_url': 'must be an http or https address',
};
