import { Type, type Static } from '@sinclair/typebox';
import { OpenObject, StrictObject, Text } from './common';

/** A comment on a chart point (spec section 3 "Comment"); an update sends id and content. */
export const CommentSchema = StrictObject(
  {
    id: Type.Optional(Type.Integer({ minimum: 1, description: 'Id of a stored comment (updates)' })),
    content: Text('Comment text', { minLength: 1 }),
    url: Type.Optional(Text('Url of the page the chart is on')),
    title: Type.Optional(Text('Title of the chart commented on')),
    conditions: Type.Optional(
      OpenObject({}, { description: 'Filter values in force when the comment was made; shape left open by the spec' }),
    ),
    field_value: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]), {
        description: 'The keyed field of the point, e.g. {"dt": "2024-05-01"}',
      }),
    ),
  },
  { description: 'A comment on a chart point' },
);
export type Comment = Static<typeof CommentSchema>;
/** Alias of Comment that does not shadow the DOM's Comment in browser code. */
export type ChartComment = Comment;
