/** Texts of the table domain (spec section 8: export prompt, paging). */
export default {
  total: '共 {{total}} 条',
  /** An unpaged table: every row of the answer is in the browser. */
  loaded: '已加载 {{rows}} 行',
  export: '导出',
  exportFailed: '导出失败：{{message}}',
  exportLargeTitle: '导出数据量较大',
  exportLargeContent: '本次将导出约 {{rows}} 行 × {{fields}} 个字段，数据量较大，建议先减少所选字段。是否继续导出？',
  exportTruncatedTitle: '导出结果不完整',
  exportTruncatedContent:
    '数据超过导出上限，文件只包含部分行。建议减少所选字段或缩小筛选范围后重新导出。是否仍保存该文件？',
  exportContinue: '继续导出',
  exportSave: '仍然保存',
  exportShown: '按页面显示导出（默认）',
  exportShownHint: '导出页面上显示的值：格式化的数字、百分比',
  exportRaw: '导出原始值（便于表格计算）',
  exportChoose: '选择导出方式',
  cancel: '取消',
  columns: '字段',
  columnsHint: '选择要显示和导出的字段',
  masked: '你没有该字段的权限',
};
