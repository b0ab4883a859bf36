import { Type, type Static } from '@sinclair/typebox';
import { ChartHeightSchema } from './chart-height';
import { Flag, StrictObject, Text, describe } from './common';
import { Translations } from './i18n';

/** Table basic settings of a section (spec section 3 "Table basic"). */
export const TableBasicSchema = StrictObject(
  {
    table_is_pagination: Type.Optional(Flag('1: the table is paged')),
    table_is_export: Type.Optional(Flag('1: staff may export the table as CSV')),
    table_radio_show: Type.Optional(Flag('1: show the radio filters derived from the columns above the table')),
    backend_handle_page: Type.Optional(
      Flag('1: the data service pages the rows; 0: all rows are sent and paged in the browser'),
    ),
    have_table: Type.Optional(Flag('1: the section shows a table')),
    tips: Type.Optional(Text('Help text shown beside the table title')),
    i18n: Translations(['tips'], 'table'),
    height: Type.Optional(describe(ChartHeightSchema, 'Table height: a number of pixels, a numeric string or "auto"')),
  },
  { description: 'Table basic settings of a section' },
);
export type TableBasic = Static<typeof TableBasicSchema>;
