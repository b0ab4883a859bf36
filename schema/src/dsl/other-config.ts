import { Type, type Static } from '@sinclair/typebox';
import { REALTIME_MODES } from './codes';
import { CodeEnum, OpenObject } from './common';

/** Further section settings; the spec names the real-time mode and leaves the rest open. */
export const SectionOtherConfigSchema = OpenObject(
  {
    realtime_mode: Type.Optional(
      CodeEnum(REALTIME_MODES, {
        default: REALTIME_MODES.NONE,
        description: 'Real-time mode: 0 not real-time, 1 fill gaps with 0, 2 fill with the previous value, 3 no fill',
      }),
    ),
  },
  { description: 'Further settings of the section (real-time mode, …); other keys pass through' },
);
export type SectionOtherConfig = Static<typeof SectionOtherConfigSchema>;
