export { useChartComments } from './useChartComments';
export type { ChartComments, CommentPoint } from './types';
