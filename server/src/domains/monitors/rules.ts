import { Cron } from 'croner';
import type { FieldError, MonitorNoticeKind, MonitorStatus } from '@tessera/schema/api';
import { DEFAULT_LANG } from '@tessera/schema/rules';
import { AppError } from '../../core/errors';
import { QueryFailedError } from '../../datasources/errors';
import { t } from '../../i18n';

/** Conditions that compare periods, so they need the dataset's time column. */
export const NEEDS_TIME_COLUMN = new Set(['change', 'z_value', 'no_data']);

/** The next due time of a cron expression after `from`; null when it never fires again. */
export function nextDue(cron: string, from: Date): Date | null {
  return new Cron(cron, { paused: true }).nextRun(from);
}

/** 400 naming `cron` with croner's reason, or the expression's next due time. */
export function checkCron(cron: string, errors: FieldError[]): void {
  try {
    if (nextDue(cron, new Date()) === null) errors.push({ field: 'cron', rule: 'cron', params: { reason: 'never' } });
  } catch (err) {
    const reason = err instanceof Error ? err.message.replace(/^CronPattern: /, '') : String(err);
    errors.push({ field: 'cron', rule: 'cron', params: { reason } });
  }
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * An error in two words: `general`, the server's message, for the subscribers' notices; `detail`, with the database's
 * own words where it refused the query, for the admins' run history and monitor screen (driver text can name
 * tables and hosts, so it stays with them).
 */
export function errorText(err: unknown): { general: string; detail: string } {
  if (!(err instanceof AppError)) {
    const text = err instanceof Error ? err.message : String(err);
    return { general: text, detail: text };
  }
  const general = t(DEFAULT_LANG, err.key, err.params);
  const driver = (err instanceof QueryFailedError ? (err.driverError ?? {}) : {}) as {
    sqlMessage?: unknown;
    message?: unknown;
  };
  const words = typeof driver.sqlMessage === 'string' ? driver.sqlMessage : driver.message;
  return { general, detail: typeof words === 'string' && words ? `${general}: ${words}` : general };
}

/** The notice a change of state sends: none while it stays where it was (no duplicate for a monitor still firing). */
export function noticeFor(previous: string | null, next: MonitorStatus): MonitorNoticeKind | null {
  if (next === previous) return null;
  if (next === 'firing') return 'fired';
  if (next === 'error') return 'error';
  return previous === null ? null : 'recovered';
}
