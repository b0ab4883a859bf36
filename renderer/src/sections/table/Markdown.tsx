import { useMemo } from 'react';
import { marked } from 'marked';
import DOMPurify from 'dompurify';

/** A markdown cell. The html is sanitised: cell texts come from data anyone may have written. */
export default function Markdown({ text }: { text: string }) {
  const html = useMemo(() => DOMPurify.sanitize(marked.parse(text, { async: false })), [text]);
  return <div className="ts-cell-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
