/** Pages and sections. Document fields (section, document) are checked by the DSL validators, not here. */

import { id, flag, docObject, KEY } from './primitives';

export interface PageIdQuery {
  page_id: number;
  preview: 0 | 1;
}
export interface SectionQuery {
  id: number;
  preview: 0 | 1;
}
export interface SectionAddBody {
  page_id: number;
  section: Record<string, unknown>;
}
export interface SectionUpdateBody {
  id: number;
  section: Record<string, unknown>;
  new_config2?: boolean;
  template_key?: string | null;
}
export interface SectionCopyBody {
  id: number;
  page_id: number;
}
export interface SectionSortBody {
  page_id: number;
  ids: number[];
}
export interface SectionOnlineBody {
  diagram_id_set: unknown[];
  page_id?: number;
}
export interface PageSaveBody {
  page_id: number;
  document: Record<string, unknown>;
}

export const pageSchemas = {
  pageIdQuery: { type: 'object', properties: { page_id: id, preview: { ...flag, default: 0 } }, required: ['page_id'] },
  sectionQuery: { type: 'object', properties: { id, preview: { ...flag, default: 0 } }, required: ['id'] },
  sectionAdd: {
    type: 'object',
    properties: { page_id: id, section: docObject },
    required: ['page_id', 'section'],
    additionalProperties: false,
  },
  sectionUpdate: {
    type: 'object',
    properties: {
      id,
      section: docObject,
      new_config2: { type: 'boolean' },
      template_key: { anyOf: [KEY, { type: 'null' }] },
    },
    required: ['id', 'section'],
    additionalProperties: false,
  },
  sectionCopy: {
    type: 'object',
    properties: { id, page_id: id },
    required: ['id', 'page_id'],
    additionalProperties: false,
  },
  sectionSort: {
    type: 'object',
    properties: { page_id: id, ids: { type: 'array', items: id, minItems: 1, maxItems: 1000, uniqueItems: true } },
    required: ['page_id', 'ids'],
    additionalProperties: false,
  },
  // Items are left unconstrained: checkOnline names each bad id with its own message.
  sectionOnline: {
    type: 'object',
    properties: { diagram_id_set: { type: 'array', maxItems: 1000 }, page_id: id },
    required: ['diagram_id_set'],
    additionalProperties: false,
  },
  pageSave: {
    type: 'object',
    properties: { page_id: id, document: docObject },
    required: ['page_id', 'document'],
    additionalProperties: false,
  },
} as const;
