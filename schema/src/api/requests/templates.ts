/** Template export and import. The bundle is checked by the DSL validators, not here. */

import { id, docObject } from './primitives';

export interface TemplateExportQuery {
  page_id: number;
}
export interface TemplateImportBody {
  app_id: number;
  bundle: Record<string, unknown>;
  parent_id?: number | null;
  replace: boolean;
}

export const templateSchemas = {
  templateExportQuery: { type: 'object', properties: { page_id: id }, required: ['page_id'] },
  templateImport: {
    type: 'object',
    properties: {
      app_id: id,
      bundle: docObject,
      parent_id: { anyOf: [id, { type: 'null' }] },
      replace: { type: 'boolean', default: false },
    },
    required: ['app_id', 'bundle'],
    additionalProperties: false,
  },
} as const;
