import { REALTIME_MODES, type Section } from '@tessera/schema/dsl';

export { startRefreshSchedule, documentVisibility, type Visibility, type RefreshSchedule } from './scheduler';
export { LastUpdateContext, useLastUpdateSink, wallClockTime } from './last-update';

/** A section in one of the real-time modes (spec section 4: 1 fill 0, 2 fill previous, 3 no fill). */
export const isRealtime = (section: Section): boolean =>
  (section.other_config?.realtime_mode ?? REALTIME_MODES.NONE) !== REALTIME_MODES.NONE;
