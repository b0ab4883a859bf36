import type { RealtimeData } from '@tessera/schema/api';
import { REALTIME_MODES, type ReportQuery, type Section } from '@tessera/schema/dsl';
import { AppError } from '../../core/errors';
import type { CurrentUser } from '../../core/state';
import type { Answer, ReportService } from '../report/service';
import { clockAt } from '../system/service';

/** Only a section in a real-time mode is asked this way: the calls skip the result cache, which others rely on. */
function realtimeOnly(section: Section): Section {
  if ((section.other_config?.realtime_mode ?? REALTIME_MODES.NONE) === REALTIME_MODES.NONE)
    throw new AppError(400, 'realtime.not_realtime', {}, { field: 'diagram_id' });
  return section;
}

/**
 * The real-time calls (spec section 7 "Real-time"): a real-time section's rows exactly as `new/data` answers them
 * (the same access step and compiler), read from the database on every call, with the server's wall-clock time of
 * the read, which the page shows as its last update.
 */
export class RealtimeService {
  constructor(private readonly deps: { report: ReportService; now?: () => Date }) {}

  async data(
    user: CurrentUser,
    payload: ReportQuery,
    options: { preview?: boolean; signal?: AbortSignal } = {},
  ): Promise<Answer<RealtimeData>> {
    const answer = await this.deps.report.derivedData(user, payload, realtimeOnly, { ...options, fresh: true });
    const now = this.deps.now?.() ?? new Date();
    return { result: { ...answer.result, last_update: clockAt(now) }, cache: answer.cache };
  }
}
