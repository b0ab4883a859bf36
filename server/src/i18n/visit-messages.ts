/** Server messages of the visit statistics and user flow, kept apart from the rest. */

export const visitsZh = {
  'visits.not_granted': '没有访问统计的权限：请联系管理员为你的角色授予该页面',
  'visits.app_not_granted': '没有查看该应用访问统计的权限',
  'visits.report_section_unknown': '访问报表没有区块 {id}',
  'validation.before_start': '不能早于开始日期',
  'validation.span_too_long': '日期跨度不能超过 {limit} 天',
} as const;

export const visitsEn: Record<keyof typeof visitsZh, string> = {
  'visits.not_granted': 'No access to visit statistics: ask an administrator to grant this screen to your role',
  'visits.app_not_granted': "No access to this app's visit statistics",
  'visits.report_section_unknown': 'The visit report has no section {id}',
  'validation.before_start': 'must not be before the start date',
  'validation.span_too_long': 'the span may not exceed {limit} days',
};
