import { Type, type Static } from '@sinclair/typebox';
import { CHART_TYPES, COMPARE_TYPES, DEFAULT_COMPARE_TYPE } from './codes';
import { ChartHeightSchema } from './chart-height';
import {
  CategoryAxisSchema,
  ChartAxisSchema,
  ChartGridSchema,
  DataZoomSchema,
  FreeChartOptionsSchema,
  LegendSchema,
  TooltipSchema,
} from './chart-parts';
import { CodeEnum, Flag, StrictObject, describe } from './common';
import { SeriesSchema } from './series';

/** A section's chart (spec section 3 "Chart config"). Unknown keys are rejected so a misspelt option is an error. */
export const ChartConfigSchema = StrictObject(
  {
    // Identity and comparison
    config_type: CodeEnum(CHART_TYPES, {
      description: 'Chart type: 0 table, 1 line, 2 bar, 3 pie, 4 line-bar, 5 card, 6 funnel',
    }),
    chart_compare_type: Type.Optional(
      CodeEnum(COMPARE_TYPES, {
        default: DEFAULT_COMPARE_TYPE,
        description:
          'How series are built: 1 indicator comparison, 2 dimension comparison, 3 custom, 4 free drag (default)',
      }),
    ),
    have_chart: Type.Optional(Flag('1: the section shows the chart')),
    reverse_axis: Type.Optional(Flag('1: swap the category and value axes (horizontal bars)')),

    // Layout
    series: Type.Optional(Type.Array(SeriesSchema, { description: 'Series of the chart' })),
    x_axis: Type.Optional(Type.Array(ChartAxisSchema, { maxItems: 2, description: 'X axes (at most two)' })),
    y_axis: Type.Optional(
      Type.Array(ChartAxisSchema, { maxItems: 2, description: 'Y axes (two for a dual-axis chart)' }),
    ),
    grid: Type.Optional(describe(ChartGridSchema, 'Plot area margins (left and right default 10%)', { default: {} })),
    data_zoom: Type.Optional(Type.Array(DataZoomSchema, { description: 'Zoom controls' })),
    legend: Type.Optional(describe(LegendSchema, 'Legend')),
    tooltip: Type.Optional(describe(TooltipSchema, 'Tooltip')),

    // Free-drag mode
    data_is_opposite_by_table: Type.Optional(Flag('1: plot the table transposed (rows become series)')),
    free_use_two_yaxis: Type.Optional(Flag('1: free drag uses a second y axis')),
    free_reverse_data: Type.Optional(Flag('1: free drag reverses the data order')),
    free_chart_type: Type.Optional(
      CodeEnum(CHART_TYPES, { description: 'Chart type chosen in free-drag mode (same codes as config_type)' }),
    ),
    free_chart_options: Type.Optional(
      describe(FreeChartOptionsSchema, 'Dimensions and indicators dragged onto the chart'),
    ),

    // Default category axis
    category_axis: Type.Optional(
      describe(CategoryAxisSchema, 'Default category axis (field dt unless told otherwise)', { default: {} }),
    ),

    height: Type.Optional(describe(ChartHeightSchema, 'Chart height: a number of pixels, a numeric string or "auto"')),
  },
  { description: 'Chart configuration of a section' },
);
export type ChartConfig = Static<typeof ChartConfigSchema>;
