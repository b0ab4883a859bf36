import { TIMEOUTS } from '@tessera/schema/rules';

/** Time limits of the report data calls (spec section 9), in ms; 0 = none. */
export interface ReportSettings {
  /** new/data and new/config/data: 120 s. */
  pageDataTimeoutMs: number;
  /** select-options and the linked select: no limit (a disconnect still cancels). */
  selectValuesTimeoutMs: number;
}

function ms(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of ms ≥ 0: ${raw}`);
  return value;
}

export function loadReportSettings(env: Record<string, string | undefined>): ReportSettings {
  return {
    pageDataTimeoutMs: ms(env, 'PAGE_DATA_TIMEOUT_MS', TIMEOUTS.PAGE_DATA),
    selectValuesTimeoutMs: ms(env, 'SELECT_VALUES_TIMEOUT_MS', TIMEOUTS.SELECT_FIELD_VALUES),
  };
}
