/** Texts of the usage screens (`/visitStat`, `/userFlow`). */
export const visitsZh = {
  visits: {
    statTitle: '访问统计',
    flowTitle: '用户流向',
    statHint: '报表页面的浏览量（PV）与访客数（UV），按日、周、页面和用户统计，以及比上一等长周期新增和流失的访客。',
    flowHint: '选择起始页面，查看访客在同一会话（间隔不超过 30 分钟）中接下来打开的页面、热门路径与流失。',
    deniedTitle: '没有查看权限',
    loadFailed: '加载失败',
  },
};
