/** Section states and page texts (spec section 8 "Chart texts"). */
export default {
  loading: '加载中…',
  noData: '暂无数据',
  notLoaded: '默认不加载数据，请设置条件后点击查询',
  load: '查询',
  empty: '查询结果为空',
  error: '加载失败',
  retry: '重试',
  noSections: '此页面还没有上线的区块',
  globalFilters: '全局筛选',
  overriddenByGlobal: '由全局筛选「{{name}}」控制',
  unknownSection: '无法显示的区块',
};
