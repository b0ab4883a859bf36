/** Comments on chart points (spec section 7 "Comments and common": `/comment/add`, `/comment/update`, `/comment/get`). */

import { id } from './primitives';

export interface CommentAddBody {
  diagram_id: number;
  content: string;
  /** Absent: the url of the section's page. */
  url?: string;
  /** Absent: the section's title. */
  title?: string;
  /** The filter values in force when the comment was made. */
  conditions: Record<string, unknown>;
  /** The keyed field of the point, e.g. `{ "dt": "2024-05-01" }`. */
  field_value: Record<string, string | number | null>;
}
export interface CommentUpdateBody {
  id: number;
  content: string;
}
export interface CommentListBody {
  diagram_id: number;
  url?: string;
}

export const COMMENT_LIMITS = { CONTENT: 2000, URL: 2000, TITLE: 500, FIELD_VALUE: 500 } as const;

// Trimmed emptiness is checked by the server (a blank comment is "required", like an absent one).
const CONTENT = { type: 'string', minLength: 1, maxLength: COMMENT_LIMITS.CONTENT } as const;

export const commentSchemas = {
  commentAdd: {
    type: 'object',
    properties: {
      diagram_id: id,
      content: CONTENT,
      url: { type: 'string', maxLength: COMMENT_LIMITS.URL },
      title: { type: 'string', maxLength: COMMENT_LIMITS.TITLE },
      conditions: { type: 'object', maxProperties: 200, default: {} },
      field_value: {
        type: 'object',
        maxProperties: 50,
        propertyNames: { maxLength: 200 },
        additionalProperties: { type: ['string', 'number', 'null'], maxLength: COMMENT_LIMITS.FIELD_VALUE },
        default: {},
      },
    },
    required: ['diagram_id', 'content'],
    additionalProperties: false,
  },
  commentUpdate: {
    type: 'object',
    properties: { id, content: CONTENT },
    required: ['id', 'content'],
    additionalProperties: false,
  },
  commentList: {
    type: 'object',
    properties: { diagram_id: id, url: { type: 'string', maxLength: COMMENT_LIMITS.URL } },
    required: ['diagram_id'],
    additionalProperties: false,
  },
} as const;
