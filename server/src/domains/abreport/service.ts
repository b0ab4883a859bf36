import type { AbColumnConfig, AbGroupStat, AbReportData } from '@tessera/schema/api';
import { COLUMN_TYPES, type BuilderColumn as Column, type ReportQuery, type Section } from '@tessera/schema/dsl';
import { evaluateColorRule } from '@tessera/schema/rules';
import type { CurrentUser } from '../../core/state';
import { queryError } from '../../query/errors';
import type { Answer, ReportService } from '../report/service';
import { summarize, welch, type SampleSummary } from './welch';

/** The control group's value when the section names none. */
export const DEFAULT_CONTROL = 'control';

export interface AbReportInput {
  payload: ReportQuery;
  dim_value?: string;
  index_value?: string;
  second_dim_value?: string;
  preview?: boolean;
}

interface Chosen {
  dim: Column;
  index: Column;
  second: Column;
  control: string;
  indicators: Column[];
}

const column = (key: string, zh: string, en: string, extra: Partial<AbColumnConfig> = {}): AbColumnConfig => ({
  column_key: key as AbColumnConfig['column_key'],
  column_name: zh,
  formatter: 'none',
  i18n: { en: { column_name: en } },
  ...extra,
});

/** The statistics table's columns, in order. */
const COLUMNS: AbColumnConfig[] = [
  column('group', '分组', 'Group'),
  column('n', '样本数', 'Observations', { formatter: 'thousands' }),
  column('mean', '均值', 'Mean', { formatter: 'thousands_point' }),
  column('std', '标准差', 'Std. deviation', { formatter: 'thousands_point' }),
  column('lift', '相对对照组提升', 'Lift vs control', { formatter: 'percent' }),
  column('t_value', 't 值', 't value', { formatter: 'thousands_point', special_column_type: 't_value' }),
  column('df', '自由度', 'Degrees of freedom', { formatter: 'thousands_point' }),
  column('p_value', 'p 值', 'p value'),
  column('significance', '显著性', 'Significance'),
];

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The columns the report compares, each a column of the section (it can only narrow what the section shows): the
 * request's, else the section's A/B settings, else the defaults — the first indicator, `dt` (or the second
 * dimension) as the observations, the first other dimension as the groups. 400 naming the field otherwise.
 */
function choose(section: Section, input: AbReportInput): Chosen {
  const config = section.other_config?.ab_report ?? {};
  const columns = section.column_config_model_list ?? [];
  const indicators = columns.filter((c) => c.column_type === COLUMN_TYPES.INDICATOR);
  const dimensions = columns.filter((c) => c.column_type !== COLUMN_TYPES.INDICATOR);
  if (indicators.length === 0) throw queryError('abreport.no_indicator', {}, 'index_value');
  const secondKey =
    input.second_dim_value ??
    config.second_dim_value ??
    (dimensions.some((c) => c.column_key === 'dt') ? 'dt' : dimensions[1]?.column_key);
  const dimKey = input.dim_value ?? config.dim_value ?? dimensions.find((c) => c.column_key !== secondKey)?.column_key;
  const indexKey = input.index_value ?? config.index_value ?? indicators[0].column_key;
  const find = (key: string | undefined, field: string, among: Column[]): Column => {
    const found = among.find((c) => c.column_key === key);
    if (found) return found;
    if (among === indicators && columns.some((c) => c.column_key === key))
      throw queryError('abreport.not_indicator', { key: String(key) }, field);
    throw queryError('abreport.unknown_column', { key: String(key ?? '') }, field);
  };
  return {
    dim: { ...find(dimKey, 'dim_value', columns), column_type: COLUMN_TYPES.DIMENSION },
    second: { ...find(secondKey, 'second_dim_value', columns), column_type: COLUMN_TYPES.DIMENSION },
    index: find(indexKey, 'index_value', indicators),
    control: config.control ?? DEFAULT_CONTROL,
    indicators,
  };
}

/** The section reduced to the groups, the observations and the indicator: one aggregated value per pair. */
function derived(section: Section, chosen: Chosen): Section {
  return {
    ...section,
    column_config_model_list: [chosen.dim, chosen.second, chosen.index],
    table_config: undefined,
    chart_config: undefined,
    card_info_models: undefined,
  };
}

const numeric = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** One group's row: its own figures, and for a treatment the comparison with the control. */
function groupStat(group: string, values: number[], control: SampleSummary | null, isControl: boolean): AbGroupStat {
  const own = summarize(values);
  const base: AbGroupStat = {
    group,
    is_control: isControl ? 1 : 0,
    n: own?.n ?? 0,
    mean: own ? round(own.mean, 6) : null,
    std: own ? round(Math.sqrt(own.variance), 6) : null,
    lift: null,
    t_value: null,
    df: null,
    p_value: null,
    significance: null,
  };
  if (isControl || !own || !control) return base;
  const test = welch(control, own);
  return {
    ...base,
    lift: control.mean === 0 ? null : round(own.mean / control.mean - 1, 6),
    ...(test
      ? {
          t_value: round(test.t, 4),
          df: round(test.df, 2),
          p_value: round(test.p, 4),
          // Spec section 9: the z-value preset (thresholds -2, -1, 1, 2) decides how significant a t is.
          significance: evaluateColorRule(test.t, 'z_value')?.significance ?? null,
        }
      : {}),
  };
}

/**
 * The A/B report (spec section 7, `ab/report/index/data`): an experiment section's indicator per group and
 * observation (e.g. per day), and each group compared with the control group by Welch's t-test (welch.ts), its
 * significance labelled by the z-value preset of spec section 9. The rows come through the report service: the
 * same access step, column and row rules as `new/data`.
 */
export class AbReportService {
  constructor(private readonly deps: { report: ReportService }) {}

  async report(user: CurrentUser, input: AbReportInput, signal?: AbortSignal): Promise<Answer<AbReportData>> {
    let chosen: Chosen | undefined;
    const derive = (section: Section) => {
      chosen = choose(section, input);
      return derived(section, chosen);
    };
    // Sorting and paging are the report's own: every observation of every group is needed.
    const payload: ReportQuery = { ...input.payload, sort_key_map: {}, page: undefined };
    delete payload.page;
    const answer = await this.deps.report.derivedData(user, payload, derive, { preview: input.preview, signal });
    if (!chosen) throw new Error('the A/B report ran without choosing its columns');
    return { result: this.build(answer.result.rows, chosen, payload), cache: answer.cache };
  }

  private build(rows: Record<string, unknown>[], chosen: Chosen, payload: ReportQuery): AbReportData {
    const dim = chosen.dim.column_key;
    const second = chosen.second.column_key;
    const index = chosen.index.column_key;
    const xs = [...new Set(rows.map((r) => r[second] as string | number))].sort((a, b) =>
      String(a).localeCompare(String(b)),
    );
    const byGroup = new Map<string, Map<string, number | null>>();
    for (const row of rows) {
      const group = String(row[dim]);
      const points = byGroup.get(group) ?? new Map<string, number | null>();
      points.set(String(row[second]), numeric(row[index]));
      byGroup.set(group, points);
    }
    if (byGroup.size > 0 && !byGroup.has(chosen.control))
      throw queryError('abreport.no_control', { control: chosen.control, key: dim }, 'dim_value');
    const groups = [...byGroup.keys()].sort((a, b) =>
      a === chosen.control ? -1 : b === chosen.control ? 1 : a.localeCompare(b),
    );
    const valuesOf = (group: string) =>
      [...(byGroup.get(group)?.values() ?? [])].filter((v): v is number => v !== null);
    const control = summarize(valuesOf(chosen.control));
    return {
      chart_data: {
        x_axis: xs,
        series: groups.map((group) => ({
          name: group,
          data: xs.map((x) => byGroup.get(group)?.get(String(x)) ?? null),
        })),
        rows: groups.map((group) => groupStat(group, valuesOf(group), control, group === chosen.control)),
      },
      columns_config: COLUMNS,
      filter_conditions: payload.filter_condition,
      defaultValues: { dim_value: dim, index_value: index, second_dim_value: second },
      index_options: chosen.indicators.map((c) => ({
        value: c.column_key,
        name: c.column_name,
        ...(c.i18n?.en?.column_name ? { i18n: { en: { name: c.i18n.en.column_name } } } : {}),
      })),
      control: chosen.control,
    };
  }
}
