import { Suspense, lazy, type ReactNode } from 'react';
import { MISSING_TEXT, displayText, isMissing, prefixUrl, type Lang } from '@tessera/schema/rules';
import type { ColumnSpec } from './columns';
import { cellTone } from './tone';

/** marked and DOMPurify load only for tables that have a markdown column. */
const Markdown = lazy(() => import('./Markdown'));

/** A cell's text as shown (and as the width estimate measures it): its label, else its formatted value. */
export function cellText(column: ColumnSpec, value: unknown): string {
  return displayText(value, column.formatter, column.labels);
}

/** A cell's content: its formatted value, coloured and labelled, or the column's special rendering. */
export function renderCell(column: ColumnSpec, value: unknown, lang: Lang): ReactNode {
  if (column.masked) return null;
  if (isMissing(value)) return MISSING_TEXT;
  const text = cellText(column, value);
  switch (column.special) {
    case 'image':
      return (
        <img
          className="ts-cell-image"
          src={prefixUrl(String(value))}
          alt={column.header}
          loading="lazy"
          style={{ maxWidth: '100%', maxHeight: 60 }}
        />
      );
    case 'markdown':
      return (
        <Suspense fallback={text}>
          <Markdown text={String(value)} />
        </Suspense>
      );
    case 'linked_indicator':
      return (
        <a href={prefixUrl(String(value))} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      );
    default: {
      const tone = cellTone(column, value, lang);
      if (!tone.color && !tone.label) return text;
      return (
        <span style={tone.color ? { color: tone.color } : undefined}>
          {text}
          {tone.label && <span className="ts-cell-label"> {tone.label}</span>}
        </span>
      );
    }
  }
}
