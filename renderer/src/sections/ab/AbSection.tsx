import { useEffect, useMemo, useState } from 'react';
import { Select, Table, Tag } from 'antd';
import type { AbColumnConfig, AbGroupStat, AbReportData } from '@tessera/schema/api';
import { buildReportQuery, evaluateColorRule, formatValue, localized, TONE_COLORS } from '@tessera/schema/rules';
import { useRenderer } from '../../context';
import { useText } from '../../i18n';
import SectionStatus from '../../status/SectionStatus';
import EChart from '../chart/EChart';
import type { SectionViewProps } from '../types';
import { abChartOption } from './abChart';

const SHADES: Record<(typeof TONE_COLORS)[keyof typeof TONE_COLORS], string> = {
  green: '#389e0d',
  red: '#cf1322',
  grey: '#8c8c8c',
};
const TAG_COLORS = { green: 'success', red: 'error', grey: 'default' } as const;

interface AbAnswer {
  key: string;
  data: AbReportData | null;
  error: string | null;
}

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));
const isAbort = (err: unknown): boolean =>
  err instanceof Error && (err.name === 'AbortError' || (err as { kind?: string }).kind === 'aborted');

/**
 * An experiment section (other_config.ab_report): the chosen indicator per observation and group as lines, and a
 * table of each group against the control group (Welch's t, p, significance by the z-value preset), as the A/B
 * report call answers them. A failure shows the call's error (spec section 8).
 */
export default function AbSection({ section, scope }: SectionViewProps) {
  const t = useText();
  const { client, preview, now, lang } = useRenderer();
  const [index, setIndex] = useState<string | undefined>(undefined);
  const [reloads, setReloads] = useState(0);
  // The last answer (or failure) and the request it answers: a newer request is loading until its own arrives.
  const [answer, setAnswer] = useState<AbAnswer>({ key: '', data: null, error: null });

  const planned = useMemo(() => {
    try {
      const query = buildReportQuery(
        {
          diagram_id: section.id,
          filters: scope.filters,
          values: scope.values,
          sort: null,
          page: null,
          data_set_id: null,
        },
        now(),
      );
      return { conditions: query.filter_condition, key: JSON.stringify(query.filter_condition), error: null };
    } catch (err) {
      return { conditions: [], key: 'error', error: messageOf(err) };
    }
  }, [section.id, scope.filters, scope.values, now]);
  const abReport = client.abReport?.bind(client);
  const unavailable = abReport ? null : t('realtime.abUnavailable');
  const requestKey = `${planned.key}|${index ?? ''}|${reloads}`;
  const canAsk = scope.ready && !planned.error && !unavailable;

  useEffect(() => {
    if (!canAsk || !abReport) return undefined;
    const controller = new AbortController();
    abReport(
      { diagram_id: section.id, filter_condition: planned.conditions, ...(index ? { index_value: index } : {}) },
      { preview, signal: controller.signal },
    ).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ key: requestKey, data, error: null });
      },
      (err: unknown) => {
        if (controller.signal.aborted || isAbort(err)) return;
        setAnswer((last) => ({ key: requestKey, data: last.data, error: messageOf(err) }));
      },
    );
    return () => controller.abort();
    // The request is named by its key: a new object with the same conditions asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- requestKey stands for planned and index
  }, [canAsk, requestKey, client, preview, section.id]);

  const loading = canAsk && answer.key !== requestKey;
  const error = planned.error ?? unavailable ?? (answer.key === requestKey ? answer.error : null);
  const data = answer.data;
  const indexColumn = section.column_config_model_list?.find((c) => c.column_key === data?.defaultValues.index_value);
  const option = useMemo(
    () => (data ? abChartOption(data.chart_data, indexColumn?.formatter ?? 'thousands_point') : null),
    [data, indexColumn],
  );

  const columns = useMemo(
    () =>
      (data?.columns_config ?? []).map((config: AbColumnConfig) => {
        const shown = localized(config, lang);
        return {
          key: config.column_key,
          dataIndex: config.column_key,
          title: shown.column_name,
          render: (_: unknown, row: AbGroupStat) => cell(config, row),
        };
      }),
    // cell reads t and lang
    // eslint-disable-next-line react-hooks/exhaustive-deps -- cell is rebuilt with t and lang
    [data, lang, t],
  );

  function cell(config: AbColumnConfig, row: AbGroupStat) {
    const value = row[config.column_key];
    if (config.column_key === 'group')
      return row.is_control ? (
        <span>
          {row.group} <Tag>{t('realtime.abControl')}</Tag>
        </span>
      ) : (
        row.group
      );
    if (config.column_key === 'significance') {
      if (row.is_control) return '-';
      const tone = evaluateColorRule(row.t_value, 'z_value');
      if (!tone || !row.significance) return <span className="ts-ab-no-test">{t('realtime.abNoTest')}</span>;
      return (
        <Tag color={TAG_COLORS[tone.color]} data-testid="ab-significance">
          {t(`realtime.significance_${row.significance}`)}
        </Tag>
      );
    }
    const text = value === null || value === undefined ? '-' : formatValue(value, config.formatter);
    if (config.special_column_type === 't_value') {
      const tone = evaluateColorRule(value, 'z_value');
      return tone ? <span style={{ color: SHADES[tone.color] }}>{text}</span> : text;
    }
    return text;
  }

  if (!data || error) {
    const kind = error ? 'error' : 'loading';
    return <SectionStatus kind={kind} message={error} onAction={() => setReloads((n) => n + 1)} />;
  }
  const secondColumn = section.column_config_model_list?.find(
    (c) => c.column_key === data.defaultValues.second_dim_value,
  );
  const secondName = secondColumn ? localized(secondColumn, lang).column_name : data.defaultValues.second_dim_value;
  const indicators = data.index_options.map((o) => ({ value: o.value, label: localized(o, lang).name }));
  return (
    <div className="ts-ab-section" data-testid="ab-section">
      {scope.renderFilters('table')}
      <div className="ts-ab-toolbar">
        <span>{t('realtime.abIndicator')}</span>
        <Select
          size="small"
          value={data.defaultValues.index_value}
          options={indicators}
          onChange={setIndex}
          popupMatchSelectWidth={false}
          style={{ minWidth: 140 }}
          data-testid="ab-indicator"
        />
      </div>
      {option && data.chart_data.series.length > 0 && <EChart option={option} height={260} loading={loading} />}
      <Table<AbGroupStat>
        size="small"
        rowKey="group"
        pagination={false}
        loading={loading}
        columns={columns}
        dataSource={data.chart_data.rows}
        scroll={{ x: 'max-content' }}
      />
      <div className="ts-ab-note">{t('realtime.abRule', { second: secondName })}</div>
    </div>
  );
}
