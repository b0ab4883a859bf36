import { Type, type Static } from '@sinclair/typebox';
import { REALTIME_MODES } from './codes';
import { CodeEnum, OpenObject, StrictObject, Text } from './common';

const columnKey = (description: string) => Type.Optional(Text(description, { minLength: 1, maxLength: 100 }));

/**
 * An experiment section (spec section 7, `ab/report/index/data`): each group's values of an indicator over the
 * observations (one per value of the second dimension, e.g. a day) are compared with the control group's.
 */
export const AbReportConfigSchema = StrictObject(
  {
    dim_value: columnKey('Column whose values are the groups compared (e.g. variant)'),
    control: Type.Optional(
      Text('Value of the control group the other groups are compared with (default control)', {
        minLength: 1,
        maxLength: 200,
      }),
    ),
    index_value: columnKey('Indicator compared by default (default: the first indicator)'),
    second_dim_value: columnKey('Column whose values are the observations of each group (e.g. dt: one per day)'),
  },
  { description: 'A/B report: the groups of an experiment compared with its control group' },
);
export type AbReportConfig = Static<typeof AbReportConfigSchema>;

/** Further section settings; the spec names the real-time mode and leaves the rest open. */
export const SectionOtherConfigSchema = OpenObject(
  {
    realtime_mode: Type.Optional(
      CodeEnum(REALTIME_MODES, {
        default: REALTIME_MODES.NONE,
        description: 'Real-time mode: 0 not real-time, 1 fill gaps with 0, 2 fill with the previous value, 3 no fill',
      }),
    ),
    ab_report: Type.Optional(AbReportConfigSchema),
  },
  { description: 'Further settings of the section (real-time mode, A/B report, …); other keys pass through' },
);
export type SectionOtherConfig = Static<typeof SectionOtherConfigSchema>;
