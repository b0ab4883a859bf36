/** Texts of the canvas: display modes, selection, copy and paste, the outline. */
export default {
  copyTitle: '{{title}} 副本',
  displayCollapse: '折叠报表',
  displayKanban: '看板',
  displayMode: '显示方式',
  refreshInterval: '刷新间隔（秒）',
  duplicate: '复制一份',
  copy: '复制',
  paste: '粘贴',
  copied: '已复制 {{count}} 个区块',
  pasted: '已粘贴 {{count}} 个区块',
  pastedForeign: '已粘贴 {{count}} 个区块：它们来自另一个应用，请为它们选择本应用的数据集',
  nothingToPaste: '剪贴板里没有可粘贴的区块',
  outline: '大纲',
  dragHandle: '拖动 {{title}}',
  selectHint: '单击选中，Shift 或 Ctrl 单击多选',
};
