/** Server messages of the access domains (access requests, field authority), kept apart from the rest. */

export const accessZh = {
  // --- approvals (access requests) ---
  'approvals.not_found': '申请不存在',
  'approvals.not_approver': '你不是这条申请的审批人',
  'approvals.own_request': '不能审批自己的申请',
  'approvals.already_decided': '该申请已处理或已撤回，不能再次处理',
  'approvals.duplicate': '你已有一条相同的申请在等待审批',
  'approvals.already_member': '你已是角色「{name}」的成员',
  'approvals.already_granted': '你已经可以打开这个页面',
  'approvals.remind_too_soon': '每条申请每小时只能催办一次，请 {minutes} 分钟后再试',
  'approvals.role_gone': '申请加入的角色已被删除',
  'approvals.page_gone': '申请的页面已被删除',
  'validation.not_applicable': '该页面已隐藏或未上线，不能申请',
  // --- field authority ---
  'fieldauth.category_not_found': '字段权限分类不存在',
  'fieldauth.not_manager': '你不是该字段权限分类的管理者',
  'fieldauth.name_taken': '该应用已有名为 {name} 的字段权限分类',
  'fieldauth.column_hidden': '你没有字段 {key} 的权限，不能按它筛选或排序',
  'fieldauth.all_columns_hidden': '你没有该报表模块任何字段的权限',
  'validation.not_for_base': '基础规则对所有人生效，不能指定用户',
} as const;

export const accessEn: Record<keyof typeof accessZh, string> = {
  // --- approvals (access requests) ---
  'approvals.not_found': 'Access request not found',
  'approvals.not_approver': 'You are not an approver of this request',
  'approvals.own_request': 'You cannot decide your own request',
  'approvals.already_decided': 'This request was already handled or withdrawn',
  'approvals.duplicate': 'You already have the same request waiting for approval',
  'approvals.already_member': 'You are already a member of the role "{name}"',
  'approvals.already_granted': 'You can already open this page',
  'approvals.remind_too_soon': 'A request can be reminded once an hour: try again in {minutes} minutes',
  'approvals.role_gone': 'The role asked for was deleted',
  'approvals.page_gone': 'The page asked for was deleted',
  'validation.not_applicable': 'is hidden or offline: it cannot be asked for',
  // --- field authority ---
  'fieldauth.category_not_found': 'Field-authority category not found',
  'fieldauth.not_manager': 'You are not a manager of this field-authority category',
  'fieldauth.name_taken': 'The app already has a field-authority category named {name}',
  'fieldauth.column_hidden': 'You have no permission on column {key}: it cannot be filtered or sorted on',
  'fieldauth.all_columns_hidden': 'You have no permission on any column of this section',
  'validation.not_for_base': 'A base rule holds everyone: it names no users',
};
