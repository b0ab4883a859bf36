import { CHART_TYPES } from '../../dsl/codes';
import type { ChartTypeEntry } from '../chart-type';
import { emptyConfigOf } from './shared';

/** Type 0: the section is a table; no chart is drawn. */
export const TABLE_CHART: ChartTypeEntry = {
  build: () => ({ kind: 'table', option: null }),
  emptyConfig: () => emptyConfigOf(CHART_TYPES.TABLE, 'axis'),
  dataRule: null,
  resets: { seriesType: () => undefined, dualAxis: false },
  echartsParts: [],
};
