/** Texts of the comments domain (spec sections 4, 5 and 8: the add-comment dialog and the comment banner). */
export default {
  addTitle: '添加评论',
  point: '评论对象',
  wholeChart: '整个图表',
  series: '系列',
  content: '评论内容',
  contentPlaceholder: '写下对这个数据点的说明',
  contentRequired: '请输入评论内容',
  submit: '提交评论',
  cancel: '取消',
  added: '评论成功',
  addFailed: '评论失败',
  bannerTitle: '评论（{{count}}）',
  authorAt: '{{author}} · {{time}}',
};
