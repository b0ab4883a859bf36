import { useMemo } from 'react';
import { chartCategoryField, columnLabels } from '@tessera/schema/rules';
import { safeBuildChartOption, type ChartRow } from '@tessera/schema/charts';
import { type LocalizedMessage } from '@tessera/schema/dsl';
import { useChartComments } from '../../comments';
import { useRenderer } from '../../context';
import SectionStatus from '../../status/SectionStatus';
import { buildCardItems } from '../card/cardItems';
import CardGrid from '../card/CardGrid';
import type { SectionViewProps } from '../types';
import { useSectionData } from '../useSectionData';
import { bodyStatus } from './bodyStatus';
import ChartTable from './ChartTable';
import { chartHeight } from './chartHeight';
import EChart, { type ChartPoint, type LegendSelection } from './EChart';
import FreeDragPicker from './FreeDragPicker';
import { isFreeDrag, pickChoices, withPick } from './freePick';
import { hasSeriesData } from './hasSeriesData';
import { useBuildWarnings } from './useBuildWarnings';
import { useChartWidth } from './useChartWidth';
import { useFreePick } from './useFreePick';

const NO_ROWS: readonly ChartRow[] = [];

/**
 * A chart section's chart: the option @tessera/schema builds from the section and its rows, drawn with ECharts.
 * Chart type 5 draws cards and type 0 the table. Free-drag charts let staff re-pick what is plotted; a point
 * click opens the comment dialog when the section allows comments; legend changes go to the host.
 */
export default function ChartSection(props: SectionViewProps) {
  // Whether the chart is a table depends on the config alone: decided before querying, so the table (which runs
  // its own query) is the only one to query.
  const drawsTable = useMemo(() => safeBuildChartOption(props.section, NO_ROWS).kind === 'table', [props.section]);
  return drawsTable ? <ChartTable {...props} /> : <ChartBody {...props} />;
}

function ChartBody({ section, scope }: SectionViewProps) {
  const { onLegendSelectChanged } = useRenderer();
  const data = useSectionData(section, scope);
  const comments = useChartComments(section, scope);
  const free = useFreePick(section.chart_config);
  const rows = data.data?.rows ?? NO_ROWS;
  const answerColumns = data.data?.columns;

  const source = useMemo(() => (free.picked ? withPick(section, free.picked) : section), [section, free.picked]);
  const labels = useMemo(() => columnLabels(answerColumns ?? []), [answerColumns]);
  const [frame, width] = useChartWidth();
  const build = useMemo(() => safeBuildChartOption(source, rows, { labels, width }), [source, rows, labels, width]);
  const cards = useMemo(
    () => (build.kind === 'card' ? buildCardItems(source, rows, answerColumns ?? []) : null),
    [build, source, rows, answerColumns],
  );
  const warnings = useMemo(
    (): LocalizedMessage[] | undefined => cards?.warnings ?? (build.warning ? [build.warning] : undefined),
    [cards, build],
  );
  useBuildWarnings(warnings);

  const categoryField = useMemo(() => chartCategoryField(source, rows), [source, rows]);
  const onPointClick = comments.enabled
    ? (point: ChartPoint) =>
        comments.openForPoint({ field_value: { [categoryField]: point.name }, series_name: point.seriesName })
    : undefined;
  const onLegend = (selection: LegendSelection) => onLegendSelectChanged?.({ diagramId: section.id, ...selection });

  const height = chartHeight(section.chart_config?.height);
  const drawable = cards ? cards.items.length > 0 : build.kind === 'chart' && hasSeriesData(build.option);
  const status = bodyStatus(data, drawable);
  const loading = data.status === 'loading';

  let body;
  if (status) body = <SectionStatus kind={status} message={data.error} onAction={data.reload} minHeight={height} />;
  else if (cards) body = <CardGrid items={cards.items} loading={loading} />;
  else if (build.kind === 'chart')
    body = (
      <EChart
        option={build.option}
        height={height}
        loading={loading}
        onLegendSelectChanged={onLegend}
        onPointClick={onPointClick}
      />
    );

  const picker = isFreeDrag(section.chart_config) && build.kind === 'chart' && data.data && free.current && (
    <FreeDragPicker pick={free.current} choices={pickChoices(section, data.data.columns)} onChange={free.pick} />
  );
  return (
    <div className="ts-chart-section" ref={frame}>
      {scope.renderFilters('chart')}
      {picker}
      {comments.banner}
      {body}
      {comments.dialog}
    </div>
  );
}
