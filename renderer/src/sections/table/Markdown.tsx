import { useMemo } from 'react';
import { markdownToSafeHtml } from '../../markdown/render';

/** A markdown cell. The html is sanitised: cell texts come from data anyone may have written. */
export default function Markdown({ text }: { text: string }) {
  const html = useMemo(() => markdownToSafeHtml(text), [text]);
  return <div className="ts-cell-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
