import type { ChartCommentRecord } from '@tessera/schema/api';
import type { ChartCommentModel } from './models';

export interface CommentAuthor {
  username: string;
  realname: string | null;
}

const iso = (d: Date) => new Date(d).toISOString();

/** A stored JSON object; anything else (hand-edited rows) reads as empty rather than breaking the list. */
function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function parseFieldValue(text: string): ChartCommentRecord['field_value'] {
  const entries = Object.entries(parseObject(text)).filter(
    ([, v]) => v === null || typeof v === 'string' || typeof v === 'number',
  );
  return Object.fromEntries(entries) as ChartCommentRecord['field_value'];
}

const without = <T>(object: Record<string, T>, hidden: ReadonlySet<string>): Record<string, T> =>
  hidden.size === 0 ? object : Object.fromEntries(Object.entries(object).filter(([key]) => !hidden.has(key)));

/**
 * `canEdit`: the reader may change or delete it. `hidden`: columns withheld from the reader (field authority), left
 * out of the point's values and conditions.
 */
export function toCommentRecord(
  row: ChartCommentModel,
  author: CommentAuthor,
  canEdit: boolean,
  hidden: ReadonlySet<string> = new Set(),
): ChartCommentRecord {
  return {
    id: row.id,
    diagram_id: row.diagram_id,
    content: row.content,
    url: row.url,
    title: row.title,
    conditions: without(parseObject(row.conditions), hidden),
    field_value: without(parseFieldValue(row.field_value), hidden),
    username: author.username,
    realname: author.realname,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    can_edit: canEdit,
  };
}
