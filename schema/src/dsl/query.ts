import { Type, type Static } from '@sinclair/typebox';
import { SORT_ORDERS } from './codes';
import { DatasetRef, DiagramRef, StrictObject, StringEnum } from './common';
import { FilterConditionSchema } from './filter-condition';
import { PAGING } from '../constants';

export { FilterConditionSchema, type FilterCondition } from './filter-condition';

/** How an export writes its cells: as the table shows them (the default), or the database's raw values. */
export const EXPORT_VALUES = ['shown', 'raw'] as const;
export type ExportValues = (typeof EXPORT_VALUES)[number];

export const PageRequestSchema = StrictObject(
  {
    page: Type.Integer({ minimum: 1, default: PAGING.DEFAULT_PAGE, description: 'Page number, from 1' }),
    page_size: Type.Integer({
      minimum: 1,
      maximum: PAGING.MAX_PAGE_SIZE,
      default: PAGING.DEFAULT_PAGE_SIZE,
      description: 'Rows per page (1–1000)',
    }),
  },
  { description: 'Which page of rows to return' },
);
export type PageRequest = Static<typeof PageRequestSchema>;

/**
 * The report query payload (spec section 3): all the browser sends for a report. No SQL: the data service
 * compiles it from the section's stored configuration.
 */
export const ReportQuerySchema = StrictObject(
  {
    diagram_id: DiagramRef('Section queried: its id, or its key in a document being previewed'),
    filter_condition: Type.Array(FilterConditionSchema, {
      description: 'Conditions from the filters that are control-query and have a value',
    }),
    sort_key_map: Type.Record(Type.String(), StringEnum(SORT_ORDERS, { description: 'Sort direction' }), {
      description: 'Column key → asc or desc',
    }),
    page: Type.Optional(PageRequestSchema),
    data_set_id: Type.Optional(DatasetRef("Dataset to query instead of the section's (an option switched it)")),
    export_fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), { description: 'Export only: column key → header of the CSV column' }),
    ),
    export_values: Type.Optional(
      StringEnum(EXPORT_VALUES, {
        default: 'shown',
        description:
          "Export only: 'shown' writes the cells as the table shows them (display labels, formatted numbers, percent as " +
          "shown), 'raw' the database's values (codes), for spreadsheets that compute",
      }),
    ),
  },
  { description: 'A report query' },
);
export type ReportQuery = Static<typeof ReportQuerySchema>;
