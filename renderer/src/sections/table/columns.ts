import {
  DEFAULT_SORTS,
  type ColumnRules,
  type Formatter,
  type SortOrder,
  type SpecialColumnType,
  type TableColumn,
} from '@tessera/schema/dsl';
import { isFlagOn, type ValueLabels } from '@tessera/schema/rules';
import { type ReportColumn } from '@tessera/schema/api';

/** What the table needs of one column, from its configuration and the answer's column of the same key. */
export interface ColumnSpec {
  key: string;
  header: string;
  /** Header tooltip (is_show_description). */
  description: string | null;
  formatter: Formatter;
  /** The dataset column's display values (the answer's labels): a cell shows 中国 where the row holds cn. */
  labels: ValueLabels | undefined;
  /** Indicators are right-aligned; leading dimensions stay fixed on the left. */
  indicator: boolean;
  /** Staff may sort by it (is_sort or props.sortable). */
  sortable: boolean;
  /** Its sort goes to the data service (sort_key_map): back-end paged tables and sortable 'custom'; else the browser sorts. */
  serverSort: boolean;
  /** Configured width; null: the default. */
  width: number | null;
  fixWidth: boolean;
  special: SpecialColumnType;
  /** Colour by sign (add_color_class / have_color). */
  signColor: boolean;
  rules: ColumnRules | null;
  /** Shown until the user deselects it (is_default 0: hidden until selected). */
  shownByDefault: boolean;
  /** The configured column, whose filters / tab_name / radio_type decide visibility; null for answer columns. */
  config: TableColumn | null;
  /**
   * Withheld from the viewer by field authority: the header stays (with a lock) and the cells are empty, so the
   * table keeps its shape; never sortable.
   */
  masked: boolean;
}

export interface ColumnSort {
  key: string;
  order: SortOrder;
}

const nonEmpty = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

function fromConfig(column: TableColumn, answer: ReportColumn | undefined, backendPaged: boolean): ColumnSpec {
  const props = column.props ?? {};
  const masked = answer?.masked === true;
  return {
    key: column.column_key,
    header: nonEmpty(props.header) ? props.header : column.column_name,
    description: isFlagOn(column.is_show_description) && nonEmpty(column.description) ? column.description : null,
    formatter: props.formatter ?? answer?.formatter ?? 'none',
    labels: answer?.labels,
    indicator: isFlagOn(column.is_index) || answer?.role === 'indicator',
    sortable: !masked && (isFlagOn(column.is_sort) || props.sortable === true || props.sortable === 'custom'),
    serverSort: backendPaged || props.sortable === 'custom',
    width: props.width ?? null,
    fixWidth: isFlagOn(props.fix_width),
    special: column.special_column_type ?? 'none',
    signColor: isFlagOn(props.add_color_class) || isFlagOn(column.have_color),
    rules: props.rules ?? null,
    shownByDefault: column.is_default !== 0,
    config: column,
    masked,
  };
}

function fromAnswer(column: ReportColumn, backendPaged: boolean): ColumnSpec {
  return {
    key: column.column_key,
    header: column.column_name,
    description: null,
    formatter: column.formatter,
    labels: column.labels,
    indicator: column.role === 'indicator',
    sortable: false,
    serverSort: backendPaged,
    width: null,
    fixWidth: false,
    special: 'none',
    signColor: false,
    rules: null,
    shownByDefault: true,
    config: null,
    masked: column.masked === true,
  };
}

/** The table's columns: the configured ones in their order, else the answer's own columns. */
export function resolveColumns(
  configured: readonly TableColumn[],
  answer: readonly ReportColumn[],
  backendPaged: boolean,
): ColumnSpec[] {
  if (configured.length === 0) return answer.map((column) => fromAnswer(column, backendPaged));
  const byKey = new Map(answer.map((column) => [column.column_key, column]));
  return configured.map((column) => fromConfig(column, byKey.get(column.column_key), backendPaged));
}

/** The configured initial sort: the first column whose sort_type is asc (1) or desc (2). */
export function initialSort(configured: readonly TableColumn[]): ColumnSort | null {
  for (const column of configured) {
    if (column.sort_type === DEFAULT_SORTS.ASC) return { key: column.column_key, order: 'asc' };
    if (column.sort_type === DEFAULT_SORTS.DESC) return { key: column.column_key, order: 'desc' };
  }
  return null;
}
