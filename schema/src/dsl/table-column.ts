import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_SORTS, FORMATTERS, SPECIAL_COLUMN_TYPES } from './codes';
import { CodeEnum, Flag, StrictObject, StringEnum, Text, ValueMap, describe } from './common';
import { ColumnRulesSchema } from './column-rules';
import { LAYOUT } from '../constants';
import { Translations } from './i18n';

/** Display properties of a table column (spec section 3 names each one, so unknown keys are rejected). */
export const TableColumnPropsSchema = StrictObject(
  {
    width: Type.Optional(
      Type.Number({
        minimum: 1,
        default: LAYOUT.DEFAULT_COLUMN_WIDTH,
        description: 'Column width in pixels (default 110)',
      }),
    ),
    span: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Number of columns this header spans (grouped headers)' }),
    ),
    sortable: Type.Optional(
      Type.Union([Type.Boolean(), Type.Literal('custom')], {
        description: 'true: sorted in the browser; "custom": sorted by the data service; false: not sortable',
      }),
    ),
    formatter: Type.Optional(StringEnum(FORMATTERS, { description: 'How cell values are displayed' })),
    add_color_class: Type.Optional(Flag('1: colour values: positive green, negative red, neutral grey')),
    rules: Type.Optional(describe(ColumnRulesSchema, 'Threshold rules that colour or label the cells')),
    fix_width: Type.Optional(Flag('1: keep width as given instead of estimating it from the text')),
    header: Type.Optional(Text('Header text shown instead of column_name')),
  },
  { description: 'Display properties of a table column' },
);
export type TableColumnProps = Static<typeof TableColumnPropsSchema>;

/** A column of a section's table (spec section 3 "Table column"). */
export const TableColumnSchema = StrictObject(
  {
    column_key: Text('Dataset column key shown in this column', { minLength: 1 }),
    column_name: Text('Header label'),
    filters: Type.Optional(
      ValueMap(
        'Radio/tab filter values the column belongs to, e.g. {"radio": "cn", "tab": "daily"}; the column shows only while the selected radio/tab filters match',
      ),
    ),
    radio_type: Type.Optional(
      Text("Radio option the column belongs to; radio filters are derived from the columns' radio_type"),
    ),
    tab_name: Type.Optional(Text("Tab the column belongs to; tab filters are derived from the columns' tab_name")),
    is_show_description: Type.Optional(Flag('1: show the description as a tooltip on the header')),
    description: Type.Optional(Text('What the column means')),
    i18n: Translations(['column_name', 'description'], 'column'),
    special_column_type: Type.Optional(
      StringEnum(SPECIAL_COLUMN_TYPES, {
        default: 'none',
        description: 'Column processing (z value, image, markdown, …)',
      }),
    ),
    have_color: Type.Optional(Flag('1: colour the values by sign')),
    is_chart_column: Type.Optional(Flag('1: the column also feeds the section chart')),
    is_sort: Type.Optional(Flag('1: staff may sort by this column (none → asc → desc)')),
    sort_type: Type.Optional(CodeEnum(DEFAULT_SORTS, { description: 'Initial sort: 0 none, 1 asc, 2 desc' })),
    is_default: Type.Optional(Flag('1: shown by default')),
    is_index: Type.Optional(Flag('1: the column is an indicator (numeric); 0: a dimension')),
    props: Type.Optional(
      describe(TableColumnPropsSchema, 'Display properties: width, span, sortable, formatter, …', { default: {} }),
    ),
  },
  { description: 'A column of a section table' },
);
export type TableColumn = Static<typeof TableColumnSchema>;
