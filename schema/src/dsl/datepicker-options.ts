import { Type, type Static } from '@sinclair/typebox';
import { DATE_TYPES, DATE_VALUE_FORMATS, QUICK_DATES } from './codes';
import { ColumnKeyList, MAX_DATE_PATTERN, Nullable, Scalar, StrictObject, StringEnum } from './common';

/**
 * Date picker settings of a datepicker filter (spec section 3 "datepicker_options"; defaults from section 5:
 * single mode, max date today).
 */
export const DatepickerOptionsSchema = StrictObject(
  {
    date_type: Type.Optional(
      StringEnum(DATE_TYPES, { default: 'date', description: 'Picker kind: single day, range, month, …' }),
    ),
    default_config_value: Type.Optional(
      Scalar('Default given as configuration, e.g. a quick date key such as past_7_days, resolved when the page opens'),
    ),
    quick_select_date: Type.Optional(
      Type.Array(StringEnum(QUICK_DATES, { description: 'Quick date' }), {
        uniqueItems: true,
        description: 'Quick selections offered beside the picker',
      }),
    ),
    max_date: Type.Optional(
      Type.String({
        pattern: MAX_DATE_PATTERN,
        default: 'today',
        description: 'Latest selectable date: "today" or YYYY-MM-DD',
      }),
    ),
    max_date_range: Type.Optional(Type.Integer({ minimum: 1, description: 'Most days a range may span' })),
    field_list: Type.Optional(
      ColumnKeyList('Dataset date columns the picker filters (e.g. a start and an end column)'),
    ),
    values: Type.Optional(
      Type.Array(Nullable(Type.String(), { description: 'A date' }), {
        maxItems: 2,
        description: 'Current dates: one for a single day, start and end for a range',
      }),
    ),
    date_format: Type.Optional(
      StringEnum(DATE_VALUE_FORMATS, {
        description: 'How the dates are written into the query (Ymd, Y-m-d, Ym01, Ym)',
      }),
    ),
  },
  { description: 'Date picker settings of a datepicker filter' },
);
export type DatepickerOptions = Static<typeof DatepickerOptionsSchema>;
