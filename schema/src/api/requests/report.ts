/** Report data: `select-options` (filter_condition items are checked as the report query's) and `new/config/data`. */

import { PAGING } from '../../constants';
import { id, flag, docObject } from './primitives';

export interface ReportSelectOptionsBody {
  diagram_id: number;
  field: string;
  search?: string;
  limit: number;
  filter_condition?: Record<string, unknown>[];
  preview?: 0 | 1;
}
export interface ReportConfigDataBody {
  section: Record<string, unknown>;
  payload: Record<string, unknown>;
}

export const reportSchemas = {
  // Report data (server domain `report`). The report query payload itself is a DSL document: validateDocument('report-query').
  reportSelectOptions: {
    type: 'object',
    properties: {
      diagram_id: id,
      field: { type: 'string', minLength: 1, maxLength: 200 },
      search: { type: 'string', maxLength: 200 },
      limit: { type: 'integer', minimum: 1, maximum: PAGING.MAX_PAGE_SIZE, default: PAGING.MAX_PAGE_SIZE },
      filter_condition: { type: 'array', items: { type: 'object' }, maxItems: 200 },
      preview: flag,
    },
    required: ['diagram_id', 'field'],
    additionalProperties: false,
  },
  reportConfigData: {
    type: 'object',
    properties: { section: docObject, payload: docObject },
    required: ['section', 'payload'],
    additionalProperties: false,
  },
} as const;
