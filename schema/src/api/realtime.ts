import type { Formatter } from '../dsl/codes';
import type { FilterCondition } from '../dsl/filter-condition';
import type { Significance } from '../rules/color-rules';
import type { ServerClock } from './entities';
import type { ReportData } from './report';

/** The real-time calls: what `new/data` answers, and when it was read from the database, by the server's clock. */
export interface RealtimeData extends ReportData {
  last_update: ServerClock;
}

/** One group of an experiment, compared with the control group (the control's own row has no comparison). */
export interface AbGroupStat {
  group: string;
  is_control: 0 | 1;
  /** Observations (values of the second dimension) that have a value. */
  n: number;
  mean: number | null;
  /** Sample standard deviation (n − 1). */
  std: number | null;
  /** mean / control mean − 1. */
  lift: number | null;
  /** Welch's t against the control group, its degrees of freedom and two-sided p-value. */
  t_value: number | null;
  df: number | null;
  p_value: number | null;
  /** The z-value preset (spec section 9) applied to t; null when t cannot be computed. */
  significance: Significance | null;
}

/** A column of the A/B table, as report columns are described. */
export interface AbColumnConfig {
  column_key: keyof AbGroupStat;
  column_name: string;
  formatter: Formatter;
  /** t_value is coloured by the z-value preset, as a table column of that kind. */
  special_column_type?: 't_value';
  i18n?: { en?: { column_name?: string } };
}

/** `POST /customize/page-diagram/ab/report/index/data` (spec section 7 "Page diagram"). */
export interface AbReportData {
  /** The indicator per observation and group (a line per group), and each group's statistics (the table rows). */
  chart_data: {
    x_axis: (string | number)[];
    series: { name: string; data: (number | null)[] }[];
    rows: AbGroupStat[];
  };
  columns_config: AbColumnConfig[];
  /** The conditions the rows were read under, as checked. */
  filter_conditions: FilterCondition[];
  /** The columns used: the groups, the indicator, the observations. */
  defaultValues: { dim_value: string; index_value: string; second_dim_value: string };
  /** The indicators of the section the reader may switch to. */
  index_options: { value: string; name: string; i18n?: { en?: { name?: string } } }[];
  control: string;
}
