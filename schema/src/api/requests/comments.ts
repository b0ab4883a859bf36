/**
 * Comments on chart points (spec section 7 "Comments and common": `/comment/add`, `/comment/update`, `/comment/get`;
 * `/comment/delete` is ours: an author takes back what he wrote).
 */
import { Type, type Static } from '@sinclair/typebox';
import { COMMENT_LIMITS } from './limits';
import { contract, filled, id, plain, withDefault } from './primitives';

// Trimmed emptiness is checked by the server (a blank comment is "required", like an absent one).
const content = filled(COMMENT_LIMITS.CONTENT);
const url = Type.String({ maxLength: COMMENT_LIMITS.URL });

export const CommentAddBody = contract('CommentAddBody', {
  diagram_id: id,
  content,
  /** Absent: the url of the section's page. */
  url: Type.Optional(url),
  /** Absent: the section's title. */
  title: Type.Optional(Type.String({ maxLength: COMMENT_LIMITS.TITLE })),
  /** The filter values in force when the comment was made; its keys are filter keys (data). */
  conditions: plain<Record<string, unknown>>({ type: 'object', maxProperties: 200, default: {} }),
  /** The keyed field of the point, e.g. `{ "dt": "2024-05-01" }`. */
  field_value: withDefault(
    plain<Record<string, string | number | null>>({
      type: 'object',
      maxProperties: 50,
      propertyNames: { maxLength: 200 },
      additionalProperties: { type: ['string', 'number', 'null'], maxLength: COMMENT_LIMITS.FIELD_VALUE },
    }),
    {},
  ),
});
export type CommentAddBody = Static<typeof CommentAddBody>;
export const CommentUpdateBody = contract('CommentUpdateBody', { id, content });
export type CommentUpdateBody = Static<typeof CommentUpdateBody>;
export const CommentDeleteBody = contract('CommentDeleteBody', { id });
export type CommentDeleteBody = Static<typeof CommentDeleteBody>;
export const CommentListBody = contract('CommentListBody', { diagram_id: id, url: Type.Optional(url) });
export type CommentListBody = Static<typeof CommentListBody>;
