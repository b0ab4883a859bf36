import { Type, type Static } from '@sinclair/typebox';
import { LABEL_POSITIONS, NAME_WAYS, SERIES_TYPES, SYMBOLS } from './codes';
import { LINE_TYPES } from './codes-extra';
import { Flag, OpenObject, StrictObject, StringEnum, Text, ValueList, ValueMap, describe } from './common';
import { Translations } from './i18n';

/** Label of a series' data points. */
export const SeriesLabelSchema = StrictObject(
  {
    show: Type.Optional(Type.Boolean({ description: 'Show the value on each point' })),
    position: Type.Optional(StringEnum(LABEL_POSITIONS, { description: 'Where the value is drawn' })),
  },
  { description: 'Label of the data points' },
);
export type SeriesLabel = Static<typeof SeriesLabelSchema>;

/** Line style: open because it passes through to ECharts. */
export const LineStyleSchema = OpenObject(
  {
    width: Type.Optional(Type.Number({ minimum: 0, description: 'Line width in pixels' })),
    type: Type.Optional(StringEnum(LINE_TYPES, { description: 'Dash style' })),
    color: Type.Optional(Text('CSS colour')),
    opacity: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Opacity 0..1' })),
  },
  { description: 'Line style of a line series; other keys pass through to the chart' },
);

/** Item style: open because it passes through to ECharts. */
export const ItemStyleSchema = OpenObject(
  {
    color: Type.Optional(Text('CSS colour')),
    opacity: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Opacity 0..1' })),
    border_radius: Type.Optional(Type.Number({ minimum: 0, description: 'Corner radius of bars in pixels' })),
  },
  { description: 'Style of bars, points and pie slices; other keys pass through to the chart' },
);

/**
 * A chart series (spec section 3 "Series"). type is optional here: a series without one is a semantic warning
 * (spec section 5), not a structural error.
 */
export const SeriesSchema = StrictObject(
  {
    name_way: Type.Optional(
      StringEnum(NAME_WAYS, { description: 'dynamic: names come from name_field values; manual: name is used' }),
    ),
    name: Type.Optional(Text('Series name shown in the legend (manual naming)')),
    i18n: Translations(['name'], 'series'),
    type: Type.Optional(StringEnum(SERIES_TYPES, { description: 'Series kind: line, bar or pie' })),
    name_field: Type.Optional(Text('Dataset column whose values name the series (dynamic naming)')),
    field: Type.Optional(Text('Indicator column plotted by the series')),
    filters: Type.Optional(ValueMap('Column key → value(s) restricting the rows of this series')),
    fixed_values: Type.Optional(ValueList('Fixed values the series is limited to')),
    x_axis_index: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 1, description: 'Which x axis (0 or 1) the series uses' }),
    ),
    y_axis_index: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1,
        description: 'Which y axis (0 or 1) the series uses; 1 is the second axis',
      }),
    ),
    symbol: Type.Optional(StringEnum(SYMBOLS, { description: 'Point symbol of a line' })),
    symbol_size: Type.Optional(Type.Number({ minimum: 0, description: 'Point symbol size in pixels' })),
    line_style: Type.Optional(describe(LineStyleSchema, 'Line style')),
    stack: Type.Optional(Text('Series with the same stack name are stacked')),
    item_style: Type.Optional(describe(ItemStyleSchema, 'Style of bars, points and slices')),
    label: Type.Optional(describe(SeriesLabelSchema, 'Value labels on the points')),
    fe_tag_is_selected: Type.Optional(Flag('1: the series is selected (shown) in the legend')),
  },
  { description: 'A chart series' },
);
export type Series = Static<typeof SeriesSchema>;
