/** Texts of the JSON view (code mode) and of the live preview's checks. */
export default {
  tab: 'JSON',
  loading: '正在加载 JSON 编辑器…',
  synced: 'JSON 与画布一致',
  syntax: 'JSON 语法有误，画布保持上次有效的页面：{{error}}',
  invalid: 'JSON 不符合页面结构（{{count}} 处），画布保持上次有效的页面',
  notObject: '页面必须是一个对象',
  noEditor: '此处没有 JSON 编辑器',
  sectionInvalid: '区块配置有误，修正后显示图表',
  newNeedsSaved: '页面尚未保存：保存后即可预览其中的区块',
};
