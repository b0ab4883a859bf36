import type { ChartConfig } from '../chart';
import { CHART_TYPES, COLUMN_TYPES, COMPARE_TYPES, DEFAULT_COMPARE_TYPE } from '../codes';
import type { BuilderColumn } from '../column';
import type { DatasetColumn, DatasetDefinition } from '../dataset';
import type { Section } from '../section';

/** What the section rules read of a dataset: its key (to name it) and its columns. */
export type SectionDataset = Pick<DatasetDefinition, 'key' | 'columns'>;

/** What the rules of one section may know beyond the section itself. */
export interface SectionContext {
  /**
   * The dataset the section reads, when known: a template bundle carries its definition, the designer knows the
   * dataset's columns.
   */
  dataset?: SectionDataset;
  /** Ids of the page's sections (as strings), when the section is part of a page. */
  sectionIds?: ReadonlySet<string>;
}

/** What a field is, as far as the document tells; undefined where it does not say. */
export interface FieldNature {
  /** true: an indicator (measure); false: a dimension. */
  indicator?: boolean;
  /** true: numeric values, so it may sit in the value zone. */
  numeric?: boolean;
}

/** Database types whose values are numbers (MySQL, PostgreSQL, SQLite spellings). */
const NUMERIC_DATA_TYPE =
  /^((tiny|small|medium|big)?int(eger)?[0-9]*|decimal|numeric|number|float[0-9]*|double( precision)?|real)\b/i;

export function datasetFieldNature(column: DatasetColumn): FieldNature {
  const indicator = column.column_type === COLUMN_TYPES.INDICATOR;
  return {
    indicator,
    numeric: indicator || (column.data_type !== undefined && NUMERIC_DATA_TYPE.test(column.data_type.trim())),
  };
}

/**
 * A builder column's own word on its field. column_type is the zone the column was dragged into, so it cannot
 * say what the field is; is_index can ("1: the column is an indicator (numeric)"), and it is the only word a page
 * document has without its dataset.
 */
export function builderFieldNature(column: BuilderColumn): FieldNature {
  if (column.is_index === undefined) return {};
  const indicator = column.is_index === 1;
  return { indicator, numeric: indicator };
}

/** The nature of a field: the dataset's definition when known, else what the builder column says. */
export function fieldNature(section: Section, context: SectionContext, key: string): FieldNature {
  const fromDataset = context.dataset?.columns.find((c) => c.column_key === key);
  if (fromDataset) return datasetFieldNature(fromDataset);
  const builder = section.column_config_model_list?.find((c) => c.column_key === key);
  if (!builder) return {};
  const own = builderFieldNature(builder);
  if (own.indicator !== undefined) return own;
  // Outside the builder's own zone check, the zone a column sits in is the best word left on what it is.
  const indicator = builder.column_type === COLUMN_TYPES.INDICATOR;
  return { indicator, numeric: indicator };
}

/** A builder column with its index in column_config_model_list. */
export interface IndexedColumn {
  column: BuilderColumn;
  index: number;
}

/** Columns picked in the builder: selected 1, or no selected flag at all (listed means used). */
export function selectedColumns(section: Section): IndexedColumn[] {
  return (section.column_config_model_list ?? [])
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => column.selected !== 0);
}

/** The dimensions and indicators a chart is drawn from. */
export interface ChartData {
  dimensions: string[];
  indicators: string[];
  /** free_drag: the lists dragged onto the chart; builder: the section's selected builder columns. */
  source: 'free_drag' | 'builder';
}

/** Free-drag mode (the default compare type) with something dragged: the chart uses exactly those lists. */
export function usesFreeDrag(chart: ChartConfig): boolean {
  const compare = chart.chart_compare_type ?? DEFAULT_COMPARE_TYPE;
  const free = chart.free_chart_options;
  return (
    compare === COMPARE_TYPES.FREE_DRAG &&
    free !== undefined &&
    (free.dimension_list !== undefined || free.indicator_list !== undefined)
  );
}

/**
 * The builder columns are drag zones of a chart only when the section shows a chart drawn from them. A report
 * table lists as many dimensions and indicators as it likes; the zone counts of spec section 5 do not bind it.
 */
export function drawsChartFromBuilder(section: Section): boolean {
  const chart = section.chart_config;
  return !!chart && chart.have_chart !== 0 && chart.config_type !== CHART_TYPES.TABLE && !usesFreeDrag(chart);
}

/** The free-drag lists as chart data, when the chart is in free-drag mode with something dragged. */
export function freeDragData(chart: ChartConfig): ChartData | undefined {
  if (!usesFreeDrag(chart)) return undefined;
  return {
    dimensions: chart.free_chart_options?.dimension_list ?? [],
    indicators: chart.free_chart_options?.indicator_list ?? [],
    source: 'free_drag',
  };
}

/** What a section's chart is drawn from: the free-drag lists, else the selected builder columns by zone. */
export function chartData(section: Section, chart: ChartConfig): ChartData {
  const free = freeDragData(chart);
  if (free) return free;
  const selected = selectedColumns(section).map(({ column }) => column);
  return {
    dimensions: selected.filter((c) => c.column_type === COLUMN_TYPES.DIMENSION).map((c) => c.column_key),
    indicators: selected.filter((c) => c.column_type === COLUMN_TYPES.INDICATOR).map((c) => c.column_key),
    source: 'builder',
  };
}
