export default {
  lastUpdate: '最后更新 {{time}}',
  lastUpdateTip: '实时模块，每 {{seconds}} 秒自动刷新（页面隐藏时暂停）；时间为服务器读取数据的时间',
  abUnavailable: '此处无法显示 A/B 实验报告',
  abIndicator: '指标',
  abControl: '对照组',
  significance_very_significant: '非常显著',
  significance_significant: '显著',
  significance_not_significant: '不显著',
  abNoTest: '样本不足',
  abRule: '每个{{second}}一个样本，各组与对照组做 Welch t 检验：|t| ≥ 2 非常显著，1 ≤ |t| < 2 显著，其余不显著',
};
