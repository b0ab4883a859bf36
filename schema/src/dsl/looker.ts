import { Type, type Static } from '@sinclair/typebox';
import { CHART_TYPES } from './codes';
import { CodeEnum, ColumnKeyList, DatasetRef, Flag, Nullable, StrictObject, Text } from './common';
import { BuilderColumnSchema } from './column';
import { FilterConditionSchema } from './filter-condition';

/** The chart-viewing choices of a looker config (spec: visual config). */
export const LookerVisualConfigSchema = StrictObject(
  {
    charts_value: Type.Optional(CodeEnum(CHART_TYPES, { description: 'Chart type shown (chart type code)' })),
    dim_value: Type.Optional(Nullable(Type.String(), { description: 'Dimension column on the category axis' })),
    second_dim_value: Type.Optional(
      Nullable(Type.String(), { description: 'Second dimension column (splits series)' }),
    ),
    index_value: Type.Optional(ColumnKeyList('Indicator columns plotted')),
    second_y_value: Type.Optional(ColumnKeyList('Indicator columns plotted on the second y axis')),
    is_dynamic_scale: Type.Optional(Flag('1: the value axis need not include zero')),
    shown: Type.Optional(
      Type.Union([Type.Literal('table'), Type.Literal('chart')], {
        description: 'The view showing when the config was saved, shown again when it is opened (default table)',
      }),
    ),
  },
  { description: 'What the looker chart shows' },
);
export type LookerVisualConfig = Static<typeof LookerVisualConfigSchema>;

export const LookerSavedReportSchema = StrictObject(
  {
    url: Text('Url of the page the view was saved to'),
    name: Text('Name of that page'),
    id: Type.Union([Type.Integer({ minimum: 1 }), Type.String({ minLength: 1 })], {
      description: 'Id of the saved report',
    }),
  },
  { description: 'A page this looker view was saved to' },
);
export type LookerSavedReport = Static<typeof LookerSavedReportSchema>;

/** A looker (chart viewing) config: an ad-hoc view over a dataset (spec section 3 "Looker config"). */
export const LookerConfigSchema = StrictObject(
  {
    title: Text('Title of the view'),
    data_set_id: DatasetRef('Dataset viewed'),
    description: Type.Optional(Text('What the view shows')),
    remark: Type.Optional(Text('Internal remark')),
    filters: Type.Optional(Type.Array(FilterConditionSchema, { description: 'Conditions applied to the data' })),
    selected_columns: Type.Optional(Type.Array(BuilderColumnSchema, { description: 'Columns picked for the view' })),
    has_aggregate: Type.Optional(Flag('1: indicators are aggregated by the dimensions')),
    visual_config: Type.Optional(LookerVisualConfigSchema),
    looker_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Id of the stored looker config' })),
    is_free_looker: Type.Optional(Flag('1: free looker (not tied to a page)')),
    save_reports: Type.Optional(Type.Array(LookerSavedReportSchema, { description: 'Pages this view was saved to' })),
    app_id: Type.Optional(Type.Integer({ minimum: 1, description: 'App the view belongs to' })),
  },
  { description: 'A looker (chart viewing) config' },
);
export type LookerConfig = Static<typeof LookerConfigSchema>;
