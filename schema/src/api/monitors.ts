/** Wire shapes of the data monitors and their notices (spec section 7 Monitor). */
import type { Paged } from './envelope';
import type { FilterCondition } from '../dsl/filter-condition';
import type { MonitorChangeMode, MonitorConditionType, MonitorStatus } from './requests/monitors';

export interface MonitorSubscriber {
  id: number;
  username: string;
  realname: string | null;
}

/** A monitor as list, one and add-or-update answer it. The webhook secret is never returned, only whether one is set. */
export interface MonitorRecord {
  id: number;
  app_id: number;
  name: string;
  dataset_id: number;
  dataset_name: string | null;
  indicator: string;
  time_column: string | null;
  filter_condition: FilterCondition[];
  condition_type: MonitorConditionType;
  threshold: number;
  change_mode: MonitorChangeMode;
  periods: number;
  cron: string;
  enabled: 0 | 1;
  subscribers: MonitorSubscriber[];
  webhook_url: string | null;
  has_webhook_secret: boolean;
  status: MonitorStatus | null;
  last_value: number | null;
  last_error: string | null;
  last_run_at: string | null;
  next_run_at: string | null;
  created_at: string;
  updated_at: string;
}

export type MonitorOutcome = 'passed' | 'fired' | 'error';

/** One try to deliver a webhook: the receiver's HTTP status, or the error that stopped it. */
export interface MonitorWebhookAttempt {
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  created_at: string;
}

/** One check of a monitor: what it saw and what came of it. */
export interface MonitorRun {
  id: number;
  /** 'schedule' or 'manual' (trigger). */
  source: 'schedule' | 'manual';
  value: number | null;
  outcome: MonitorOutcome;
  /** The notice it sent: fired, recovered or error; null when the state did not change. */
  notified: MonitorNoticeKind | null;
  error: string | null;
  duration_ms: number;
  started_at: string;
  webhook_attempts: MonitorWebhookAttempt[];
}

/** `GET /data-monitor/one`: the monitor and its latest runs, newest first. */
export interface MonitorDetail extends MonitorRecord {
  runs: MonitorRun[];
}

export type MonitorNoticeKind = 'fired' | 'recovered' | 'error';

/** An in-app notice of a monitor to one subscriber (the navbar bell). */
export interface MonitorNotice {
  id: number;
  monitor_id: number;
  monitor_name: string;
  kind: MonitorNoticeKind;
  value: number | null;
  error: string | null;
  read: boolean;
  created_at: string;
}

/** The caller's notices, newest first, and how many of all of them are unread (the bell's count). */
export interface MonitorNoticeList extends Paged<MonitorNotice> {
  unread: number;
}
