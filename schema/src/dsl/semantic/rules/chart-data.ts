import type { ChartConfig } from '../../chart';
import { chartTypeEntry } from '../../../charts/registry';
import type { LocalizedMessage } from '../../messages';
import type { ChartData } from '../columns';
import { at } from '../pointer';
import { error, type DocumentIssue } from '../types';

function counted(data: ChartData): LocalizedMessage {
  const d = data.dimensions.length;
  const i = data.indicators.length;
  return data.source === 'free_drag'
    ? {
        en: `the free-drag lists have ${d} dimension(s) and ${i} indicator(s)`,
        zh: `自由拖拽中有 ${d} 个维度、${i} 个指标`,
      }
    : {
        en: `the selected builder columns have ${d} dimension(s) and ${i} indicator(s)`,
        zh: `已选字段中有 ${d} 个维度、${i} 个指标`,
      };
}

/**
 * A shown chart (not a table, have_chart not 0) whose dimensions and indicators do not suit its type: the type's
 * dataRule in CHART_TYPE_REGISTRY (spec section 5, the tips beside the chart type).
 */
export function chartTypeData(chart: ChartConfig, chartAt: string, data: ChartData | undefined): DocumentIssue[] {
  if (!data || chart.have_chart === 0) return [];
  const requirement = chartTypeEntry(chart.config_type).dataRule;
  if (!requirement || requirement.accepts(data.dimensions.length, data.indicators.length)) return [];
  const got = counted(data);
  return [
    error(at(chartAt, 'config_type'), {
      en: `${requirement.message.en} (${got.en})`,
      zh: `${requirement.message.zh}（${got.zh}）`,
    }),
  ];
}
