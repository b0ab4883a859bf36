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

export function toCommentRecord(row: ChartCommentModel, author: CommentAuthor, canEdit: boolean): ChartCommentRecord {
  return {
    id: row.id,
    diagram_id: row.diagram_id,
    content: row.content,
    url: row.url,
    title: row.title,
    conditions: parseObject(row.conditions),
    field_value: parseFieldValue(row.field_value),
    username: author.username,
    realname: author.realname,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    can_edit: canEdit,
  };
}
