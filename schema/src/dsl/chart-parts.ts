import { Type, type Static } from '@sinclair/typebox';
import { DEFAULT_CATEGORY_FIELD, FORMATTERS, LEGEND_SELECTED_MODES, LEGEND_TYPES, TOOLTIP_TRIGGERS } from './codes';
import { AXIS_POSITIONS, AXIS_TYPES, DATA_ZOOM_TYPES } from './codes-extra';
import { ColumnKeyList, OpenObject, Scalar, StrictObject, StringEnum, Text, ValueList, ValueMap } from './common';
import { Translations } from './i18n';

/**
 * Parts of a chart config. Display options that ECharts reads directly (show, inverse, scale) stay booleans;
 * everything else follows the DSL's snake_case keys and 0/1 flags.
 */

const AxisBound = (what: string) =>
  Type.Union([Type.Number(), Type.String(), Type.Null()], {
    description: `${what} of the axis; null lets the chart decide`,
  });

export const ChartAxisSchema = StrictObject(
  {
    type: Type.Optional(StringEnum(AXIS_TYPES, { description: 'Axis kind: category, value, time or log' })),
    name: Type.Optional(Text('Axis title')),
    i18n: Translations(['name'], 'axis'),
    show: Type.Optional(Type.Boolean({ description: 'Draw the axis' })),
    position: Type.Optional(StringEnum(AXIS_POSITIONS, { description: 'Side the axis is drawn on' })),
    min: Type.Optional(AxisBound('Minimum')),
    max: Type.Optional(AxisBound('Maximum')),
    inverse: Type.Optional(Type.Boolean({ description: 'Reverse the axis direction' })),
    scale: Type.Optional(Type.Boolean({ description: 'Value axis need not include zero' })),
    formatter: Type.Optional(StringEnum(FORMATTERS, { description: 'How axis labels are displayed' })),
  },
  { description: 'An axis of the chart' },
);
export type ChartAxis = Static<typeof ChartAxisSchema>;

const GridSide = (side: string, def?: string) =>
  Type.Union([Type.String(), Type.Number()], {
    description: `Distance from the ${side} edge: pixels or a percentage such as "10%"`,
    ...(def === undefined ? {} : { default: def }),
  });

export const ChartGridSchema = StrictObject(
  {
    left: Type.Optional(GridSide('left', '10%')),
    right: Type.Optional(GridSide('right', '10%')),
    top: Type.Optional(GridSide('top')),
    bottom: Type.Optional(GridSide('bottom')),
    contain_label: Type.Optional(Type.Boolean({ description: 'Keep axis labels inside the grid' })),
  },
  { description: 'Plot area margins (left and right default 10%)' },
);
export type ChartGrid = Static<typeof ChartGridSchema>;

/** Zoom controls pass through to ECharts, so the shape is open beyond the documented keys. */
export const DataZoomSchema = OpenObject(
  {
    type: Type.Optional(
      StringEnum(DATA_ZOOM_TYPES, { description: 'inside: wheel/drag; slider: a bar under the chart' }),
    ),
    show: Type.Optional(Type.Boolean({ description: 'Show the control' })),
    start: Type.Optional(
      Type.Number({ minimum: 0, maximum: 100, description: 'Start of the visible window in percent' }),
    ),
    end: Type.Optional(Type.Number({ minimum: 0, maximum: 100, description: 'End of the visible window in percent' })),
  },
  { description: 'A zoom control; other keys pass through to the chart' },
);
export type DataZoom = Static<typeof DataZoomSchema>;

export const LegendSchema = StrictObject(
  {
    show: Type.Optional(Type.Boolean({ description: 'Show the legend' })),
    type: Type.Optional(StringEnum(LEGEND_TYPES, { description: 'plain or scroll (many series)' })),
    selected_mode: Type.Optional(
      StringEnum(LEGEND_SELECTED_MODES, { description: 'One series at a time (single) or several (multiple)' }),
    ),
  },
  { description: 'Legend of the chart' },
);
export type Legend = Static<typeof LegendSchema>;

export const TooltipSchema = StrictObject(
  {
    show: Type.Optional(Type.Boolean({ description: 'Show the tooltip' })),
    trigger: Type.Optional(
      StringEnum(TOOLTIP_TRIGGERS, { description: 'axis: all series at a category; item: one point; none' }),
    ),
  },
  { description: 'Tooltip of the chart' },
);
export type Tooltip = Static<typeof TooltipSchema>;

export const FreeChartOptionsSchema = StrictObject(
  {
    dimension_list: Type.Optional(ColumnKeyList('Dimension columns dragged onto the chart')),
    indicator_list: Type.Optional(ColumnKeyList('Indicator columns dragged onto the chart')),
    configs: Type.Optional(OpenObject({}, { description: 'Further free-drag settings; shape left open by the spec' })),
  },
  { description: 'Free-drag chart choices' },
);
export type FreeChartOptions = Static<typeof FreeChartOptionsSchema>;

/** The default category axis (spec section 3): categories come from the dt column unless told otherwise. */
export const CategoryAxisSchema = StrictObject(
  {
    field: Type.Optional(
      Type.String({
        minLength: 1,
        default: DEFAULT_CATEGORY_FIELD,
        description: 'Column giving the categories (default dt)',
      }),
    ),
    filters: Type.Optional(ValueMap('Column key → value(s) restricting the rows')),
    fixed_values: Type.Optional(ValueList('Fixed category values, in order')),
    min: Type.Optional(Scalar('First category shown')),
    max: Type.Optional(Scalar('Last category shown')),
  },
  { description: 'Default category axis' },
);
export type CategoryAxis = Static<typeof CategoryAxisSchema>;
