import type {
  MonitorChangeMode,
  MonitorConditionType,
  MonitorNotice,
  MonitorNoticeKind,
  MonitorOutcome,
  MonitorRecord,
  MonitorRun,
  MonitorStatus,
  MonitorSubscriber,
} from '@tessera/schema/api';
import type { FilterCondition } from '@tessera/schema/dsl';
import type { MonitorModel, MonitorNoticeModel, MonitorRunModel, MonitorWebhookAttemptModel } from './models';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toRecord(
  row: MonitorModel,
  datasetName: string | null,
  subscribers: MonitorSubscriber[],
): MonitorRecord {
  return {
    id: row.id,
    app_id: row.app_id,
    name: row.name,
    dataset_id: row.dataset_id,
    dataset_name: datasetName,
    indicator: row.indicator,
    time_column: row.time_column,
    filter_condition: JSON.parse(row.filter_condition) as FilterCondition[],
    condition_type: row.condition_type as MonitorConditionType,
    threshold: row.threshold,
    change_mode: row.change_mode as MonitorChangeMode,
    periods: row.periods,
    cron: row.cron,
    enabled: row.enabled ? 1 : 0,
    subscribers,
    webhook_url: row.webhook_url,
    has_webhook_secret: row.webhook_secret !== null,
    status: row.status as MonitorStatus | null,
    last_value: row.last_value,
    last_error: row.last_error,
    last_run_at: iso(row.last_run_at),
    next_run_at: iso(row.next_run_at),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The runs, each with its webhook attempts in order. */
export function toDetailRuns(runs: MonitorRunModel[], attempts: MonitorWebhookAttemptModel[]): MonitorRun[] {
  return runs.map((r) => ({
    id: r.id,
    source: r.source as MonitorRun['source'],
    value: r.value,
    outcome: r.outcome as MonitorOutcome,
    notified: r.notified as MonitorNoticeKind | null,
    error: r.error,
    duration_ms: r.duration_ms,
    started_at: new Date(r.started_at).toISOString(),
    webhook_attempts: attempts
      .filter((a) => a.run_id === r.id)
      .map((a) => ({
        attempt: a.attempt,
        status_code: a.status_code,
        error: a.error,
        duration_ms: a.duration_ms,
        created_at: new Date(a.created_at).toISOString(),
      })),
  }));
}

export function toNotice(row: MonitorNoticeModel, monitorName: string): MonitorNotice {
  return {
    id: row.id,
    monitor_id: row.monitor_id,
    monitor_name: monitorName,
    kind: row.kind as MonitorNoticeKind,
    value: row.value,
    error: row.error,
    read: row.read_at !== null,
    created_at: new Date(row.created_at).toISOString(),
  };
}
