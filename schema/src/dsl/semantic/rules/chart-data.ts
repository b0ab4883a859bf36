import type { ChartConfig } from '../../chart';
import { CHART_TYPES, type ChartType } from '../../codes';
import type { LocalizedMessage } from '../../messages';
import type { ChartData } from '../columns';
import { at } from '../pointer';
import { error, type DocumentIssue } from '../types';

interface ChartRequirement {
  accepts(dimensions: number, indicators: number): boolean;
  message: LocalizedMessage;
}

/**
 * Spec section 5, chart-type data rules (the tips beside the chart type). Line and bar read "1 dimension with more
 * than 1 indicator, or 2 dimensions with 1 indicator"; that is taken as a minimum, because a single line of one
 * indicator over days is the most common chart there is: 1 dimension with 1 or more indicators is accepted.
 * Pie likewise accepts 0 dimensions with 1 or more indicators.
 */
const LINE_OR_BAR: ChartRequirement = {
  accepts: (d, i) => (d === 1 && i >= 1) || (d === 2 && i === 1),
  message: {
    en: 'a line or bar chart needs 1 dimension with 1 or more indicators, or 2 dimensions with 1 indicator',
    zh: '折线图和柱状图需要 1 个维度加 1 个或多个指标，或 2 个维度加 1 个指标',
  },
};

const REQUIREMENTS: Partial<Record<ChartType, ChartRequirement>> = {
  [CHART_TYPES.LINE]: LINE_OR_BAR,
  [CHART_TYPES.BAR]: LINE_OR_BAR,
  [CHART_TYPES.PIE]: {
    accepts: (d, i) => (d === 1 && i === 1) || (d === 0 && i >= 1),
    message: {
      en: 'a pie chart needs 1 dimension with 1 indicator, or no dimension with 1 or more indicators',
      zh: '饼图需要 1 个维度加 1 个指标，或不要维度、使用 1 个或多个指标',
    },
  },
  [CHART_TYPES.LINE_BAR]: {
    accepts: (d, i) => d === 1 && i === 2,
    message: {
      en: 'a dual-axis (line-bar) chart needs exactly 1 dimension and 2 indicators',
      zh: '双轴图（折线柱状图）需要恰好 1 个维度和 2 个指标',
    },
  },
  [CHART_TYPES.CARD]: {
    accepts: (_d, i) => i === 1,
    message: {
      en: 'a card needs exactly one indicator (a summary or a single filtered value)',
      zh: '指标卡只能有一个指标（汇总值或筛选出的单个值）',
    },
  },
  [CHART_TYPES.FUNNEL]: {
    accepts: (d, i) => d === 0 && i >= 1,
    message: {
      en: 'a funnel chart takes indicators only: no dimension, 1 or more indicators',
      zh: '漏斗图只能使用指标：不要维度，至少 1 个指标',
    },
  },
};

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

/** A shown chart (not a table, have_chart not 0) whose dimensions and indicators do not suit its type. */
export function chartTypeData(chart: ChartConfig, chartAt: string, data: ChartData | undefined): DocumentIssue[] {
  if (!data || chart.have_chart === 0) return [];
  const requirement = REQUIREMENTS[chart.config_type];
  if (!requirement || requirement.accepts(data.dimensions.length, data.indicators.length)) return [];
  const got = counted(data);
  return [
    error(at(chartAt, 'config_type'), {
      en: `${requirement.message.en} (${got.en})`,
      zh: `${requirement.message.zh}（${got.zh}）`,
    }),
  ];
}
